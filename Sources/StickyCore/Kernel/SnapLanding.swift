/// Where the content comes to rest, and the block (or row) it rests at; no
/// target when it rests where no snap position holds it.
public struct SnapLanding: Hashable, Sendable {
  public var offset: Double
  public var target: String?

  public init(offset: Double, target: String?) {
    self.offset = offset
    self.target = target
  }
}
