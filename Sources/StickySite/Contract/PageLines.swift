/// A pair of screen lines, top and bottom.
struct PageLines: PageRecord {
  var top: Double
  var bottom: Double

  static let summary = "SPEC section 5's pin lines T and B at offset 0."
  static var fields: [PageField<Self>] {
    [.init("top", \.top, "T."), .init("bottom", \.bottom, "B.")]
  }
}
