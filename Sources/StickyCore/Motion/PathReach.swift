/// How far the offset and the pin lines `T` and `B` go along stretches of a
/// path: enough to bound where an element that follows the pin lines can be
/// there (`Scene.topBounds`) without laying its tracks.
public struct PathReach: Sendable {
  var offsets: ClosedRange<Double>
  var pinTop: ClosedRange<Double>
  var pinBottom: ClosedRange<Double>

  public init(_ stretches: [PathStretch]) {
    var offsets: [Double] = []
    var tops: [Double] = []
    var bottoms: [Double] = []
    for stretch in stretches {
      let range = min(stretch.from, stretch.to)...max(stretch.from, stretch.to)
      offsets += [
        stretch.offset.value(at: range.lowerBound), stretch.offset.value(at: range.upperBound),
      ]
      // Between breakpoints a line is linear, so its extremes are at them or the ends.
      let inside = [range.lowerBound, range.upperBound]
      tops += (inside + stretch.parts.pinTop.breakpoints.filter(range.contains)).map(
        stretch.parts.pinTop.value(at:))
      bottoms += (inside + stretch.parts.pinBottom.breakpoints.filter(range.contains)).map(
        stretch.parts.pinBottom.value(at:))
    }
    self.offsets = offsets.min()!...offsets.max()!
    pinTop = tops.min()!...tops.max()!
    pinBottom = bottoms.min()!...bottoms.max()!
  }
}
