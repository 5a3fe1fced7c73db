import StickyCore

/// Escapes text for an HTML attribute value written between double quotes. Single
/// quotes are escaped too, so the value stays safe if a template ever switches quotes.
public enum HTMLAttribute {
  public static func escape(_ text: some StringProtocol) -> String {
    TextEscaping.escape(text) { scalar in
      switch scalar {
      case "&": "&amp;"
      case "<": "&lt;"
      case ">": "&gt;"
      case "\"": "&quot;"
      case "'": "&#39;"
      case "\u{0}": "\u{FFFD}"
      default: nil
      }
    }
  }
}
