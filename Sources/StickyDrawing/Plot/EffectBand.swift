import StickyCore

/// One band of the motion plot's effects: the values of one property, on a
/// scale that keeps the property's meaning. Opacity runs from 0 to 1 and
/// scale from 0 to at least 1, so that a fade or a shrink reads the same on
/// every screen; translations and blur are in points and include 0, where
/// the property does nothing.
struct EffectBand: Equatable {
  var property: Effect.Property
  var low: Double
  var high: Double

  /// The band for `values`, every keyframe value of the property on the plot.
  init(property: Effect.Property, values: [Double]) {
    self.property = property
    let all = values + [property.identity]
    switch property {
    case .opacity, .shadow, .color:
      low = 0
      high = 1
    case .scale:
      low = 0
      high = all.max()!
    case .translateX, .translateY, .blur:
      low = min(0, all.min()!)
      high = max(0, all.max()!)
    }
    if high - low < 1e-9 { high = low + 1 }
  }

  /// The band's name, with the unit where the property has one.
  var name: String {
    switch property {
    case .opacity, .scale, .shadow, .color: property.rawValue
    case .translateX, .translateY, .blur: property.rawValue + ", pt"
    }
  }

  /// The legend's words for the line style of an effect on `part`.
  static func partName(_ part: Effect.Part) -> String {
    switch part {
    case .self: "effect on the element"
    case .text: "on its text"
    case .image: "on its image"
    }
  }
}
