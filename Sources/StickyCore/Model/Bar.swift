/// A fixed bar at the top or bottom of the screen. Opaque bars take room from the
/// viewport; translucent ones let the content scroll underneath.
public struct Bar: Hashable, Sendable {
  public var id: String
  public var edge: BarEdge
  public var height: Double
  public var translucent: Bool
  public var color: Color?
  public var label: String?

  public init(
    id: String, edge: BarEdge, height: Double, translucent: Bool,
    color: Color? = nil, label: String? = nil
  ) {
    self.id = id
    self.edge = edge
    self.height = height
    self.translucent = translucent
    self.color = color
    self.label = label
  }
}
