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

  static func pageScript(_ html: String, stamp: PageStamp) -> String {
    call(.object([("kind", .string("page")), ("stamp", .string(stamp.text)), ("html", .string(html))]))
  }

  /// A call of `callback` with `record`, as a script's text. The JSON is
  /// escaped as inside a page, so that the text means the same to any reader.
  private static func call(_ record: JSONValue) -> String {
    callback + "(" + ScriptJSON.escape(record.text) + ");\n"
  }
}
