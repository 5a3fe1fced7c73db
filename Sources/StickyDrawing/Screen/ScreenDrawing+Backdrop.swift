import StickyCore

extension ScreenDrawing {
  /// Whether `node` is a bar that content shows through, which blurs it.
  static func isGlass(_ node: ElementNode) -> Bool {
    if case .bar(let bar) = node { return bar.translucent }
    return false
  }

  /// What a translucent bar shows of the screen under it, as the page's
  /// `backdrop-filter` does (`GlassBackdrop`): the group `under` (the screen
  /// below the bars) again, saturated and blurred, clipped to the bar's frame
  /// as it moves. Without it a title or a paragraph under the bar read
  /// through it, beside the bar's own title.
  func backdrop(
    of bar: DrawnTrack, under: String, timeline: Timeline, shapes: inout SharedShapes
  ) -> SVGWriter {
    var svg = SVGWriter()
    let filter = shapes.uniqueID("backdrop")
    svg.open(
      "filter",
      [
        ("id", filter), ("filterUnits", "userSpaceOnUse"), ("x", "0"), ("y", "0"),
        ("width", NumberFormat.string(width)), ("height", NumberFormat.string(height)),
      ])
    svg.leaf(
      "feColorMatrix",
      [("type", "saturate"), ("values", NumberFormat.fraction(GlassBackdrop.saturation))])
    svg.leaf("feGaussianBlur", [("stdDeviation", NumberFormat.string(GlassBackdrop.blur))])
    // Near the screen's edges the blur takes in what lies outside it, which
    // is nothing, and would let the sharp screen show through; made opaque,
    // each such point keeps the colour of what it took in, as a browser's
    // backdrop filter extends the edge.
    svg.open("feComponentTransfer")
    svg.leaf("feFuncA", [("type", "table"), ("tableValues", "1 1")])
    svg.close("feComponentTransfer")
    svg.close("filter")
    // The clip follows the bar: its rectangle's y and height take the bar's
    // values at the same key frames.
    var frame = ElementWriter(timeline: timeline, y: bar.y, height: bar.height)
    let y = bar.y
    frame.shape(
      "rect", [("x", NumberFormat.string(bar.x)), ("width", NumberFormat.string(bar.width))],
      lengths: [("height", .height)], values: [("y", { NumberFormat.string(y.value(at: $0)) })])
    let clip = shapes.uniqueID("clip")
    svg.open("clipPath", [("id", clip)])
    svg.append(frame.svg)
    svg.close("clipPath")
    svg.open("g", [("clip-path", "url(#\(clip))")])
    svg.leaf("use", [("href", "#" + under), ("filter", "url(#\(filter))")])
    svg.close("g")
    return svg
  }
}
