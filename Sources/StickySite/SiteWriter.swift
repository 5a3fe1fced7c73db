import Foundation

/// Puts a site's files at a folder all at once, and only over a folder it made.
struct SiteWriter {
  var folder: URL

  init(folder: URL) {
    self.folder = folder.standardizedFileURL
  }

  private var manager: FileManager { .default }
  /// The folder as messages name it, without the trailing slash of a directory URL.
  private var path: String {
    let path = folder.path(percentEncoded: false)
    return path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
  }

  /// Writes `files` (paths relative to the folder) into a temporary folder next
  /// to `folder`, then swaps it into place. The old folder is removed only once
  /// the new one is in place; on any error it is kept and the temporary folder
  /// removed.
  func replace(with files: [(path: String, bytes: [UInt8])]) throws(SiteError) {
    let existing = try checkExisting()
    let parent = folder.deletingLastPathComponent()
    let name = folder.lastPathComponent
    do {
      try manager.createDirectory(at: parent, withIntermediateDirectories: true)
    } catch {
      throw SiteError("cannot create \(parent.path(percentEncoded: false)): \(reason(error))")
    }
    let token = UUID().uuidString.prefix(8).lowercased()
    let temporary = parent.appending(path: ".\(name).tmp-\(token)", directoryHint: .isDirectory)
    do {
      try manager.createDirectory(at: temporary, withIntermediateDirectories: false)
    } catch {
      throw SiteError(
        "cannot create a folder in \(parent.path(percentEncoded: false)): "
          + reason(error))
    }
    do {
      for file in files {
        let url = temporary.appending(path: file.path)
        try manager.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(file.bytes).write(to: url)
      }
    } catch {
      try? manager.removeItem(at: temporary)
      throw SiteError("cannot write the site next to \(path): \(reason(error))")
    }
    guard existing else {
      if rename(temporary, folder) != 0 {
        let message = errorText()
        try? manager.removeItem(at: temporary)
        throw SiteError("cannot move the new site to \(path): \(message)")
      }
      return
    }
    // Move the old site aside, the new one in, then delete the old one; if the
    // second step fails the old site goes back.
    let old = parent.appending(path: ".\(name).old-\(token)", directoryHint: .isDirectory)
    if rename(folder, old) != 0 {
      let message = errorText()
      try? manager.removeItem(at: temporary)
      throw SiteError("cannot replace \(path): \(message)")
    }
    if rename(temporary, folder) != 0 {
      let message = errorText()
      _ = rename(old, folder)
      try? manager.removeItem(at: temporary)
      throw SiteError("cannot replace \(path): \(message)")
    }
    try? manager.removeItem(at: old)
  }

  /// Whether the folder exists (and may be replaced); throws when it must not be.
  private func checkExisting() throws(SiteError) -> Bool {
    let attributes: [FileAttributeKey: Any]
    do {
      attributes = try manager.attributesOfItem(atPath: path)
    } catch {
      if manager.fileExists(atPath: path) {
        throw SiteError("cannot read \(path): \(reason(error))")
      }
      return false
    }
    let type = attributes[.type] as? FileAttributeType
    if type == .typeSymbolicLink {
      throw SiteError("refusing to replace \(path): it is a symbolic link, not a site folder")
    }
    guard type == .typeDirectory else {
      throw SiteError("refusing to replace \(path): it is a file, not a site folder")
    }
    let marker = folder.appending(path: SiteBuilder.markerName)
    if manager.fileExists(atPath: marker.path(percentEncoded: false)) { return true }
    let contents = (try? manager.contentsOfDirectory(atPath: path)) ?? ["?"]
    if contents.isEmpty { return true }
    throw SiteError(
      "refusing to replace \(path): it was not written by stickypreview build (there is no "
        + "\(SiteBuilder.markerName) file in it); choose another output folder or remove it")
  }

  private func rename(_ from: URL, _ to: URL) -> Int32 {
    Foundation.rename(from.path(percentEncoded: false), to.path(percentEncoded: false))
  }

  private func errorText() -> String {
    String(cString: strerror(errno))
  }

  private func reason(_ error: any Error) -> String {
    (error as NSError).localizedDescription
  }
}
