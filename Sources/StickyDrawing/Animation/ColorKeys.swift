import StickyCore

/// How an animation replays a colour that CSS interpolates with premultiplied
/// alpha (SPEC section 13). SMIL interpolates `fill` per channel without
/// premultiplying, so a drawn colour is written as its red, green and blue
/// (`fill`) and its alpha (`fill-opacity`): the alpha is linear in the
/// premultiplied channels and exact, but red, green and blue are those
/// channels divided by the alpha, not linear in them where the alpha changes.
/// Key frames go where they are needed for the colour drawn over any
/// background to be within `tolerance` of the exact one between them.
///
/// A colour here is its premultiplied channels, red, green and blue times
/// alpha, and alpha, each from 0 to 1.
enum ColorKeys {
  /// The most a channel of the colour drawn over any background may differ
  /// from the exact one between two key frames, besides the rounding of each
  /// key frame's channels to a byte: half a step of 255.
  static let tolerance = 0.5 / 255

  /// The premultiplied channels of `color`.
  static func premultiplied(_ color: Color) -> [Double] {
    let alpha = Double(color.alpha) / 255
    return [color.red, color.green, color.blue].map { Double($0) / 255 * alpha } + [alpha]
  }

  /// `a` moved `share` of the way to `b`, channel by channel.
  static func mix(_ a: [Double], _ b: [Double], _ share: Double) -> [Double] {
    zip(a, b).map { $0 + ($1 - $0) * share }
  }

  /// The shares of the way from `a` to `b` (inside 0 ... 1, increasing) where
  /// key frames go, so that between any two neighbours the colour is within
  /// `tolerance`: halves, until each piece is. `written` are the red, green
  /// and blue the ends are drawn with (`straight`); a key frame inside has
  /// alpha, and its own.
  static func splits(from a: [Double], to b: [Double], written: ([Double], [Double])) -> [Double] {
    func split(_ low: Double, _ high: Double, _ ends: ([Double], [Double]), depth: Int)
      -> [Double]
    {
      let (from, to) = (mix(a, b, low), mix(a, b, high))
      guard depth < 24, error(from: from, to: to, written: ends) > tolerance else { return [] }
      let middle = (low + high) / 2
      let inside = straight([mix(a, b, middle)])[0]
      return split(low, middle, (ends.0, inside), depth: depth + 1) + [middle]
        + split(middle, high, (inside, ends.1), depth: depth + 1)
    }
    return split(0, 1, written, depth: 0)
  }

  /// The largest difference, over a background, between the colour SMIL draws
  /// between two key frames, drawn with red, green and blue `written`, and the
  /// exact one. With `g` the share of the way, the alpha `α(g)` is exact and
  /// the drawn premultiplied channel is `α(g) · c(g)`, `c` SMIL's linear red,
  /// green or blue; the exact one is linear in `g`, so the difference is a
  /// quadratic in `g`, largest at an end or at its vertex.
  static func error(from a: [Double], to b: [Double], written: ([Double], [Double])) -> Double {
    let alpha = (a[3], b[3] - a[3])
    var worst = 0.0
    for channel in 0..<3 {
      let c = (written.0[channel], written.1[channel] - written.0[channel])
      let p = (a[channel], b[channel] - a[channel])
      // e(g) = constant + linear g + square g^2.
      let constant = alpha.0 * c.0 - p.0
      let linear = alpha.0 * c.1 + alpha.1 * c.0 - p.1
      let square = alpha.1 * c.1
      var shares = [0.0, 1.0]
      if square != 0 {
        let vertex = -linear / (2 * square)
        if vertex > 0 && vertex < 1 { shares.append(vertex) }
      }
      for g in shares { worst = max(worst, abs(constant + linear * g + square * g * g)) }
    }
    return worst
  }

  /// Red, green and blue of each of a sequence of key frames' colours, divided
  /// by the alpha again. A colour with no alpha has none, and takes those of
  /// the next one that has (else the last before it), so that SMIL's
  /// interpolation towards it keeps them: drawn at no alpha, they show only
  /// as the alpha grows, where CSS shows that neighbour's. Rising from no
  /// alpha, a colour keeps the same red, green and blue all along, so the
  /// next key frame with alpha has those of the colour it rises to.
  static func straight(_ colors: [[Double]]) -> [[Double]] {
    let shown = colors.indices.filter { colors[$0][3] > 0 }
    return colors.indices.map { index in
      guard let nearest = shown.first(where: { $0 >= index }) ?? shown.last else {
        return [0, 0, 0]
      }
      let color = colors[nearest]
      return (0..<3).map { min(1, max(0, color[$0] / color[3])) }
    }
  }

  /// `#rrggbb` of red, green and blue from 0 to 1.
  static func hex(_ channels: [Double]) -> String {
    let bytes = channels.map { UInt8(min(255, max(0, ($0 * 255).rounded()))) }
    return Color(red: bytes[0], green: bytes[1], blue: bytes[2]).text
  }
}
