/// A fixed bar at the top or bottom of the screen. Opaque bars take room from the
/// viewport; translucent ones let the content scroll underneath. A bar that
/// hides on scroll (SPEC section 12) lies over the content too.
public struct Bar: Hashable, Sendable {
  public var id: String
  public var edge: BarEdge
  public var height: Double
  /// Whether the content shows through it.
  public var translucent: Bool
  public var hide: BarHiding
  /// Whether a partly hidden bar completes its way when the finger lifts.
  public var snap: Bool
  /// How it snaps, where it does.
  public var snapStyle: SnapStyle
  public var color: Color?
  public var label: String?
  /// Effects on the bar (SPEC section 13): a bar does not scroll, so a view
  /// timeline on it follows a `subject`.
  public var effects: [Effect]

  public init(
    id: String, edge: BarEdge, height: Double, translucent: Bool,
    hide: BarHiding = .none, snap: Bool = false, snapStyle: SnapStyle = .standard,
    color: Color? = nil, label: String? = nil,
    effects: [Effect] = []
  ) {
    self.id = id
    self.edge = edge
    self.height = height
    self.translucent = translucent
    self.hide = hide
    self.snap = snap
    self.snapStyle = snapStyle
    self.color = color
    self.label = label
    self.effects = effects
  }
}

extension Bar {
  /// Whether the content runs under the bar instead of ending at it: a bar
  /// that hides counts as translucent at rest, whatever `translucent` says.
  public var liesOverContent: Bool { translucent || hide != .none }
}
