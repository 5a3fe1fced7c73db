import StickyCore

/// Where the bars that stand for lines a text block does not fill sit (`TextLines`).
struct PageTextBar: PageRecord {
  var top = TextLines.barTop
  var height = TextLines.barHeight
  var width = TextLines.barWidth
  var lastWidth = TextLines.lastBarWidth

  static let summary = "The bars of a text block's unfilled lines, as shares of a line."
  static var fields: [PageField<Self>] {
    [
      .init("top", \.top, "The bar's top within its line."),
      .init("height", \.height, "The bar's height."),
      .init("width", \.width, "A bar's width."),
      .init("lastWidth", \.lastWidth, "The last bar's width."),
    ]
  }
}
