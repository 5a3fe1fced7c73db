import StickyCore

/// Builds the `RawNode` tree from the events of libxml2's SAX parser and
/// checks the rules the layout format adds to XML.
///
/// libxml2 reports lines only, so places come from the raw bytes: each event
/// passes the byte offset the parser has reached, and `markupEnd` remembers
/// where the last piece of markup ended. Text cannot contain `<`, so the next
/// `<` after `markupEnd` starts the next piece of markup.
final class XMLTreeBuilder {
  let source: SourceText
  private(set) var diagnostics: [Diagnostic] = []
  private(set) var root: RawNode?
  /// Set once reading must end early (a DOCTYPE, too deep); libxml2's errors
  /// after that point only describe the interruption.
  private var isStopped = false
  private var hasParserError = false
  private var openNodes: [RawNode] = []
  /// Kept within the text, as it comes from libxml2's idea of its position.
  private var markupEnd = 0 {
    didSet { markupEnd = min(max(markupEnd, 0), source.bytes.count) }
  }
  /// The start of the text since the last markup, with leading whitespace
  /// dropped; kept short, as it is only quoted in a message.
  private var pendingText: [UInt8] = []
  /// Comments since the last tag: they stand before the next element, or at
  /// the end of the element that closes next.
  private var pendingComments: [String] = []

  init(_ source: SourceText) {
    self.source = source
    let declarationStart = Array("<?xml".utf8)
    if source.bytes.starts(with: declarationStart), source.bytes.count > declarationStart.count,
      Whitespace.contains(source.bytes[declarationStart.count]),
      let close = offsetOf("?>", from: declarationStart.count)
    {
      markupEnd = close + 2
    }
  }

  /// A start tag was read and the parser stands at its closing `>` or `/>`.
  /// Returns false when parsing must stop.
  func startElement(parserOffset: Int) -> Bool {
    flushText()
    let start = tagStart(before: parserOffset)
    if openNodes.count >= LayoutParser.maxDepth {
      stop("nesting is deeper than \(LayoutParser.maxDepth) levels", at: start)
      return false
    }
    let tag = XMLStartTag(source.bytes, at: start)
    if tag.name.contains(":") {
      report(
        "namespaced element \(DiagnosticText.quoted(tag.name)) is not supported", at: tag.nameOffset
      )
    }
    var properties: [RawProperty] = []
    // The root may name the JSON Schema its JSON spelling is checked against,
    // the way XML names a schema: the one namespace it may declare is XSI's.
    let isRoot = openNodes.isEmpty && root == nil
    let declaresXSI = tag.attributes.contains {
      $0.name == XMLSchemaLocation.declaration && $0.value == XMLSchemaLocation.namespace
    }
    var schemaLocation: String? = nil
    for attribute in tag.attributes {
      if isRoot && declaresXSI && attribute.name == XMLSchemaLocation.declaration {
        continue
      } else if isRoot && declaresXSI && attribute.name == XMLSchemaLocation.attribute {
        schemaLocation = attribute.value
        continue
      } else if attribute.name == "xmlns" || attribute.name.hasPrefix("xmlns:") {
        report(
          "namespace declaration \(DiagnosticText.quoted(attribute.name)) is not supported",
          at: attribute.nameOffset)
      } else if attribute.name.contains(":") {
        report(
          "namespaced attribute \(DiagnosticText.quoted(attribute.name)) is not supported",
          at: attribute.nameOffset)
      }
      properties.append(
        RawProperty(
          name: attribute.name, nameLocation: source.location(at: attribute.nameOffset),
          value: .text(attribute.value), valueLocation: source.location(at: attribute.valueOffset)))
    }
    var node = RawNode(
      type: tag.name, location: source.location(at: start),
      typeLocation: source.location(at: tag.nameOffset), properties: properties,
      jsonSchema: schemaLocation)
    node.comments.before = pendingComments
    pendingComments.removeAll()
    openNodes.append(node)
    markupEnd = tag.end
    return true
  }

  /// An element ended; the parser stands just past its `>`.
  func endElement(parserOffset: Int) {
    flushText()
    markupEnd = parserOffset
    guard var node = openNodes.popLast() else { return }
    node.comments.end = pendingComments
    pendingComments.removeAll()
    if openNodes.isEmpty {
      root = node
    } else {
      openNodes[openNodes.count - 1].children.append(node)
    }
  }

