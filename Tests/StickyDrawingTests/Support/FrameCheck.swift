import StickyCore

/// The boxes a drawing draws against the frames they must be at (SPEC
/// section 11): each within 0.001 pt of its element's frame, and every
/// element on screen drawn.
enum FrameCheck {
  /// What is wrong, each said with `context`, and the largest difference
  /// found; `frame` gives an element's frame, `onScreen` whether a frame is
  /// one the drawing must hold.
  static func problems(
    _ boxes: [(id: String, frame: Frame)], in table: Scene, context: String,
    frame: (ElementReference) -> Frame, onScreen: (Frame) -> Bool
  ) -> (problems: [String], worst: Double) {
    var problems: [String] = []
    var worst = 0.0
    var seen: Set<String> = []
    for (id, box) in boxes {
      seen.insert(id)
      guard let reference = table.element(withID: id) else {
        problems.append("\(context): \(id) is not an element")
        continue
      }
      let want = frame(reference)
      let error = max(
        abs(box.x - want.x), abs(box.y - want.y), abs(box.width - want.width),
        abs(box.height - want.height))
      worst = max(worst, error)
      if error > 0.001 {
        problems.append("\(context): \(id) is drawn at \(box), the frames say \(want)")
      }
    }
    for reference in table.allElements {
      let want = frame(reference)
      let id = table.identity(of: reference).id
      if onScreen(want), !seen.contains(id) {
        problems.append("\(context): \(id) is on screen at \(want) but not drawn")
      }
    }
    return (problems, worst)
  }
}
