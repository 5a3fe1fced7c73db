import StickyCore
import StickyDrawing

/// The images a site uses, copied into `_images/` as they were read with their
/// screens, named by their content so equal files are stored once and names
/// never depend on where a file came from.
struct SiteImages {
  /// Folder of the site where copies go.
  static let folder = "_images"
  /// Site-relative path to bytes, for every image added so far.
  private(set) var files: [String: [UInt8]] = [:]
  /// The path of each image added so far: an image that many screens show
  /// is named (hashed) once per build, not once per screen.
  private var paths: [ImageFile: String] = [:]
  /// The `data:` URL of each image inlined so far, for the same reason.
  private var dataURLs: [ImageFile: String] = [:]

  /// Copies an image the screen names and returns its site-relative path.
  mutating func add(_ value: String, of entry: SiteScreen) throws(SiteError) -> String {
    guard let image = entry.imageFiles[value] else {
      throw SiteError(
        "\(entry.screen.id): image \(DiagnosticText.quoted(value)) was not read with the screen")
    }
    if let path = paths[image] { return path }
    let path =
      Self.folder + "/" + String(SHA256.hexDigest(image.bytes).prefix(20)) + "."
      + image.kind.rawValue
    files[path] = image.bytes
    paths[image] = path
    return path
  }

  /// `files` by the values that name them, each drawn from its `data:` URL,
  /// for a drawing that must stand alone.
  mutating func inlined(_ files: [String: ImageFile]) -> [String: DrawnImage] {
    files.mapValues { file in
      let url = dataURLs[file] ?? file.dataURL
      dataURLs[file] = url
      return DrawnImage(href: url, file: file)
    }
  }
}