  /// Text between tags: only whitespace may separate elements.
  func characters(_ text: UnsafeBufferPointer<UInt8>) {
    let room = 256 - pendingText.count
    guard room > 0 else { return }
    let chunk = pendingText.isEmpty ? text.drop(while: Whitespace.contains) : text[...]
    pendingText.append(contentsOf: chunk.prefix(room))
  }

  /// Reports the text collected since the last markup, if any.
  private func flushText() {
    defer { pendingText.removeAll() }
    guard !pendingText.isEmpty else { return }
    let start =
      source.bytes[markupEnd...].firstIndex(where: { !Whitespace.contains($0) }) ?? markupEnd
    let text = Whitespace.words(String(decoding: pendingText, as: UTF8.self)).joined(separator: " ")
    report(
      "unexpected text \(DiagnosticText.quoted(text)) inside <\(openNodes.last?.type ?? "")>",
      at: start)
  }

  func cdata(parserOffset: Int) {
    flushText()
    report(
      "unexpected CDATA section inside <\(openNodes.last?.type ?? "")>", at: nextMarkupStart)
    markupEnd = parserOffset
  }

  func comment(_ text: String, parserOffset: Int) {
    flushText()
    pendingComments.append(text)
    markupEnd = parserOffset
  }

  func processingInstruction(target: String, parserOffset: Int) {
    flushText()
    report(
      "processing instruction \(DiagnosticText.quoted("<?" + target)) is not allowed",
      at: nextMarkupStart)
    markupEnd = parserOffset
  }

  /// A DOCTYPE was read; refusing it here stops the parser before any of its
  /// declarations (entities above all) are looked at.
  func doctype() {
    stop("DOCTYPE is not allowed", at: nextMarkupStart)
  }

  /// An error reported by libxml2. Only the first is kept: libxml2 goes on
  /// after a fatal error and the later ones are mostly its consequences.
  func parserError(_ message: String, parserOffset: Int) {
    guard !isStopped, !hasParserError else { return }
    hasParserError = true
    flushText()
    report(trimmingSpace(Array(message.utf8)), at: parserOffset)
  }

  /// libxml2 reports a repeated attribute at the end of its tag; this points
  /// at the repetition instead.
  func duplicateAttribute(_ name: String, parserOffset: Int) {
    guard !isStopped, !hasParserError else { return }
    hasParserError = true
    flushText()
    let tag = XMLStartTag(source.bytes, at: tagStart(before: parserOffset))
    let repeated = tag.attributes.filter { $0.name == name }.dropFirst().first
    report(
      "duplicate attribute \(DiagnosticText.quoted(name))", at: repeated?.nameOffset ?? parserOffset
    )
  }

  /// Called after parsing, when text may still wait to be reported.
  func finish() {
    flushText()
    root?.comments.after = pendingComments
  }

  /// The `<` of the start tag the parser is inside of.
  private func tagStart(before parserOffset: Int) -> Int {
    var start = max(0, min(parserOffset, source.bytes.count - 1))
    while start > 0 && source.bytes[start] != UInt8(ascii: "<") {
      start -= 1
    }
    return start
  }

  private var nextMarkupStart: Int {
    source.bytes[markupEnd...].firstIndex(of: UInt8(ascii: "<")) ?? markupEnd
  }

  private func report(_ message: String, at offset: Int) {
    diagnostics.append(source.diagnostic(message, at: offset))
  }

  private func stop(_ message: String, at offset: Int) {
    report(message, at: offset)
    isStopped = true
  }

  private func offsetOf(_ text: String, from start: Int) -> Int? {
    let pattern = Array(text.utf8)
    var offset = start
    while offset + pattern.count <= source.bytes.count {
      if source.bytes[offset..<offset + pattern.count].elementsEqual(pattern) {
        return offset
      }
      offset += 1
    }
    return nil
  }
}

private func trimmingSpace(_ text: some Collection<UInt8>) -> String {
  let utf8 = Array(text)
  guard let first = utf8.firstIndex(where: { !Whitespace.contains($0) }),
    let last = utf8.lastIndex(where: { !Whitespace.contains($0) })
  else { return "" }
  return String(decoding: utf8[first...last], as: UTF8.self)
}
