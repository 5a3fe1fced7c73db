/// Which screen edges a sticky element pins to.
public enum StickyEdge: String, CaseIterable, Hashable, Sendable {
  case none
  case top
  case bottom
  case both

  public var pinsTop: Bool { self == .top || self == .both }
  public var pinsBottom: Bool { self == .bottom || self == .both }
}

/// The edge of the screen a bar is attached to.
public enum BarEdge: String, CaseIterable, Hashable, Sendable {
  case top
  case bottom
}

/// How several sticky elements share a pin line.
public enum Stacking: String, CaseIterable, Hashable, Sendable {
  /// Each pins below (or above) the ones already pinned, as a stack.
  case stack
  /// All pin to the same line and cover each other.
  case overlap
}
