/// A colour effect solved for one element: its premultiplied channels, each
/// exact and piecewise linear in the offset.
///
/// CSS interpolates hex colours in sRGB with premultiplied alpha: red, green
/// and blue times alpha, and alpha, each move linearly with the progress, so
/// each is piecewise linear in the offset like any other effect value; the
/// colour is those channels divided by alpha again.
public struct ColorTrack: Hashable, Sendable {
  /// Red, green and blue times alpha, and alpha, all from 0 to 1.
  public var red: PiecewiseLinear
  public var green: PiecewiseLinear
  public var blue: PiecewiseLinear
  public var alpha: PiecewiseLinear

  /// The track that follows `position`, the keyframe position (0 at the
  /// first colour, `colors.count - 1` at the last), piece by piece.
  init(colors: [Color], position: PiecewiseLinear) {
    func channel(_ value: (Color) -> Double) -> PiecewiseLinear {
      let values = colors.map(value)
      return PiecewiseLinear(
        pieces: ColorTrack.compose(values, over: position))
    }
    red = channel { Double($0.red) / 255 * Double($0.alpha) / 255 }
    green = channel { Double($0.green) / 255 * Double($0.alpha) / 255 }
    blue = channel { Double($0.blue) / 255 * Double($0.alpha) / 255 }
    alpha = channel { Double($0.alpha) / 255 }
  }

  /// The colour at `offset`, each channel rounded to the nearest of 256.
  public func color(at offset: Double) -> Color {
    let a = alpha.value(at: offset)
    func channel(_ track: PiecewiseLinear, over alpha: Double) -> UInt8 {
      guard alpha > 0 else { return 0 }
      return Self.byte(track.value(at: offset) / alpha)
    }
    return Color(
      red: channel(red, over: a), green: channel(green, over: a), blue: channel(blue, over: a),
      alpha: Self.byte(a))
  }

  /// The offsets where some channel bends.
  public var breakpoints: [Double] {
    Array(red.breakpoints) + Array(green.breakpoints) + Array(blue.breakpoints)
      + Array(alpha.breakpoints)
  }

  private static func byte(_ share: Double) -> UInt8 {
    UInt8(min(255, max(0, (share * 255).rounded())))
  }

  /// `values` interpolated linearly between whole keyframe positions,
  /// followed through `position`: where the position crosses a whole number
  /// the slope changes, so each piece of `position` is cut there.
  private static func compose(_ values: [Double], over position: PiecewiseLinear)
    -> [PiecewiseLinear.Piece]
  {
    let last = Double(values.count - 1)
    func value(at t: Double) -> Double {
      let clamped = min(last, max(0, t))
      let index = min(Int(clamped), values.count - 2)
      return values[index] + (values[index + 1] - values[index]) * (clamped - Double(index))
    }
    var pieces: [PiecewiseLinear.Piece] = []
    let source = position.pieces
    for (index, piece) in source.enumerated() {
      let end = index + 1 < source.count ? source[index + 1].start : Double.infinity
      var cuts = [piece.start]
      if piece.slope != 0 {
        for whole in 0...Int(last) {
          let crossing = piece.start + (Double(whole) - piece.value) / piece.slope
          if crossing > piece.start && crossing < end { cuts.append(crossing) }
        }
      }
      cuts.sort()
      for (cutIndex, cut) in cuts.enumerated() {
        let next = cutIndex + 1 < cuts.count ? cuts[cutIndex + 1] : end
        let probe = next.isFinite ? (cut + next) / 2 : cut + 1
        let t = piece.value(at: probe)
        let inside = t > 0 && t < last
        // Strictly between two cuts the position is inside one keyframe
        // segment, the one below it.
        let segment = min(values.count - 2, Int(t))
        let slope = inside ? (values[segment + 1] - values[segment]) * piece.slope : 0
        pieces.append(.init(start: cut, value: value(at: piece.value(at: cut)), slope: slope))
      }
    }
    return pieces
  }
}
