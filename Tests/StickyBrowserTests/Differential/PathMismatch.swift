import StickyNativeHTML

/// One disagreement between `frames --path` and what the page shows after
/// `stickyPreview.seek` to the same time.
struct PathMismatch: CustomStringConvertible {
  var time: Double
  /// The offset `frames` gives at that time.
  var offset: Double
  var id: String
  var field: String
  var frames: Double
  var page: Double

  var description: String {
    "t \(cssNumber(time)) (offset \(cssNumber(offset))): \(id).\(field) "
      + "frames \(cssNumber(frames)) page \(cssNumber(page))"
  }
}
