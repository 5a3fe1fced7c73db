/// The one rule for putting input text into a message on a terminal.
///
/// Diagnostics quote what the user wrote, and what the user wrote may be
/// hostile: a newline forges a second diagnostic, an ESC sequence repaints the
/// terminal, a NUL or a bidirectional override hides what is really there, and
/// an 8 MB value drowns the line. Quoted values are escaped as a Swift string
/// literal would write them and cut short; every printed line passes through
/// `line(_:)`, so even text that reached a message unquoted cannot span lines.
public enum DiagnosticText {
  /// How many characters of a value a message shows before an ellipsis.
  public static let maxValueLength = 80
  /// How many characters a printed line keeps: room for long paths and lists
  /// of choices, not for a value that slipped through unquoted.
  public static let maxLineLength = 1_000

  /// `value` in double quotes, escaped and cut to `maxValueLength` characters.
  public static func quoted(_ value: some StringProtocol) -> String {
    "\"" + escaped(value, limit: maxValueLength, quotes: true) + "\""
  }

  /// One printed line: control and line-breaking characters escaped, cut to
  /// `maxLineLength` characters.
  public static func line(_ text: some StringProtocol) -> String {
    escaped(text, limit: maxLineLength, quotes: false)
  }

  /// The escaped text, cut after `limit` characters of output with `…`. The
  /// cut never splits an escape sequence.
  private static func escaped(_ text: some StringProtocol, limit: Int, quotes: Bool) -> String {
    var result = ""
    var length = 0
    for scalar in text.unicodeScalars {
      let piece = escape(scalar, quotes: quotes)
      let pieceLength = piece?.unicodeScalars.count ?? 1
      if length + pieceLength > limit {
        result += "…"
        break
      }
      if let piece { result += piece } else { result.unicodeScalars.append(scalar) }
      length += pieceLength
    }
    return result
  }

  /// The escape for a scalar that must not reach the terminal as is, or nil.
  private static func escape(_ scalar: Unicode.Scalar, quotes: Bool) -> String? {
    switch scalar {
    case "\n": return "\\n"
    case "\r": return "\\r"
    case "\t": return "\\t"
    case "\"" where quotes: return "\\\""
    case "\\" where quotes: return "\\\\"
    default:
      guard isHidden(scalar) else { return nil }
      return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
  }

  /// Controls (C0, DEL, C1: ESC and CSI among them), line and paragraph
  /// separators, and the bidirectional formatting characters that reorder what
  /// a terminal shows.
  private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x200E, 0x200F, 0x202A...0x202E,
      0x2066...0x2069, 0x061C:
      return true
    default:
      return false
    }
  }
}
