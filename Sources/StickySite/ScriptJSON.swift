import StickyCore

/// Makes a JSON text safe to place inside `<script type="application/json">`.
///
/// `<`, `>` and `&` can only occur inside JSON strings, where `\u003c`, `\u003e`
/// and `\u0026` mean the same characters; so the data parses to the same value,
/// while `</script>` and `<!--` can no longer end or disturb the script element.
/// U+2028 and U+2029 are escaped as well, for readers that treat the text as
/// JavaScript source.
public enum ScriptJSON {
  public static func escape(_ json: some StringProtocol) -> String {
    TextEscaping.escape(json) { scalar in
      switch scalar {
      case "<": "\\u003c"
      case ">": "\\u003e"
      case "&": "\\u0026"
      case "\u{2028}": "\\u2028"
      case "\u{2029}": "\\u2029"
      default: nil
      }
    }
  }
}
