/// A colour written `#rgb`, `#rrggbb` or `#rrggbbaa` (SPEC section 3), read
/// once where a layout or the config is checked: every later stage asks it for
/// its channels and luminance instead of reading the text again.
public struct Color: Hashable, Sendable {
  /// The colour as written. Pages and drawings repeat it, so that what a user
  /// wrote is what they find in the output.
  public let text: String
  public let red: UInt8
  public let green: UInt8
  public let blue: UInt8
  /// 255 unless the text gives an alpha.
  public let alpha: UInt8

  /// Nil unless `text` is `#` and 3, 6 or 8 hexadecimal digits.
  public init?(_ text: String) {
    var digits: [UInt8] = []
    for (index, byte) in text.utf8.enumerated() {
      if index == 0 {
        guard byte == UInt8(ascii: "#") else { return nil }
      } else {
        guard let digit = Self.hexDigit(byte), digits.count < 8 else { return nil }
        digits.append(digit)
      }
    }
    switch digits.count {
    case 3: digits = digits.flatMap { [$0, $0] } + [15, 15]
    case 6: digits += [15, 15]
    case 8: break
    default: return nil
    }
    let channels = stride(from: 0, to: 8, by: 2).map { digits[$0] << 4 | digits[$0 + 1] }
    self.text = text
    (red, green, blue, alpha) = (channels[0], channels[1], channels[2], channels[3])
  }

  /// An opaque colour, written `#rrggbb` in lower case.
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    text = "#" + [red, green, blue].map(Self.hexPair).joined()
    (self.red, self.green, self.blue, alpha) = (red, green, blue, 255)
  }

  /// The relative luminance of WCAG 2, from 0 (black) to 1 (white); alpha is
  /// ignored.
  public var luminance: Double {
    0.2126 * Self.linear[Int(red)] + 0.7152 * Self.linear[Int(green)] + 0.0722
      * Self.linear[Int(blue)]
  }

  /// This colour moved `share` of the way to `target` in each of red, green
  /// and blue, opaque.
  public func mixed(toward target: Color, share: Double) -> Color {
    func channel(_ from: UInt8, _ to: UInt8) -> UInt8 {
      UInt8((Double(from) + (Double(to) - Double(from)) * share).rounded())
    }
    return Color(
      red: channel(red, target.red), green: channel(green, target.green),
      blue: channel(blue, target.blue))
  }

  private static func hexDigit(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// Each channel value's share of light, sRGB's transfer function undone.
  private static let linear: [Double] = (0...255).map { linear(Double($0) / 255) }

  /// A channel's share of light, from its value from 0 to 1.
  static func linear(_ v: Double) -> Double {
    v <= 0.04045 ? v / 12.92 : power2point4((v + 0.055) / 1.055)
  }

  /// `x` to the power 2.4 for `x` in (0, 1], as `x² · (x²)^(1/5)`: the core
  /// has no C math library to call `pow` in, and Newton's method finds the
  /// fifth root to the last bit or so, far below what a contrast ratio needs.
  private static func power2point4(_ x: Double) -> Double {
    let square = x * x
    var root = 1.0
    for _ in 0..<100 {
      let next = (4 * root + square / (root * root * root * root)) / 5
      if next == root { break }
      root = next
    }
    return square * root
  }
}

extension Color: CustomStringConvertible {
  public var description: String { text }
}

/// For the palette's table and for tests: a literal must be a valid colour,
/// and one that is not stops the program the first time it is used.
extension Color: ExpressibleByStringLiteral {
  public init(stringLiteral text: String) {
    guard let color = Color(text) else { preconditionFailure("not a colour: \(text)") }
    self = color
  }
}
