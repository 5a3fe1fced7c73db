/// A layout's text in both spellings, as `config convert` and `config fmt`
/// write them, for the Source section of its preview page.
public struct LayoutSource: Sendable, Hashable {
  /// Nil when the layout holds a comment that XML cannot (`--`).
  public var xml: String?
  public var json: String

  public init(xml: String?, json: String) {
    self.xml = xml
    self.json = json
  }
}
