import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An SVG file as an XML parser reads it: the names of its elements, every
/// attribute, and the text of its style sheets. Nil when it is not well-formed.
struct SVGMarkup {
  var elements: Set<String> = []
  var attributes: [(name: String, value: String)] = []
  var styles: [String] = []

  init?(_ text: String) {
    let collector = Collector()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = collector
    guard parser.parse() else { return nil }
    elements = collector.elements
    attributes = collector.attributes
    styles = collector.styles
  }

  private final class Collector: NSObject, XMLParserDelegate {
    var elements: Set<String> = []
    var attributes: [(name: String, value: String)] = []
    var styles: [String] = []
    private var inStyle = false

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String]
    ) {
      elements.insert(name)
      self.attributes += attributes.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
      inStyle = name == "style"
      if inStyle { styles.append("") }
    }

    func parser(
      _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      inStyle = false
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      if inStyle { styles[styles.count - 1] += string }
    }
  }
}
