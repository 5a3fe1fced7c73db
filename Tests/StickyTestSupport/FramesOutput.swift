/// The JSON that `stickypreview frames` prints (SPEC section 6), as tests read
/// it back: expected tables of the fixtures and frames of the gallery pages.
public struct FramesOutput: Decodable, Sendable {
  public struct Viewport: Decodable, Sendable {
    public var top: Double
    public var bottom: Double
    public var insetTop: Double
    public var insetBottom: Double
  }

  public struct Element: Decodable, Sendable {
    public var id: String
    public var type: String
    public var x: Double
    public var width: Double
    public var y: [Double]
    public var height: [Double]
    /// Effect values by `property` or `part.property` (SPEC section 10).
    public var effects: [String: [Double]]?
  }

  public var screen: String
  public var width: Double
  public var height: Double
  public var viewport: Viewport
  public var contentHeight: Double
  public var minOffset: Double
  public var maxOffset: Double
  public var overscroll: Double
  /// Along a path (`frames --path`, SPEC section 12): the time of each offset.
  public var times: [Double]?
  public var offsets: [Double]
  public var elements: [Element]
}
