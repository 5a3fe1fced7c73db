import StickyCore

/// A property value once checked against its kind; also how the description
/// states a default, so that the builder, the JSON Schema and the docs read
/// one typed value.
public enum PropertyValue: Hashable, Sendable {
  case text(String)
  case color(Color)
  case number(Double)
  case integer(Int)
  case bool(Bool)
  case padding(EdgeInsets)
  case numbers([Double])
  case colors([Color])
  case easing(CubicBezier)
}
