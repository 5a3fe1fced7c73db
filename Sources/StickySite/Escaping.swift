/// Escapes text for an HTML text node: the result shows as the same characters
/// and can never open or close a tag.
public enum HTMLText {
  public static func escape(_ text: some StringProtocol) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\u{0}": result += "\u{FFFD}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

/// Escapes text for an HTML attribute value written between double quotes. Single
/// quotes are escaped too, so the value stays safe if a template ever switches quotes.
public enum HTMLAttribute {
  public static func escape(_ text: some StringProtocol) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\u{0}": result += "\u{FFFD}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

/// Makes a JSON text safe to place inside `<script type="application/json">`.
///
/// `<`, `>` and `&` can only occur inside JSON strings, where `\u003c`, `\u003e`
/// and `\u0026` mean the same characters; so the data parses to the same value,
/// while `</script>` and `<!--` can no longer end or disturb the script element.
/// U+2028 and U+2029 are escaped as well, for readers that treat the text as
/// JavaScript source.
public enum ScriptJSON {
  public static func escape(_ json: some StringProtocol) -> String {
    var result = ""
    result.reserveCapacity(json.utf8.count)
    for scalar in json.unicodeScalars {
      switch scalar {
      case "<": result += "\\u003c"
      case ">": result += "\\u003e"
      case "&": result += "\\u0026"
      case "\u{2028}": result += "\\u2028"
      case "\u{2029}": result += "\\u2029"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
