import StickyCore

/// A drawing that would pass `limit` bytes of SVG: the reason `snapshot`,
/// `film`, `animate` and `build` refuse it. A layout of a few hundred bytes can
/// ask for gigabytes (a path sweeping a thousand lists of a million rows, two
/// hundred offsets of twenty thousand pinned rows), so the drawing counts
/// what it has written as it goes and stops at the limit, before memory
/// holds more than that.
public struct DrawingTooLarge: Error, Equatable, Sendable {
  /// 32 MiB: no browser shows an SVG of that size fluently, and with the
  /// model of the largest layout the commands stay in their memory bound.
  public static let limit = 32 * 1024 * 1024

  public init() {}

  public var description: String {
    "the drawing would be larger than \(Self.limit / 1024 / 1024) MiB of SVG; draw fewer "
      + "offsets, a shorter path or one that sweeps less of the content, or fewer rows"
  }

  /// Throws when `bytes` written so far pass the limit.
  static func check(_ bytes: Int) throws(DrawingTooLarge) {
    if bytes > limit { throw DrawingTooLarge() }
  }
}
