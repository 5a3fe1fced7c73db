import StickyCore

extension Effect.Timeline {
  /// The layout's `timeline` word.
  public var name: String {
    switch self {
    case .scroll: "scroll"
    case .view: "view"
    case .state: "state"
    }
  }

  /// The layout's `range` string (SPEC section 10): `a b` on a scroll timeline,
  /// `NAME P% NAME P%` on a view timeline, which is also CSS `animation-range`.
  public var rangeText: String {
    switch self {
    case .scroll(let start, let end): "\(cssNumber(start)) \(cssNumber(end))"
    case .view(let start, let end): "\(start.text) \(end.text)"
    case .state(let condition): condition.rawValue
    }
  }
}

extension Effect.ViewPoint {
  /// `NAME P%`. The layout gives `P`, of which `fraction` is `P / 100`: rounding
  /// back to a millionth of a percent recovers the `P` that was written.
  public var text: String {
    "\(range.rawValue) \(cssNumber((fraction * 100 * 1e6).rounded() / 1e6))%"
  }
}
