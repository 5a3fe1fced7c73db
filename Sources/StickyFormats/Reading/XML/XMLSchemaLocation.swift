/// How the XML spelling names a layout's schema, so that a JSON layout's
/// `"$schema"` survives a conversion to XML and back, and an XML editor finds
/// the XML Schema an XML layout names:
/// `<screen xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
/// xsi:noNamespaceSchemaLocation="layout.xsd" ...>`.
enum XMLSchemaLocation {
  static let namespace = "http://www.w3.org/2001/XMLSchema-instance"
  static let declaration = "xmlns:xsi"
  static let attribute = "xsi:noNamespaceSchemaLocation"
}
