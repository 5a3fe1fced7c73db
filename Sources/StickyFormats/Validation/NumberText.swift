/// Numbers written as text in XML attributes: the JSON number grammar, so that a
/// value means the same in both spellings (no `inf`, `nan`, hex or leading `+`).
enum NumberText {
  static func parse(_ text: String) -> Double? {
    let bytes = Array(text.utf8)
    var index = 0
    func digits() -> Int {
      let start = index
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
        index += 1
      }
      return index - start
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard digits() > 0 else { return nil }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { return nil }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard digits() > 0 else { return nil }
    }
    guard index == bytes.count else { return nil }
    return Double(text)
  }
}
