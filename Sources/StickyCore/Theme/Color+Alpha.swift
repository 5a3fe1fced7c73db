extension Color {
  /// A colour from its four channels, written `#rrggbbaa` in lower case.
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    self.init(stringLiteral: "#" + [red, green, blue, alpha].map(Self.hexPair).joined())
  }

  /// `#rrggbbaa` in lower case, whatever the colour was written as: how
  /// `frames` prints colour values (SPEC section 13).
  public var hexWithAlpha: String {
    "#" + [red, green, blue, alpha].map(Self.hexPair).joined()
  }

  static func hexPair(_ channel: UInt8) -> String {
    (channel < 16 ? "0" : "") + String(channel, radix: 16)
  }
}
