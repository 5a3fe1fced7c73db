import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An SVG document as an XML parser reads it: what the tests look into instead
/// of matching strings, so that they hold whatever order or spelling the
/// writer picks for attributes.
final class SVGElement {
  let name: String
  let attributes: [String: String]
  private(set) var children: [SVGElement] = []
  /// The text directly inside the element, references resolved.
  private(set) var text = ""
  private(set) weak var parent: SVGElement?

  private init(name: String, attributes: [String: String], parent: SVGElement?) {
    self.name = name
    self.attributes = attributes
    self.parent = parent
  }

  /// The root element of `markup`; nil when it is not well-formed XML.
  static func parse(_ markup: String) -> SVGElement? {
    let builder = Builder()
    let parser = XMLParser(data: Data(markup.utf8))
    parser.delegate = builder
    guard parser.parse() else { return nil }
    return builder.root
  }

  subscript(attribute: String) -> String? { attributes[attribute] }

  /// The attribute as a number; nil when absent or not one.
  func number(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }

  /// This element and every element inside it, in document order.
  var all: [SVGElement] { [self] + children.flatMap(\.all) }

  /// The element's ancestors, nearest first.
  var ancestors: [SVGElement] {
    var result: [SVGElement] = []
    var next = parent
    while let element = next {
      result.append(element)
      next = element.parent
    }
    return result
  }

  /// The document's root.
  var root: SVGElement { ancestors.last ?? self }

  /// Every `[data-screen]` element, in document order.
  var screens: [SVGElement] { all.filter { $0["data-screen"] != nil } }

  /// The `data-id` of every element inside, in document order.
  var dataIDs: [String] { all.compactMap { $0["data-id"] } }

  /// The element `href="#id"` names.
  func element(withID id: String) -> SVGElement? { root.all.first { $0["id"] == id } }

  private final class Builder: NSObject, XMLParserDelegate {
    var root: SVGElement?
    private var open: [SVGElement] = []

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String]
    ) {
      let element = SVGElement(name: name, attributes: attributes, parent: open.last)
      open.last?.children.append(element)
      if root == nil { root = element }
      open.append(element)
    }

    func parser(
      _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      open.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      open.last?.text += string
    }
  }
}
