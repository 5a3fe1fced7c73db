/// What a preview page built by `build --watch` shows, in 20 hexadecimal
/// digits: a digest of every value its template was given, so that a page
/// made again from the same inputs gets the same stamp and the same bytes,
/// and a page whose stamp differs from the one `watch-state.js` names has
/// been built again.
struct PageStamp: Equatable, Sendable {
  var text: String

  init(_ text: String) {
    self.text = text
  }

  /// The stamp of a page rendered from `values`. The runtime and the style
  /// sheet, the largest values and the same on every page, are named by
  /// their hashes in the policy (`csp`), which stands for them.
  init(values: [String: String]) {
    var bytes: [UInt8] = []
    for key in values.keys.sorted() where !Self.namedByPolicy.contains(key) {
      bytes += key.utf8
      bytes.append(0)
      bytes += values[key]!.utf8
      bytes.append(0)
    }
    text = String(SHA256.hexDigest(bytes).prefix(20))
  }

  /// The element that carries it in the page, read by `follow.js`.
  var markup: String {
    "<script type=\"application/json\" id=\"\(Self.elementID)\">"
      + JSONValue.object([("stamp", .string(text))]).text + "</script>"
  }

  static let elementID = "sticky-watch"

  private static let namedByPolicy: Set<String> = ["js", "css"]
}
