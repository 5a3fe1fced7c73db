import StickyCore

/// Writes the HTML that the site builder makes in Swift, as `SVGWriter` writes
/// the drawings: every text node passes through `HTMLText` and every attribute
/// value through `MarkupAttribute` here and nowhere else, so text from a
/// layout can never open a tag or end an attribute. A template's placeholder
/// sits in text or in an attribute value; `text(_:)` and `attribute(_:)`
/// escape a value for it.
struct HTMLWriter {
  /// An attribute's name (always a constant of ours) and its value, escaped
  /// on writing; a nil value writes a boolean attribute (`hidden`) bare.
  typealias Attribute = (name: String, value: String?)

  private(set) var text = ""

  /// What `body` writes.
  static func markup(_ body: (inout HTMLWriter) -> Void) -> String {
    var html = HTMLWriter()
    body(&html)
    return html.text
  }

  /// A start tag; a void element (`link`) is nothing more.
  mutating func open(_ name: String, _ attributes: [Attribute] = []) {
    text += "<" + name
    for (name, value) in attributes {
      text += " " + name
      if let value { text += "=\"" + Self.attribute(value) + "\"" }
    }
    text += ">"
  }

  mutating func close(_ name: String) {
    text += "</" + name + ">"
  }

  /// An element whose only child is text.
  mutating func leaf(_ name: String, _ attributes: [Attribute] = [], text content: String) {
    open(name, attributes)
    characters(content)
    close(name)
  }

  /// Text inside the element last opened.
  mutating func characters(_ content: String) {
    text += Self.text(content)
  }

  /// Markup written by another writer, so already escaped: a drawing's SVG,
  /// or HTML this writer made.
  mutating func append(markup: String) {
    text += markup
  }

  /// `content` as a text node.
  static func text(_ content: String) -> String {
    HTMLText.escape(content)
  }

  /// `value` as an attribute's value between double quotes.
  static func attribute(_ value: String) -> String {
    MarkupAttribute.escape(value)
  }
}
