import StickyCore

/// A bar that hides or the floating header: what the rule of SPEC section 12 needs.
struct PageHidingPart: PageRecord {
  var height: Double
  var snap: PageSnap?

  init(height: Double, snap: SnapStyle?) {
    self.height = height
    self.snap = snap.map(PageSnap.init)
  }

  static let summary = "What hides at one edge."
  static var fields: [PageField<Self>] {
    [
      .init("height", \.height, "E, the height it hides by."),
      .init("snap", \.snap, "How it snaps after the finger lifts; absent where it does not."),
    ]
  }
}
