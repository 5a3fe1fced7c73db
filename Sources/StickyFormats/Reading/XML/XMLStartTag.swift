/// An XML start tag scanned from the raw bytes, giving the exact offset of
/// the element name and of each attribute name and value, which libxml2 does
/// not report.
///
/// Only tags libxml2 has already accepted as well-formed are scanned, so the
/// scan can be simple; it still never reads out of bounds.
struct XMLStartTag {
  struct Attribute {
    var name: String
    var nameOffset: Int
    /// The value as XML defines it: references replaced, whitespace normalised.
    var value: String
    /// The first byte after the opening quote.
    var valueOffset: Int
  }

  var name: String
  var nameOffset: Int
  var attributes: [Attribute] = []
  /// The offset just past the closing `>`.
  var end: Int

  /// Scans the tag whose `<` is at `start`.
  init(_ bytes: [UInt8], at start: Int) {
    var offset = start + 1
    nameOffset = offset
    name = XMLStartTag.scanName(bytes, &offset)
    end = bytes.count
    while true {
      while offset < bytes.count && Whitespace.contains(bytes[offset]) {
        offset += 1
      }
      guard offset < bytes.count, bytes[offset] != UInt8(ascii: ">") else { break }
      if bytes[offset] == UInt8(ascii: "/") {
        offset += 1
        break
      }
      let attributeNameOffset = offset
      let attributeName = XMLStartTag.scanName(bytes, &offset)
      guard
        let quoteOffset = bytes[offset...].firstIndex(where: {
          $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'")
        }),
        let closeOffset = bytes[(quoteOffset + 1)...].firstIndex(of: bytes[quoteOffset])
      else {
        return
      }
      attributes.append(
        Attribute(
          name: attributeName, nameOffset: attributeNameOffset,
          value: XMLStartTag.attributeValue(bytes[(quoteOffset + 1)..<closeOffset]),
          valueOffset: quoteOffset + 1))
      offset = closeOffset + 1
    }
    end = min(offset + 1, bytes.count)
  }

  private static func scanName(_ bytes: [UInt8], _ offset: inout Int) -> String {
    let start = offset
    while offset < bytes.count,
      !Whitespace.contains(bytes[offset]),
      !"=/>".utf8.contains(bytes[offset])
    {
      offset += 1
    }
    return String(decoding: bytes[start..<offset], as: UTF8.self)
  }

  /// Applies XML 1.0 attribute-value normalisation (section 3.3.3): character
  /// and predefined entity references are replaced, and each literal line
  /// break or tab becomes one space (CR LF counting as one line break).
  private static func attributeValue(_ raw: ArraySlice<UInt8>) -> String {
    var result: [UInt8] = []
    result.reserveCapacity(raw.count)
    var index = raw.startIndex
    while index < raw.endIndex {
      let byte = raw[index]
      switch byte {
      case UInt8(ascii: "&"):
        if let semicolon = raw[index...].firstIndex(of: UInt8(ascii: ";")),
          let replacement = referenceValue(raw[(index + 1)..<semicolon])
        {
          result.append(contentsOf: replacement)
          index = semicolon + 1
          continue
        }
        result.append(byte)
      case 0x0D:
        result.append(0x20)
        if index + 1 < raw.endIndex && raw[index + 1] == 0x0A {
          index += 1
        }
      case 0x09, 0x0A:
        result.append(0x20)
      default:
        result.append(byte)
      }
      index += 1
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// The UTF-8 of the reference `&name;`, given `name`.
  private static func referenceValue(_ name: ArraySlice<UInt8>) -> [UInt8]? {
    switch String(decoding: name, as: UTF8.self) {
    case "lt": return Array("<".utf8)
    case "gt": return Array(">".utf8)
    case "amp": return Array("&".utf8)
    case "quot": return Array("\"".utf8)
    case "apos": return Array("'".utf8)
    case let text where text.hasPrefix("#x"):
      return scalarUTF8(UInt32(text.dropFirst(2), radix: 16))
    case let text where text.hasPrefix("#"):
      return scalarUTF8(UInt32(text.dropFirst(), radix: 10))
    default: return nil
    }
  }

  private static func scalarUTF8(_ value: UInt32?) -> [UInt8]? {
    guard let value, let scalar = Unicode.Scalar(value) else { return nil }
    return Array(String(Character(scalar)).utf8)
  }
}
