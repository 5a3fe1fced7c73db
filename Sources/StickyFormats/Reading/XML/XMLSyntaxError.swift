import CLibXML2
import StickyCore

/// A libxml2 error in the project's own words.
///
/// libxml2's messages name its internals (`xmlParseCharRef`, `AttValue`),
/// end in newlines and may quote the input raw; only the error code and the
/// names libxml2 read are taken from it.
struct XMLSyntaxError {
  var code: xmlParserErrors
  /// For a tag mismatch, the open element; for an unclosed tag or an unknown
  /// entity, its name.
  var name: String?
  /// For a tag mismatch, the closing tag found.
  var otherName: String?

  init(code: Int32, name: String?, otherName: String?) {
    self.code = xmlParserErrors(rawValue: UInt32(bitPattern: code))
    self.name = name
    self.otherName = otherName
  }

  var message: String {
    switch code {
    case XML_ERR_DOCUMENT_EMPTY, XML_ERR_DOCUMENT_START:
      return "expected the root element, such as <screen>"
    case XML_ERR_DOCUMENT_END, XML_ERR_EXTRA_CONTENT:
      return "unexpected content after the root element"
    case XML_ERR_INVALID_HEX_CHARREF, XML_ERR_INVALID_DEC_CHARREF, XML_ERR_INVALID_CHARREF:
      return "character reference to a character XML does not allow"
    case XML_ERR_INVALID_CHAR:
      return "character not allowed in XML"
    case XML_ERR_CHARREF_AT_EOF, XML_ERR_CHARREF_IN_PROLOG, XML_ERR_CHARREF_IN_EPILOG,
      XML_ERR_ENTITYREF_AT_EOF, XML_ERR_ENTITYREF_IN_PROLOG, XML_ERR_ENTITYREF_IN_EPILOG:
      return "reference outside the root element"
    case XML_ERR_ENTITYREF_NO_NAME:
      return "\"&\" must start a reference such as &amp;"
    case XML_ERR_ENTITYREF_SEMICOL_MISSING:
      return "reference without its closing \";\""
    case XML_ERR_UNDECLARED_ENTITY, XML_WAR_UNDECLARED_ENTITY:
      let entity = name.map { " " + DiagnosticText.quoted($0) } ?? ""
      return "unknown entity\(entity): only &lt; &gt; &amp; &quot; &apos; and character "
        + "references are allowed"
    case XML_ERR_ENTITY_LOOP, XML_ERR_PEREF_NO_NAME, XML_ERR_PEREF_SEMICOL_MISSING,
      XML_ERR_PEREF_IN_PROLOG,
      XML_ERR_PEREF_IN_EPILOG, XML_ERR_PEREF_AT_EOF:
      return "unknown entity: only &lt; &gt; &amp; &quot; &apos; and character references "
        + "are allowed"
    case XML_ERR_LT_IN_ATTRIBUTE:
      return "\"<\" is not allowed in an attribute value; write &lt;"
    case XML_ERR_ATTRIBUTE_NOT_STARTED, XML_ERR_STRING_NOT_STARTED, XML_ERR_LITERAL_NOT_STARTED:
      return "expected a value in quotes"
    case XML_ERR_ATTRIBUTE_NOT_FINISHED, XML_ERR_STRING_NOT_CLOSED,
      XML_ERR_LITERAL_NOT_FINISHED:
      return "value without its closing quote"
    case XML_ERR_ATTRIBUTE_WITHOUT_VALUE, XML_ERR_EQUAL_REQUIRED:
      return "expected \"=\" and a value in quotes after the attribute name"
    case XML_ERR_COMMENT_NOT_FINISHED:
      return "comment without its closing \"-->\""
    case XML_ERR_HYPHEN_IN_COMMENT:
      return "\"--\" is not allowed inside a comment"
    case XML_ERR_PI_NOT_STARTED:
      return "processing instruction without a name"
    case XML_ERR_PI_NOT_FINISHED:
      return "processing instruction without its closing \"?>\""
    case XML_ERR_RESERVED_XML_NAME:
      return "an XML declaration may only start the file"
    case XML_ERR_XMLDECL_NOT_STARTED, XML_ERR_XMLDECL_NOT_FINISHED, XML_ERR_VERSION_MISSING,
      XML_ERR_UNKNOWN_VERSION, XML_ERR_VERSION_MISMATCH, XML_WAR_UNKNOWN_VERSION,
      XML_ERR_STANDALONE_VALUE, XML_ERR_ENCODING_NAME, XML_ERR_MISSING_ENCODING,
      XML_ERR_UNKNOWN_ENCODING, XML_ERR_UNSUPPORTED_ENCODING:
      return "malformed XML declaration; write <?xml version=\"1.0\" encoding=\"UTF-8\"?>"
    case XML_ERR_DOCTYPE_NOT_FINISHED:
      return "DOCTYPE is not allowed"
    case XML_ERR_MISPLACED_CDATA_END:
      return "\"]]>\" is not allowed outside a CDATA section"
    case XML_ERR_CDATA_NOT_FINISHED:
      return "CDATA section without its closing \"]]>\""
    case XML_ERR_SPACE_REQUIRED:
      return "expected a space between attributes"
    case XML_ERR_NAME_REQUIRED:
      return "expected a name"
    case XML_ERR_NAME_TOO_LONG:
      return "name is too long"
    case XML_ERR_GT_REQUIRED:
      return "expected \">\" or \"/>\" to end the tag"
    case XML_ERR_LTSLASH_REQUIRED:
      return "expected a closing tag"
    case XML_ERR_TAG_NAME_MISMATCH:
      guard let name, let otherName else { return "closing tag does not match the open element" }
      return "closing tag \(DiagnosticText.quoted(otherName)) does not match the open element "
        + DiagnosticText.quoted(name)
    case XML_ERR_TAG_NOT_FINISHED, XML_ERR_NOT_WELL_BALANCED:
      guard let name else { return "the file ends before every element is closed" }
      return "the file ends before element \(DiagnosticText.quoted(name)) is closed"
    case XML_ERR_NO_MEMORY:
      return "out of memory while reading the XML"
    default:
      return "malformed XML (libxml2 error \(code.rawValue))"
    }
  }
}
