import Foundation
import StickyCore
import StickyDrawing

/// The images of one screen as data URLs, for an SVG file that must show them
/// without loading anything. They pass the same checks as those of a site: a
/// supported kind of file, inside the allowed folder.
public enum InlineImages {
  static let mediaTypes = [
    "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif",
    "webp": "image/webp", "avif": "image/avif", "svg": "image/svg+xml",
  ]

  /// Each `image` value of the screen mapped to its data URL.
  ///
  /// - Parameters:
  ///   - entry: the screen, the layout file its values are relative to (nil for
  ///     standard input) and where the layout writes them, for located errors.
  ///   - root: the folder images must stay inside; nil means the layout's folder.
  public static func dataURLs(for entry: SiteScreen, root: URL? = nil) throws(SiteError)
    -> [String: String]
  {
    var images = SiteImages(root: root)
    var result: [String: String] = [:]
    for node in ModelWalk(screen: entry.screen).nodes {
      let value: String?
      switch node.kind {
      case .header(let header): value = header.image
      case .block(let block):
        if case .box(let box) = block.kind { value = box.image } else { value = nil }
      case .bar, .scroll: value = nil
      }
      guard let value, result[value] == nil else { continue }
      let path = try images.add(value, of: entry, element: node.id)
      let type = mediaTypes[String(path.split(separator: ".").last ?? "")] ?? "image/png"
      result[value] = "data:\(type);base64," + Data(images.files[path]!).base64EncodedString()
    }
    return result
  }
}
