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
  ///   - table: the screen's frame table, whose tracks carry the elements.
  ///   - root: the folder images must stay inside; nil means the layout's folder.
  public static func dataURLs(for entry: SiteScreen, table: FrameTable, root: URL? = nil)
    throws(SiteError) -> [String: String]
  {
    var images = SiteImages(root: root)
    var result: [String: String] = [:]
    for track in table.tracks {
      let value: String?
      switch track.node {
      case .header(let header): value = header.image
      case .block(let block):
        if case .box(let box) = block.kind { value = box.image } else { value = nil }
      case .bar, .scroll, .row: value = nil
      }
      guard let value, result[value] == nil else { continue }
      let path = try images.add(value, of: entry, element: track.id)
      let type = mediaTypes[String(path.split(separator: ".").last ?? "")] ?? "image/png"
      result[value] = "data:\(type);base64," + Data(images.files[path]!).base64EncodedString()
    }
    return result
  }
}
