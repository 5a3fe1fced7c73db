/// Escaping for XML written by the layout writer.
enum XMLText {
  /// An attribute value in double quotes; whitespace other than spaces is written
  /// as character references so that attribute normalisation keeps it.
  static func escapeAttribute(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "\n": result += "&#10;"
      case "\r": result += "&#13;"
      case "\t": result += "&#9;"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
