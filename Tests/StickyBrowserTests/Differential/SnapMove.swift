import StickyCore
import StickyNativeHTML
import StickyWebDriver

/// A way of moving a native snap container, with the landing of SPEC
/// section 14 it stands for.
enum SnapMove: Hashable, CustomStringConvertible {
  /// `scrollTo({top: o, behavior: "instant"})`: `rest(o)`.
  case rest
  /// `scrollBy({top: D})` from where `rest` left it: `fling(s, D)`.
  case fling(Double)
  /// ArrowDown (1) or ArrowUp (-1) on the focused scroller: `step(s, ±40)`.
  case step(Int)
  /// PageDown (1) or PageUp (-1): `page(s, ±1)`.
  case page(Int)

  /// Chromium's line step (`kPixelsPerLineStep`).
  static let lineStep = 40.0

  /// Where the rule lands this move, started at `offset` and, for all but
  /// `rest`, made from `start`, where the browser's `scrollTo(offset)` left it.
  func landing(_ rule: SnapRule, offset: Double, start: Double) -> SnapLanding {
    switch self {
    case .rest: rule.rest(offset)
    case .fling(let distance):
      // A fling that does not move keeps the target `scrollTo` gave.
      rule.fling(from: start, by: distance)
        ?? SnapLanding(offset: start, target: rule.rest(offset).target)
    case .step(let sign): rule.step(from: start, by: Double(sign) * Self.lineStep)
    case .page(let sign): rule.page(from: start, by: sign)
    }
  }

  /// The key WebDriver presses for it, if it is a key's.
  var key: String? {
    switch self {
    case .rest, .fling: nil
    case .step(let sign): sign > 0 ? Key.arrowDown : Key.arrowUp
    case .page(let sign): sign > 0 ? Key.pageDown : Key.pageUp
    }
  }

  /// The move without its distance: "rest", "fling", or the key's name.
  var name: String {
    switch self {
    case .rest: "rest"
    case .fling: "fling"
    case .step(let sign): sign > 0 ? "ArrowDown" : "ArrowUp"
    case .page(let sign): sign > 0 ? "PageDown" : "PageUp"
    }
  }

  var description: String {
    if case .fling(let distance) = self { return "fling \(cssNumber(distance))" }
    return name
  }
}
