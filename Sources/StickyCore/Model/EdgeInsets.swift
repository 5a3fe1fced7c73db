/// Padding on four sides, in points.
public struct EdgeInsets: Hashable, Sendable {
  public var top: Double
  public var right: Double
  public var bottom: Double
  public var left: Double

  public init(top: Double, right: Double, bottom: Double, left: Double) {
    self.top = top
    self.right = right
    self.bottom = bottom
    self.left = left
  }

  public init(all value: Double) {
    self.init(top: value, right: value, bottom: value, left: value)
  }

  public static let zero = EdgeInsets(all: 0)

  /// The CSS shorthand rule: 1 to 4 values, top right bottom left, missing sides mirrored.
  public init?(shorthand values: [Double]) {
    switch values.count {
    case 1: self.init(all: values[0])
    case 2: self.init(top: values[0], right: values[1], bottom: values[0], left: values[1])
    case 3: self.init(top: values[0], right: values[1], bottom: values[2], left: values[1])
    case 4: self.init(top: values[0], right: values[1], bottom: values[2], left: values[3])
    default: return nil
    }
  }

  /// The shortest shorthand that gives back these insets.
  public var shorthand: [Double] {
    if left != right { return [top, right, bottom, left] }
    if top != bottom { return [top, right, bottom] }
    if top != right { return [top, right] }
    return [top]
  }
}
