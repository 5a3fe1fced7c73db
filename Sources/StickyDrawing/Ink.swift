import Glibc

/// Picks readable text on a colored background, by the contrast ratio of WCAG
/// 2: the one rule for the SVG drawings and for the preview pages, which get
/// its answers as data.
public enum Ink {
  /// The dark ink. Black rather than a softer grey: with it, every background
  /// has an ink of at least 4.58:1 (the worst case is a luminance of about 0.18,
  /// where black and white tie).
  public static let dark = "#000000"
  public static let light = "#ffffff"

  /// The relative luminance of `#rgb`, `#rrggbb` or `#rrggbbaa` (alpha ignored),
  /// nil for anything else.
  public static func luminance(_ color: String) -> Double? {
    var digits = Array(color.utf8.dropFirst())
    if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
    guard color.hasPrefix("#"), digits.count == 6 || digits.count == 8 else { return nil }
    var channels: [Double] = []
    for at in stride(from: 0, to: 6, by: 2) {
      guard let value = Int(String(decoding: digits[at..<at + 2], as: UTF8.self), radix: 16)
      else { return nil }
      let v = Double(value) / 255
      channels.append(v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4))
    }
    return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
  }

  /// The contrast ratio of two luminances, from 1 to 21.
  public static func contrast(_ a: Double, _ b: Double) -> Double {
    (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// Whether white text on `color` has more contrast than black text.
  public static func isLight(on color: String) -> Bool {
    guard let l = luminance(color) else { return false }
    return contrast(l, 1) > contrast(l, 0)
  }

  /// "light" or "dark": the page data's name of the ink on `color`.
  public static func name(on color: String) -> String {
    isLight(on: color) ? "light" : "dark"
  }

  /// The class of text on `background` (nil: the screen's own color).
  static func className(on background: String?) -> String {
    background.map { "ink-" + name(on: $0) } ?? "ink"
  }

  /// `color` mixed with black (or white when `lighter`) in steps of 5% until
  /// it has a contrast of at least `ratio` with every one of `backgrounds`:
  /// an accent that can be read as text.
  public static func readable(
    _ color: String, on backgrounds: [String], lighter: Bool, ratio: Double = 4.5
  ) -> String {
    let target = lighter ? 255.0 : 0
    var digits = Array(color.utf8.dropFirst())
    if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
    guard digits.count >= 6 else { return color }
    let rgb = stride(from: 0, to: 6, by: 2).map {
      Double(Int(String(decoding: digits[$0..<$0 + 2], as: UTF8.self), radix: 16) ?? 0)
    }
    let grounds = backgrounds.compactMap(luminance)
    for step in 0...20 {
      let share = Double(step) / 20
      let mixed =
        "#"
        + rgb.map { value -> String in
          let channel = Int((value + (target - value) * share).rounded())
          return (channel < 16 ? "0" : "") + String(channel, radix: 16)
        }.joined()
      if let l = luminance(mixed), grounds.allSatisfy({ contrast(l, $0) >= ratio }) {
        return mixed
      }
    }
    return lighter ? light : dark
  }
}
