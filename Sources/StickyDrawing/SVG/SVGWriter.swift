import StickyCore

/// Writes SVG markup. Every attribute value and text node passes through the
/// escaping here (`MarkupAttribute` for attributes) and nowhere else, so text
/// from a layout can never open a tag, end an attribute or make the document
/// ill-formed XML.
public struct SVGWriter: Sendable {
  /// An attribute's name (always a constant of ours) and its value (escaped on writing).
  public typealias Attribute = (name: String, value: String)

  public private(set) var text = ""

  public init() {}

  public mutating func open(_ name: String, _ attributes: [Attribute] = []) {
    text += "<" + name
    append(attributes)
    text += ">"
  }

  public mutating func close(_ name: String) {
    text += "</" + name + ">"
  }

  /// An element without children.
  public mutating func leaf(_ name: String, _ attributes: [Attribute]) {
    text += "<" + name
    append(attributes)
    text += "/>"
  }

  /// An element whose only child is text.
  public mutating func leaf(_ name: String, _ attributes: [Attribute], text content: String) {
    open(name, attributes)
    characters(content)
    close(name)
  }

  /// Text inside the element last opened.
  public mutating func characters(_ content: String) {
    text += MarkupText.escape(content)
  }

  /// The markup written, taken from the writer without a copy.
  public consuming func finished() -> String {
    text
  }

  /// Markup written by another writer, so already escaped.
  public mutating func append(_ other: SVGWriter) {
    text += other.text
  }

  private mutating func append(_ attributes: [Attribute]) {
    for (name, value) in attributes {
      text += " " + name + "=\"" + MarkupAttribute.escape(value) + "\""
    }
  }
}
