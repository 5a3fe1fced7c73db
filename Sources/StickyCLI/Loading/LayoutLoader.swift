import Foundation
import StickyCore
import StickyDrawing
import StickyFormats

/// Reads layouts and the images they name: the one way `build`, `snapshot`,
/// `film` and `animate` come to a screen. Every error is located in the
/// layout: the reader's and the builder's where they find it, an image's at
/// the `image` value that names it, through the builder's source map.
struct LayoutLoader {
  /// Where images come from.
  enum ImageSource {
    /// Files, relative to the layout's folder, that must lie inside `root`
    /// (the config's folder; nil: the layout's own folder).
    case files(root: URL?)
    /// Given by `image` value: the built-in gallery's, embedded in the binary.
    case given([String: ImageFile])
  }

  var imageSource: ImageSource
  /// The files read so far, by resolved path: screens that share an image,
  /// and the builds of one screen for several devices, read it once.
  var cache: [String: ImageFile] = [:]
  /// The image files looked for, by resolved path, found or not, since this
  /// was last emptied: what a build that watches its layouts watches.
  var consulted: Set<String> = []

  init(images: ImageSource) {
    imageSource = images
  }

  /// The layout at `input` as written, not yet checked.
  static func read(_ input: Input, standardInput: () -> [UInt8]?) throws(DiagnosticError)
    -> RawNode
  {
    try LayoutParser.read(input.bytes(standardInput: standardInput), file: input.file)
  }

  /// The layout at `input`, checked, with its source map and its images.
  mutating func load(_ input: Input, standardInput: () -> [UInt8]?) throws(DiagnosticError)
    -> LoadedLayout
  {
    let built = try ScreenBuilder.build(Self.read(input, standardInput: standardInput))
    return LoadedLayout(
      screen: built.screen, sourceMap: built.sourceMap,
      images: try images(of: built.screen, placedBy: built.sourceMap, layout: input.url),
      warnings: built.warnings)
  }
}
