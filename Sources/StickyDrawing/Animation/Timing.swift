import StickyCore

/// When a drawing shows its screen: still at one offset, or moving along a
/// path (`Timeline` resolves it against the screen's frames). Each carousel
/// (SPEC section 15) is at its offset among `carousels`, 0 where not named,
/// unless the path moves it.
public enum Timing: Hashable, Sendable {
  case offset(Double, carousels: [ScrollerID: Double] = [:])
  case path(ScenePath, loop: Bool, carousels: [ScrollerID: Double] = [:])
}
