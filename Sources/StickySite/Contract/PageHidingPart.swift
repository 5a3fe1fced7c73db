/// A bar that hides or the floating header: what the rule of SPEC section 12 needs.
struct PageHidingPart: PageRecord {
  var height: Double
  var snap: Bool

  static let summary = "What hides at one edge."
  static var fields: [PageField<Self>] {
    [
      .init("height", \.height, "E, the height it hides by."),
      .init("snap", \.snap, "Whether it snaps after the finger lifts."),
    ]
  }
}
