/// How an element's frame follows the offset, told once for everything that
/// replays or draws the tracks: the page puts riders in one layer that one
/// transform moves and writes only the movers per step; the plot draws only
/// what does not just ride.
public enum ElementRide: Hashable, Sendable {
  /// `y = intercept - o` at every offset, with a fixed height: the element
  /// moves with the content.
  case content(intercept: Double)
  /// The frame never changes.
  case still
  /// `y` changes some other way; the height stays.
  case moves
  /// The height changes (and `y` may).
  case resizes

  /// Tracks are exact, but the solver adds and subtracts lengths, so a piece
  /// of the same line can differ from another by rounding.
  static let tolerance = 1e-6

  init(y: PiecewiseLinear, height: PiecewiseLinear) {
    guard Self.isConstant(height) else {
      self = .resizes
      return
    }
    if Self.isConstant(y) {
      self = .still
    } else if let intercept = Self.contentIntercept(y) {
      self = .content(intercept: intercept)
    } else {
      self = .moves
    }
  }

  static func isConstant(_ function: PiecewiseLinear) -> Bool {
    let first = function.pieces[0].value
    return function.pieces.allSatisfy { $0.slope == 0 && abs($0.value - first) < tolerance }
  }

  /// `c` when the function is `c - o` everywhere, else nil.
  static func contentIntercept(_ function: PiecewiseLinear) -> Double? {
    let first = function.pieces[0]
    let intercept = first.value + first.start
    let rides = function.pieces.allSatisfy {
      $0.slope == -1 && abs($0.value + $0.start - intercept) < tolerance
    }
    return rides ? intercept : nil
  }

  /// Whether the element moves or resizes other than with the content: what
  /// the plot draws a curve for and the ticks say something about.
  public var isOnItsOwn: Bool {
    switch self {
    case .content, .still: false
    case .moves, .resizes: true
    }
  }

  /// The name the page data uses.
  public var name: String {
    switch self {
    case .content: "content"
    case .still: "still"
    case .moves: "moves"
    case .resizes: "resizes"
    }
  }
}
