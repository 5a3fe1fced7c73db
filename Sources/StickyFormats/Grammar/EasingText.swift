import StickyCore

/// A CSS easing as the format writes it (`snapEasing`): `linear`, `ease`,
/// `ease-in`, `ease-out`, `ease-in-out`, or `cubic-bezier(x1, y1, x2, y2)`
/// with each number from 0 to 1 written as `0`, `1`, `0.` or `1.0` and
/// digits, spaces around the commas at will (`ValueGrammar.easing`). CSS also
/// takes y values outside 0...1, which overshoot: here a snap stays between
/// the ends it joins, and the drawings replay the curve as SMIL `keySplines`,
/// which take nothing else.
public enum EasingText {
  public static let summary =
    "an easing (linear, ease, ease-in, ease-out, ease-in-out or cubic-bezier(x1, y1, x2, y2) "
    + "of numbers from 0 to 1)"

  public static func parse(_ text: String) -> CubicBezier? {
    if let named = CubicBezier.named.first(where: { $0.name == text }) { return named.curve }
    let prefix = "cubic-bezier("
    guard text.hasPrefix(prefix), text.hasSuffix(")") else { return nil }
    let inside = text.dropFirst(prefix.count).dropLast()
    let numbers = inside.split(separator: ",", omittingEmptySubsequences: false).map { part in
      unit(part.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
    guard numbers.count == 4, let x1 = numbers[0], let y1 = numbers[1], let x2 = numbers[2],
      let y2 = numbers[3]
    else { return nil }
    return CubicBezier(x1, y1, x2, y2)
  }

  /// `0` or `1`, or either with a fraction, that is at most 1.
  private static func unit(_ characters: [Character]) -> Double? {
    guard let first = characters.first, first == "0" || first == "1" else { return nil }
    let fraction = characters.dropFirst()
    if !fraction.isEmpty {
      guard fraction.first == ".", fraction.count > 1,
        fraction.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber })
      else { return nil }
      if first == "1" && !fraction.dropFirst().allSatisfy({ $0 == "0" }) { return nil }
    }
    return Double(String(characters))
  }

  /// The curve as the format writes it: its CSS name, if it has one.
  public static func text(of curve: CubicBezier) -> String {
    if let named = CubicBezier.named.first(where: { $0.curve == curve }) { return named.name }
    let numbers = curve.controlPoints.map(NumberFormat.exact).joined(separator: ", ")
    return "cubic-bezier(\(numbers))"
  }
}
