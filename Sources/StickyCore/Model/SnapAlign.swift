/// The edge (or the centre) of a block that aligns with the snapport's when
/// the content rests at it (SPEC section 14), as CSS `scroll-snap-align`.
public enum SnapAlign: String, CaseIterable, Hashable, Sendable {
  case none
  case start
  case center
  case end

  /// The share of `h - Hs` the aligned offset lies past the start one:
  /// start 0, center one half, end all of it.
  public var share: Double {
    switch self {
    case .none, .start: 0
    case .center: 0.5
    case .end: 1
    }
  }
}
