/// SPEC section 2's visible area: `V0`, `V1` and the insets.
struct PageViewport: PageRecord {
  var top: Double
  var bottom: Double
  var insetTop: Double
  var insetBottom: Double

  static let summary = "The visible area between the opaque bars, and its insets."
  static var fields: [PageField<Self>] {
    [
      .init("top", \.top, "V0, the bottom of an opaque top bar."),
      .init("bottom", \.bottom, "V1, the top of an opaque bottom bar."),
      .init("insetTop", \.insetTop, "What content scrolls under at the top."),
      .init("insetBottom", \.insetBottom, "What content scrolls under at the bottom."),
    ]
  }
}
