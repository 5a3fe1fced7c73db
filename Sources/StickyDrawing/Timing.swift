import StickyCore

/// When a drawing shows its screen: still at one offset, or moving along a path.
public enum Timing: Hashable, Sendable {
  case offset(Double)
  case path(ScrollPath, loop: Bool)

  /// Every offset the drawing shows.
  var offsets: ClosedRange<Double> {
    switch self {
    case .offset(let offset): offset...offset
    case .path(let path, _): path.offsets
    }
  }

  /// Whether an element with these tracks is on a screen `screenHeight` tall at
  /// some offset the drawing shows. Between two consecutive breakpoints its top
  /// and bottom are linear, so each condition holds on one sub-interval there.
  func shows(y: PiecewiseLinear, height: PiecewiseLinear, screenHeight: Double) -> Bool {
    let range = offsets
    var samples = [range.lowerBound, range.upperBound]
    samples += (Array(y.breakpoints) + Array(height.breakpoints)).filter { range.contains($0) }
    samples.sort()
    for (a, b) in zip(samples, samples.dropFirst()) {
      let topA = y.value(at: a)
      let topB = y.value(at: b)
      // The share of the way from a to b where the top is above the screen's
      // bottom and the bottom below its top.
      var low = 0.0
      var high = 1.0
      func keep(below zero: (Double, Double)) {
        let (start, end) = zero
        if start < 0 && end < 0 { return }
        if start >= 0 && end >= 0 {
          high = -1
          return
        }
        let crossing = start / (start - end)
        if start < 0 { high = min(high, crossing) } else { low = max(low, crossing) }
      }
      keep(below: (topA - screenHeight, topB - screenHeight))
      keep(below: (-(topA + height.value(at: a)), -(topB + height.value(at: b))))
      if low < high { return true }
    }
    return false
  }

  /// The lowest and highest value of `track` over the offsets the drawing shows.
  func extent(of track: PiecewiseLinear) -> ClosedRange<Double> {
    let range = offsets
    let values =
      ([range.lowerBound, range.upperBound] + track.breakpoints.filter { range.contains($0) })
      .map(track.value(at:))
    return values.min()!...values.max()!
  }
}
