import StickyCore

/// The ink of an element's surface and text where its colour effects flip it
/// (`InkTrack`): `ink[k]` from `at[k]` on, and at it when `inclusive[k]`;
/// `first` before.
struct PageInkTrack: PageRecord {
  var first: PageInk
  var at: [Double]
  var ink: [PageInk]
  var inclusive: [Bool]

  init(_ track: InkTrack) {
    first = PageInk(track.first)
    at = track.steps.map(\.offset)
    ink = track.steps.map { PageInk($0.ink) }
    inclusive = track.steps.map(\.inclusive)
  }

  static let summary = "Where the ink of a surface whose colour follows the offset flips."
  static var fields: [PageField<Self>] {
    [
      .init("first", \.first, "The ink before the first step."),
      .init("at", \.at, "The offsets of the steps, ascending."),
      .init("ink", \.ink, "The ink from each step on."),
      .init("inclusive", \.inclusive, "Whether each step's ink holds at its offset too."),
    ]
  }
}
