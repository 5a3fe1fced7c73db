extension PropertyKind {
  /// A text value within `LayoutLimits.maximumTextLength` characters.
  static func checkTextLength(_ text: String, property: String) -> Result<String, LayoutError> {
    let length = text.unicodeScalars.count
    guard length <= LayoutLimits.maximumTextLength else {
      return .failure(.textTooLong(property: property, length: length))
    }
    return .success(text)
  }
}
