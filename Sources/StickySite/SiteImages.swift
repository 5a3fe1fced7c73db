import Foundation
import StickyCore

/// The images a site uses: local files read from inside the allowed folder and
/// copied into `_images/`, named by their content so equal files are stored once
/// and names never depend on where a file came from.
struct SiteImages {
  /// Folder of the site where copies go.
  static let folder = "_images"
  static let extensions: Set<String> = ["png", "jpg", "jpeg", "gif", "webp", "avif", "svg"]
  /// Far above any screenshot or photo a preview needs, far below what would
  /// strain memory: every image is held in memory until the site is written.
  static let maxFileSize = 20_000_000

  /// Images may only come from inside this folder; nil means each layout's own folder.
  var root: URL?
  /// Site-relative path to bytes, for every image added so far.
  private(set) var files: [String: [UInt8]] = [:]
  private var cache: [String: String] = [:]

  init(root: URL?) {
    self.root = root
  }

  /// Copies the image a screen names, given with it or a file, and returns its
  /// site-relative path.
  mutating func add(_ value: String, of entry: SiteScreen, element: String) throws(SiteError)
    -> String
  {
    guard let bytes = entry.imageFiles[value] else {
      return try add(value, layout: entry.source, element: element, place: entry.imagePlaces[value])
    }
    let ext = (value.split(separator: ".").last.map(String.init) ?? "").lowercased()
    guard Self.extensions.contains(ext) else {
      throw SiteError("\(element): image \(DiagnosticText.quoted(value)) is not an image")
    }
    return store(bytes, ext: ext)
  }

  /// Copies the image a layout names and returns its site-relative path.
  ///
  /// - Parameters:
  ///   - value: the `image` property as written, relative to the layout file.
  ///   - layout: the layout file, or nil for a screen built in code (then the
  ///     path is relative to `root`).
  ///   - place: where the layout writes the value (`path:line:column`), if known.
  mutating func add(_ value: String, layout: URL?, element: String, place: String?)
    throws(SiteError) -> String
  {
    let described = "\(element): image \(DiagnosticText.quoted(value))"
    let subject = SiteError.Subject.input(place: place)
    guard let base = layout?.deletingLastPathComponent() ?? root else {
      throw SiteError(
        "\(described) has no folder to be relative to (no layout file)", subject: subject)
    }
    guard !value.isEmpty, !value.hasPrefix("/"), !value.contains("\\"),
      !value.contains(":"), !value.contains("\u{0}")
    else {
      throw SiteError("\(described) must be a relative path to a local file", subject: subject)
    }
    let allowed = Self.resolved(root ?? base)
    let file = Self.resolved(base.appending(path: value))
    let allowedPath = allowed.path(percentEncoded: false)
    let prefix = allowedPath.hasSuffix("/") ? allowedPath : allowedPath + "/"
    let filePath = file.path(percentEncoded: false)
    guard filePath.hasPrefix(prefix) else {
      throw SiteError(
        "\(described) is outside the folder images may come from (\(allowedPath))", subject: subject
      )
    }
    if let known = cache[filePath] { return known }
    let ext = file.pathExtension.lowercased()
    guard Self.extensions.contains(ext) else {
      throw SiteError(
        "\(described) is not an image the page can show (use "
          + Self.extensions.sorted().joined(separator: ", ") + ")", subject: subject)
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: filePath, isDirectory: &isDirectory),
      !isDirectory.boolValue
    else {
      throw SiteError("\(described): no such file \(filePath)", subject: subject)
    }
    let bytes: [UInt8]
    do {
      // One byte past the limit is enough to refuse, without loading a huge file.
      let handle = try FileHandle(forReadingFrom: file)
      defer { try? handle.close() }
      bytes = [UInt8](try handle.read(upToCount: Self.maxFileSize + 1) ?? Data())
    } catch {
      throw SiteError(
        "\(described): cannot read \(filePath): \(error.localizedDescription)", subject: subject)
    }
    guard bytes.count <= Self.maxFileSize else {
      throw SiteError(
        "\(described) is larger than \(Self.maxFileSize / 1_000_000) MB", subject: subject)
    }
    let path = store(bytes, ext: ext)
    cache[filePath] = path
    return path
  }

  private mutating func store(_ bytes: [UInt8], ext: String) -> String {
    let path = Self.folder + "/" + String(SHA256.hexDigest(bytes).prefix(20)) + "." + ext
    files[path] = bytes
    return path
  }

  /// The absolute, standardized path with symbolic links resolved, so a link
  /// cannot lead out of the allowed folder.
  private static func resolved(_ url: URL) -> URL {
    url.standardizedFileURL.resolvingSymlinksInPath()
  }
}
