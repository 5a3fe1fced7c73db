/// One scroll-driven property of one part of an element (SPEC section 10): a
/// value that follows the offset through keyframes spread evenly over a range.
public struct Effect: Hashable, Sendable {
  public var part: Part
  public var property: Property
  public var timeline: Timeline
  /// Two or more keyframe values, at progress `i / (count - 1)`.
  public var values: [Double]

  public init(part: Part, property: Property, timeline: Timeline, values: [Double]) {
    self.part = part
    self.property = property
    self.timeline = timeline
    self.values = values
  }

  public enum Part: String, CaseIterable, Hashable, Sendable {
    /// The whole element.
    case `self`
    /// Its image.
    case image
    /// Its title and subtitle, label and detail, or text.
    case text
  }

  public enum Property: String, CaseIterable, Hashable, Sendable {
    case opacity
    case scale
    case translateX
    case translateY
    case blur

    /// The value the property has when no effect drives it.
    public var identity: Double {
      switch self {
      case .opacity, .scale: 1
      case .translateX, .translateY, .blur: 0
      }
    }

    /// Whether a keyframe value is one the property can take.
    public func accepts(_ value: Double) -> Bool {
      guard value.isFinite else { return false }
      switch self {
      case .opacity: return (0...1).contains(value)
      case .scale: return value > 0
      case .blur: return value >= 0
      case .translateX, .translateY: return true
      }
    }
  }

  /// What the progress follows.
  public enum Timeline: Hashable, Sendable {
    /// The offset, from `start` to `end` (`start < end`).
    case scroll(start: Double, end: Double)
    /// Where the element's natural box is in the visible area, between two
    /// points of named ranges as CSS `animation-range` gives them.
    case view(start: ViewPoint, end: ViewPoint)
  }

  /// `NAME P%`: a point `fraction` of the way through a named view range.
  public struct ViewPoint: Hashable, Sendable {
    public var range: ViewRange
    public var fraction: Double

    public init(_ range: ViewRange, _ fraction: Double) {
      self.range = range
      self.fraction = fraction
    }
  }

  /// The named ranges of a view timeline, as CSS names them.
  public enum ViewRange: String, CaseIterable, Hashable, Sendable {
    case cover
    case contain
    case entry
    case exit
    case entryCrossing = "entry-crossing"
    case exitCrossing = "exit-crossing"
  }

  /// The name of the effect's values in `frames`: `property` for the whole
  /// element, `part.property` for a part.
  public var key: String {
    part == .self ? property.rawValue : "\(part.rawValue).\(property.rawValue)"
  }
}
