import Foundation
import StickyCore

/// `watch-state.js`, beside each preview page of a site that `build --watch`
/// writes: the stamp of the page as last built, and the problems that keep
/// its screen from being built again (a layout that does not read, an image
/// that is gone, a config that became invalid), which the open page shows
/// over the last good preview. The page asks for it again and again by a
/// `<script>` element (`follow.js` says why), so it is a script that hands
/// its record to the page.
struct WatchState: Equatable, Sendable {
  var stamp: PageStamp
  var problems: [Diagnostic] = []

  static let fileName = "watch-state.js"
  /// The function the files a watched page asks for call, which `follow.js`
  /// defines.
  static let callback = "stickyPreviewWatch"

  var script: String {
    let problems = problems.map { problem in
      JSONValue.object([
        ("file", .string(problem.location.file)),
        ("line", .exactNumber(Double(problem.location.line))),
        ("column", .exactNumber(Double(problem.location.column))),
        ("severity", .string(problem.severity.rawValue)),
        ("message", .string(problem.message)),
      ])
    }
    return Self.call(
      .object([
        ("kind", .string("state")), ("stamp", .string(stamp.text)), ("problems", .array(problems)),
      ]))
  }

  /// `watch-page.js`, beside the state: the page's own text, which an open
  /// page whose stamp is older takes its new parts and data from.
  static let pageFileName = "watch-page.js"

  /// The page file's bytes. The page's text is written as a JSON string byte
  /// by byte, escaping what JSON and JavaScript strings must (quotes,
  /// backslashes, control characters, U+2028 and U+2029) and nothing else:
  /// a file of its own has no `</script>` to fear, and escaping the copies
  /// through the general JSON writers took a quarter of a build's time.
  static func pageScript(_ html: String, stamp: PageStamp) -> [UInt8] {
    var bytes = Array(
      (callback + #"({"kind":"page","stamp":""# + stamp.text + #"","html":""#).utf8)
    var text = html
    text.withUTF8 { utf8 in
      bytes.reserveCapacity(bytes.count + utf8.count + utf8.count / 8 + 8)
      var index = 0
      while index < utf8.count {
        let byte = utf8[index]
        switch byte {
        case UInt8(ascii: "\""): bytes += [UInt8(ascii: "\\"), byte]
        case UInt8(ascii: "\\"): bytes += [byte, byte]
        case UInt8(ascii: "\n"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
        case ..<0x20: bytes += Array(String(format: "\\u%04x", byte).utf8)
        // U+2028 and U+2029, E2 80 A8 and E2 80 A9.
        case 0xE2
        where index + 2 < utf8.count && utf8[index + 1] == 0x80
          && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
          bytes += Array((utf8[index + 2] == 0xA8 ? "\\u2028" : "\\u2029").utf8)
          index += 2
        default: bytes.append(byte)
        }
        index += 1
      }
    }
    bytes += Array("\"});\n".utf8)
    return bytes
  }

  /// A call of `callback` with `record`, as a script's text. The JSON is
  /// escaped as inside a page, so that the text means the same to any reader.
  private static func call(_ record: JSONValue) -> String {
    callback + "(" + ScriptJSON.escape(record.text) + ");\n"
  }
}
