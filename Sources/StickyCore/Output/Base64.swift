/// Standard base64 with padding (RFC 4648): the hashes of a page's
/// Content-Security-Policy and the images a drawing inlines are written in it.
public enum Base64 {
  public static func encode(_ bytes: [UInt8]) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    var result: [UInt8] = []
    var index = 0
    while index < bytes.count {
      let count = min(3, bytes.count - index)
      var chunk: UInt32 = 0
      for offset in 0..<3 {
        chunk <<= 8
        if offset < count { chunk |= UInt32(bytes[index + offset]) }
      }
      for position in 0..<4 {
        if position <= count {
          result.append(alphabet[Int((chunk >> UInt32(18 - 6 * position)) & 63)])
        } else {
          result.append(UInt8(ascii: "="))
        }
      }
      index += 3
    }
    return String(decoding: result, as: UTF8.self)
  }
}
