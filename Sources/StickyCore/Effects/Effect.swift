/// One scroll-driven property of one part of an element (SPEC sections 10 and
/// 13): a value that follows the offset through keyframes spread evenly over a
/// range, or that steps between two values where a condition flips.
public struct Effect: Hashable, Sendable {
  public var part: Part
  public var property: Property
  public var timeline: Timeline
  /// Two or more keyframe values, at progress `i / (count - 1)`; exactly two
  /// for a state effect (false, then true). Empty for a `color` effect.
  public var values: [Double]
  /// The keyframes of a `color` effect, as `values` are for the others.
  public var colors: [Color]
  /// The id of the element a view timeline follows, or the sticky element a
  /// `stuck` state watches; nil for the effect's own element (SPEC section 13).
  public var subject: String?
  /// How long the page takes to move to a state's new value, in seconds.
  public var duration: Double
  /// The offset its timeline runs on: the content's, or for a block inside a
  /// carousel that carousel's (SPEC section 15).
  public var axis: Axis

  /// The default `duration` of a state effect (SPEC section 13).
  public static let defaultDuration = 0.25

  public init(
    part: Part, property: Property, timeline: Timeline, values: [Double] = [],
    colors: [Color] = [], subject: String? = nil, duration: Double = Effect.defaultDuration,
    axis: Axis = .y
  ) {
    self.part = part
    self.property = property
    self.timeline = timeline
    self.values = values
    self.colors = colors
    self.subject = subject
    self.duration = duration
    self.axis = axis
  }

  /// The number of keyframes, numbers or colours.
  public var keyframeCount: Int { property == .color ? colors.count : values.count }

  /// Which offset drives the timeline (SPEC section 15).
  public enum Axis: String, CaseIterable, Hashable, Sendable {
    /// The content's offset `o`; a view timeline along the visible area.
    case y
    /// The enclosing carousel's offset `x_k` (CSS `scroll(inline)`); a view
    /// timeline along the carousel's snapport (`view-timeline-axis: inline`).
    case x
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
    /// The part's background; its values are colours.
    case color
    /// The opacity of a bar's hairline edge or a box's shadow.
    case shadow

    /// The value the property has when no effect drives it; a `color` effect
    /// has none, its part keeps its own colour, and says 0.
    public var identity: Double {
      switch self {
      case .opacity, .scale: 1
      case .translateX, .translateY, .blur, .color, .shadow: 0
      }
    }

    /// Whether its values are colours rather than numbers.
    public var takesColors: Bool { self == .color }

    /// The values the property can take (SPEC section 10), stated once: the
    /// reader's check and message and the JSON Schema all read it.
    public var valueBounds: ValueBounds {
      switch self {
      case .opacity, .shadow: ValueBounds(lower: .including(0), upper: .including(1))
      case .scale: ValueBounds(lower: .excluding(0))
      case .blur: ValueBounds(lower: .including(0))
      case .translateX, .translateY, .color: ValueBounds()
      }
    }

    /// Whether a keyframe value is one the property can take.
    public func accepts(_ value: Double) -> Bool {
      !takesColors && value.isFinite && valueBounds.contains(value)
    }
  }

  /// The finite numbers between an optional lower and an optional upper bound.
  public struct ValueBounds: Hashable, Sendable {
    public var lower: Bound?
    public var upper: Bound?

    public init(lower: Bound? = nil, upper: Bound? = nil) {
      self.lower = lower
      self.upper = upper
    }

    public enum Bound: Hashable, Sendable {
      case including(Double)
      case excluding(Double)

      public var value: Double {
        switch self {
        case .including(let value), .excluding(let value): value
        }
      }

      public var isInclusive: Bool {
        if case .including = self { return true }
        return false
      }
    }

    public func contains(_ value: Double) -> Bool {
      let aboveLower =
        lower.map { $0.isInclusive ? value >= $0.value : value > $0.value } ?? true
      let belowUpper =
        upper.map { $0.isInclusive ? value <= $0.value : value < $0.value } ?? true
      return aboveLower && belowUpper
    }
  }

  /// The timelines by the names layouts give them.
  public enum TimelineKind: String, CaseIterable, Hashable, Sendable {
    case scroll
    case view
    case state
  }

  /// What the progress follows.
  public enum Timeline: Hashable, Sendable {
    /// The offset, from `start` to `end` (`start < end`).
    case scroll(start: Double, end: Double)
    /// Where the subject's box is in the visible area, between two points of
    /// named ranges as CSS `animation-range` gives them: its natural box, or
    /// for a sticky subject the box as it moves (SPEC section 13).
    case view(start: ViewPoint, end: ViewPoint)
    /// `values[1]` while the condition holds, `values[0]` while it does not.
    case state(StateCondition)

    public var kind: TimelineKind {
      switch self {
      case .scroll: .scroll
      case .view: .view
      case .state: .state
      }
    }
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
