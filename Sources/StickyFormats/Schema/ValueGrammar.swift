import StickyCore

/// The grammars of ids and colours that `PropertyKind.isValidID` and
/// `Color.init` check, as regular expressions in the syntax XSD
/// and ECMA-262 share. They match the whole text as XSD patterns do; the JSON
/// Schema anchors them.
enum ValueGrammar {
  static let id = "[A-Za-z][A-Za-z0-9_-]*"
  /// `BaseURL`: a path from the root, or an http(s) address with a host;
  /// printable ASCII without `"#<>?\^`{|}`.
  static let baseURL =
    #"(https?://[!$-.0-;=@-\[\]_a-z~]+(/[!$-;=@-\[\]_a-z~]*)?|/[!$-;=@-\[\]_a-z~]*)"#
  static let color = "#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})"
  /// `EasingText`: a named CSS easing, or `cubic-bezier()` of four numbers
  /// from 0 to 1, commas with spaces around them at will.
  static var easing: String {
    let unit = #"(0(\.[0-9]+)?|1(\.0+)?)"#
    let arguments = Array(repeating: " *" + unit + " *", count: 4).joined(separator: ",")
    let names = CubicBezier.named.map(\.name).joined(separator: "|")
    return "(" + names + #"|cubic-bezier\("# + arguments + #"\))"#
  }
}
