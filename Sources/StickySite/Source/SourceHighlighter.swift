/// Colours a layout's text for the page: each token of interest becomes a
/// `<span class="tok-...">`, everything else is plain text, and all of it is
/// escaped with `HTMLText`, so the result shows exactly the characters of the
/// input and no label in it can open or close a tag.
///
/// The input is what the format's writers print; anything a lexer does not
/// recognise is kept as plain text rather than refused.
enum SourceHighlighter {
  /// The classes the spans use, styled in `site.css`.
  enum Token: String {
    /// An XML element name, and the value of a JSON `"type"`: the node types.
    case tag = "tok-tag"
    /// An XML attribute name or a JSON member name: the properties.
    case name = "tok-name"
    case string = "tok-str"
    case number = "tok-num"
    /// `true`, `false`, `null`.
    case literal = "tok-lit"
    case comment = "tok-com"
  }

  static func span(_ token: Token, _ text: some StringProtocol) -> String {
    "<span class=\"\(token.rawValue)\">" + HTMLText.escape(text) + "</span>"
  }
}
