/// JSON string literals, escaped per RFC 8259.
public enum JSONString {
  public static func quoted(_ text: String) -> String {
    "\"" + TextEscaping.escape(text, escape) + "\""
  }

  private static func escape(_ scalar: Unicode.Scalar) -> String? {
    switch scalar {
    case "\"": "\\\""
    case "\\": "\\\\"
    case "\n": "\\n"
    case "\r": "\\r"
    case "\t": "\\t"
    case _ where scalar.value < 0x20:
      "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
    default: nil
    }
  }
}
