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
    /// The left edge, where it does not change; along a path that moves the
    /// carousel sliding the element (SPEC section 15), at the first time.
    public var x: Double
    /// Along a path that moves the carousel sliding the element: the left
    /// edge at each time.
    public var xAlong: [Double]?
    public var width: Double
    public var y: [Double]
    public var height: [Double]
    /// Effect values by `property` or `part.property` (SPEC section 10).
    public var effects: [String: [Double]]?
    /// The values of colour effects, `#rrggbbaa` (SPEC section 13), which
    /// `effects` leaves out.
    public var colorEffects: [String: [String]]?

    private enum CodingKeys: String, CodingKey {
      case id, type, x, width, y, height, effects
    }

    /// A member of `effects`: numbers, or colours.
    private enum Values: Decodable {
      case numbers([Double])
      case colors([String])

      init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let numbers = try? container.decode([Double].self) {
          self = .numbers(numbers)
        } else {
          self = .colors(try container.decode([String].self))
        }
      }
    }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      id = try container.decode(String.self, forKey: .id)
      type = try container.decode(String.self, forKey: .type)
      if let along = try? container.decode([Double].self, forKey: .x) {
        xAlong = along
        x = along[0]
      } else {
        x = try container.decode(Double.self, forKey: .x)
      }
      width = try container.decode(Double.self, forKey: .width)
      y = try container.decode([Double].self, forKey: .y)
      height = try container.decode([Double].self, forKey: .height)
      guard let all = try container.decodeIfPresent([String: Values].self, forKey: .effects) else {
        return
      }
      var numbers: [String: [Double]] = [:]
      var colors: [String: [String]] = [:]
      for (key, values) in all {
        switch values {
        case .numbers(let list): numbers[key] = list
        case .colors(let list): colors[key] = list
        }
      }
      effects = numbers
      colorEffects = colors.isEmpty ? nil : colors
    }
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
  /// Along a path on a screen that snaps (SPEC section 14): the block the
  /// content rests at, at each time.
  public var snapTargets: [String?]?
  public var elements: [Element]
}
