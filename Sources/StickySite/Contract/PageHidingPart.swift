import StickyCore

/// A bar that hides or the floating header: what the rule of SPEC section 12 needs.
struct PageHidingPart: PageRecord {
  var id: String
  var edge: BarEdge?
  var height: Double
  var snap: PageSnap?

  init(id: String, edge: BarEdge?, height: Double, snap: SnapStyle?) {
    self.id = id
    self.edge = edge
    self.height = height
    self.snap = snap.map(PageSnap.init)
  }

  static let summary = "A bar that hides or the floating header."
  static var fields: [PageField<Self>] {
    [
      .init("id", \.id, "Its element's id."),
      .init("edge", \.edge, "A bar's edge; absent for the header."),
      .init("height", \.height, "E, the height it hides by."),
      .init("snap", \.snap, "How it snaps after the finger lifts; absent where it does not."),
    ]
  }
}
