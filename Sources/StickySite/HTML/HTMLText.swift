import StickyCore

/// Escapes text for an HTML text node: the result shows as the same characters
/// and can never open or close a tag.
public enum HTMLText {
  public static func escape(_ text: some StringProtocol) -> String {
    TextEscaping.escape(text) { scalar in
      switch scalar {
      case "&": "&amp;"
      case "<": "&lt;"
      case ">": "&gt;"
      case "\u{0}": "\u{FFFD}"
      default: nil
      }
    }
  }
}
