/// The curve a state effect's value follows over its `duration` (SPEC section
/// 13): CSS's `ease`, `cubic-bezier(0.25, 0.1, 0.25, 1)`, which SVG's
/// `keySplines` take as the same four numbers.
public enum StateEasing {
  public static let controlPoints = (x1: 0.25, y1: 0.1, x2: 0.25, y2: 1.0)
}
