/// One value of an effect at one offset.
public enum EffectValue: Hashable, Sendable {
  case number(Double)
  case color(Color)
}
