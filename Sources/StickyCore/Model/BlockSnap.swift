/// How a block (or each row of a list) takes part in scroll snap (SPEC
/// section 14).
public struct BlockSnap: Hashable, Sendable {
  public var align: SnapAlign
  public var stop: SnapStop

  public init(align: SnapAlign = .none, stop: SnapStop = .normal) {
    self.align = align
    self.stop = stop
  }

  public static let none = BlockSnap()

  public var snaps: Bool { align != .none }
}
