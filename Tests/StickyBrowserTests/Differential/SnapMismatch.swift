import StickyCore
import StickyNativeHTML

/// One disagreement between the snap rule and Chromium's own scroll snap.
struct SnapMismatch: CustomStringConvertible {
  var probe: SnapProbe
  /// Where `scrollTo(offset)` left the native scroller, for the moves made from there.
  var start: Double
  var rule: SnapLanding
  var chromium: SnapLanding

  var description: String {
    let from = probe.move == .rest ? "" : " from \(cssNumber(start))"
    return "\(probe.move) at \(cssNumber(probe.offset))\(from): rule \(text(rule)), "
      + "chromium \(text(chromium))"
  }

  private func text(_ landing: SnapLanding) -> String {
    "\(cssNumber(landing.offset)) (\(landing.target ?? "no target"))"
  }
}
