import CLibXML2
import StickyCore

/// Reads the XML spelling of a layout into a `RawNode` tree: the element
/// name is the node type, attributes are properties, child elements are
/// children.
///
/// libxml2 parses through SAX callbacks only, with no DTD, no entity
/// declarations and no external loading, so a hostile file can neither reach
/// outside nor expand entities.
public enum XMLLayoutReader {
  public static func read(_ bytes: [UInt8], file: String) throws(DiagnosticError) -> RawNode {
    let source = try SourceText.checked(bytes, file: file)
    guard !source.bytes.isEmpty else {
      throw source.error("file is empty", at: 0)
    }
    let builder = XMLTreeBuilder(source)
    guard parse(source.bytes, into: builder) else {
      throw source.error("cannot create the XML parser", at: 0)
    }
    builder.finish()
    if let root = builder.root, builder.diagnostics.isEmpty {
      return root
    }
    guard !builder.diagnostics.isEmpty else {
      throw source.error("the file has no root element", at: source.bytes.count)
    }
    throw DiagnosticError(sorting: builder.diagnostics)
  }

  /// libxml2 must be initialised once before parsers are used from several threads.
  private static let libraryInitialized: Void = xmlInitParser()

  /// Runs libxml2 over `bytes`, sending its events to `builder`; false if no
  /// parser could be made.
  private static func parse(_ bytes: [UInt8], into builder: XMLTreeBuilder) -> Bool {
    _ = libraryInitialized
    // Byte counts are at most `LayoutParser.maxInputSize`, far below Int32.max.
    return bytes.withUnsafeBufferPointer { buffer -> Bool in
      guard let base = buffer.baseAddress,
        let context = base.withMemoryRebound(
          to: CChar.self, capacity: buffer.count,
          { xmlCreateMemoryParserCtxt($0, Int32(buffer.count)) })
      else {
        return false
      }
      defer { xmlFreeParserCtxt(context) }
      guard let sax = context.pointee.sax else {
        return false
      }
      sax.pointee = saxHandler()
      withExtendedLifetime(builder) {
        context.pointee._private = Unmanaged.passUnretained(builder).toOpaque()
        _ = xmlCtxtUseOptions(context, Int32(bitPattern: options))
        _ = xmlParseDocument(context)
        context.pointee._private = nil
        // After a fatal error libxml2 stops calling back but goes on parsing,
        // and builds a document of its own for entity declarations it meets
        // (a leak the fuzzer found); the parser's owner must free it.
        if let document = context.pointee.myDoc {
          xmlFreeDoc(document)
          context.pointee.myDoc = nil
        }
      }
      return true
    }
  }

  /// No network, no entity substitution, no DTD loading; the encoding
  /// declaration is ignored because the input was checked to be UTF-8 and byte
  /// offsets must keep matching the file.
  private static let options = XML_PARSE_NONET.rawValue | XML_PARSE_IGNORE_ENC.rawValue

  private static func saxHandler() -> xmlSAXHandler {
    var handler = xmlSAXHandler()
    handler.initialized = XML_SAX2_MAGIC
    handler.startElementNs = { context, _, _, _, _, _, _, _, _ in
      guard let (parser, builder) = state(context) else { return }
      if !builder.startElement(parserOffset: Int(xmlByteConsumed(parser))) {
        xmlStopParser(parser)
      }
    }
    handler.endElementNs = { context, _, _, _ in
      guard let (parser, builder) = state(context) else { return }
      builder.endElement(parserOffset: Int(xmlByteConsumed(parser)))
    }
    handler.characters = { context, text, length in
      guard let (_, builder) = state(context), let text, length > 0 else { return }
      builder.characters(UnsafeBufferPointer(start: text, count: Int(length)))
    }
    handler.ignorableWhitespace = handler.characters
    handler.cdataBlock = { context, _, _ in
      guard let (parser, builder) = state(context) else { return }
      builder.cdata(parserOffset: Int(xmlByteConsumed(parser)))
    }
    handler.comment = { context, text in
      guard let (parser, builder) = state(context) else { return }
      let content = text.map { String(cString: $0) } ?? ""
      builder.comment(content, parserOffset: Int(xmlByteConsumed(parser)))
    }
    handler.processingInstruction = { context, target, _ in
      guard let (parser, builder) = state(context) else { return }
      let name = target.map { String(cString: $0) } ?? ""
      builder.processingInstruction(target: name, parserOffset: Int(xmlByteConsumed(parser)))
    }
    handler.internalSubset = { context, _, _, _ in
      guard let (parser, builder) = state(context) else { return }
      builder.doctype()
      xmlStopParser(parser)
    }
    handler.serror = { context, error in
      guard let (parser, builder) = state(context), let error else { return }
      let details = error.pointee
      // Namespaces are refused with clearer messages by the builder, and
      // warnings do not make a layout wrong.
      guard details.level.rawValue >= XML_ERR_ERROR.rawValue,
        details.domain != Int32(XML_FROM_NAMESPACE.rawValue)
      else { return }
      let offset = Int(xmlByteConsumed(parser))
      if details.code == Int32(XML_ERR_ATTRIBUTE_REDEFINED.rawValue), details.str1 != nil {
        // With a prefix, str1 is the prefix and str2 the local name.
        let name = [details.str1, details.str2].compactMap { $0.map { String(cString: $0) } }
        builder.duplicateAttribute(name.joined(separator: ":"), parserOffset: offset)
        return
      }
      let names = [details.str1, details.str2].map { $0.map { String(cString: $0) } }
      let syntax = XMLSyntaxError(code: details.code, name: names[0], otherName: names[1])
      builder.parserError(syntax.message, parserOffset: offset)
    }
    return handler
  }
}

/// The parser context and the builder behind a callback's context pointer.
private func state(_ context: UnsafeMutableRawPointer?) -> (xmlParserCtxtPtr, XMLTreeBuilder)? {
  guard let parser = context?.assumingMemoryBound(to: xmlParserCtxt.self),
    let builder = parser.pointee._private
  else { return nil }
  return (parser, Unmanaged<XMLTreeBuilder>.fromOpaque(builder).takeUnretainedValue())
}
