import Foundation

@testable import StickySite

/// Files that tests write and read back at once: written as `build` writes a
/// site's files (`NewFile`), without the sync to the disk that
/// `Data.write(to:)` does for each file, which a run writing thousands of
/// them would wait for on a busy disk.
public enum ScratchFile {
  /// Creates the file at `url`, which must not exist yet.
  public static func write(_ text: String, to url: URL) throws {
    try NewFile.create(Array(text.utf8), at: url)
  }
}
