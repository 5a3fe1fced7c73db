import StickyCore
import StickyDrawing

/// A layout as `LayoutLoader` loads it: the checked screen, where the layout
/// writes each of its nodes and properties, and the images it names.
struct LoadedLayout {
  var screen: Screen
  var sourceMap: SourceMap
  /// Each `image` value of the screen, read.
  var images: [String: ImageFile]
  /// What the builder accepted but almost certainly was not meant.
  var warnings: [Diagnostic]
}
