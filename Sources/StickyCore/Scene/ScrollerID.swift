/// Which scroller's offset drives a track: the id of the element that scrolls
/// (the `scroll` element for the screen's content).
public struct ScrollerID: Hashable, Sendable, CustomStringConvertible {
  public var rawValue: String

  public init(_ rawValue: String) { self.rawValue = rawValue }

  public var description: String { rawValue }
}
