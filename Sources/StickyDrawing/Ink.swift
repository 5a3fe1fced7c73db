import Glibc

/// Picks readable text on a colored background.
enum Ink {
  /// Whether text on `color` (`#rgb`, `#rrggbb`, `#rrggbbaa`) should be light.
  static func isLight(on color: String) -> Bool {
    var digits = Array(color.utf8.dropFirst())
    if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
    guard digits.count >= 6 else { return false }
    func channel(_ at: Int) -> Double {
      let text = String(decoding: digits[at..<at + 2], as: UTF8.self)
      let value = Double(Int(text, radix: 16) ?? 0) / 255
      return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    let luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4)
    return luminance < 0.4
  }

  /// The class of text on `background` (nil: the screen's own color).
  static func className(on background: String?) -> String {
    background.map { isLight(on: $0) ? "ink-light" : "ink-dark" } ?? "ink"
  }
}
