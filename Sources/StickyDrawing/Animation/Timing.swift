import StickyCore

/// When a drawing shows its screen: still at one offset, or moving along a
/// path (`Timeline` resolves it against the screen's frames).
public enum Timing: Hashable, Sendable {
  case offset(Double)
  case path(ScrollPath, loop: Bool)
}
