/// The rules of the XML spelling that its XML Schema (`XSDWriter`) cannot
/// state, so that only `config validate` checks them: XSD 1.0 relates no
/// attribute to another, knows nothing of the defaults the builder gives, and
/// removes the whitespace around a number before it looks at it.
///
/// The one list of them: the schema's own documentation, docs/format.md and the
/// test that holds every bad XML layout of the repository either to the
/// schema or to one of these rules all read it.
public enum XSDUnstatedRule: CaseIterable, Sendable {
  case implicitIDs
  case nestedSticky
  case pinPastLastRow
  case collapsedHeight
  case exclusiveProperties
  case conditionalProperties
  case effectRange
  case effectValues
  case effectSubjects
  case scrollSnap
  case carousels
  case carouselSnap
  case visibleArea
  case whitespaceInNumbers
  case wholeNumberExponent
  case markup
  case namespaces
  case fileLimits

  /// The rule as docs/format.md and the schema's documentation word it.
  public var summary: String {
    switch self {
    case .implicitIDs:
      "Ids are unique also among those bars, the header and blocks get by default "
        + "(`bar-top`, `header-1`, `box-2`) and those of list rows (`items-3`)."
    case .nestedSticky:
      "A sticky element, or a pinned row, is not inside another sticky element."
    case .pinPastLastRow:
      "A pin's `index` is below its list's `count`."
    case .collapsedHeight:
      "A header's `collapsedHeight` is at most its `height`."
    case .exclusiveProperties:
      "A list has `rowHeight` or `rowHeights`, not both; a header is not both `floating` and "
        + "`pinned`."
    case .conditionalProperties:
      "A bar's `snap` is true only with `hide` set to `scroll`, a header's only with `floating`, "
        + "and `snapDuration`, `snapEasing` and `snapTarget` are given only with `snap`; every "
        + "part of a screen that snaps has the same `snapDuration` and `snapEasing`; an effect "
        + "has a `duration` only with `timeline` set to `state`."
    case .effectRange:
      "An effect's `range` is \(ScrollRangeLimit.statement(quote: "`")) "
        + "for the `scroll` timeline, "
        + "`NAME P% NAME P%` for `view`, a condition's name for `state`."
    case .effectValues:
      "An effect's values are ones its property takes: `opacity` and `shadow` 0 to 1, `scale` "
        + "above 0, `blur` at least 0, colours for `color` and numbers for the others; a state "
        + "takes two."
    case .effectSubjects:
      "An effect's `subject` is the id of the header or a block, given only for `view` or "
        + "`stuck`, and always for those on a bar; a `stuck` state watches a sticky element; "
        + "`collapsed` needs a header that collapses; along `x` the subject is in the effect's "
        + "carousel."
    case .scrollSnap:
      "A block's `snapAlign`, and the scroll's `snapDuration` and `snapEasing`, need the "
        + "scroll's `snapType`; `snapStop` needs `snapAlign`; a block that snaps is not sticky, "
        + "pins no row and is not inside a sticky block or another block that snaps."
    case .carousels:
      "A carousel is not inside a sticky element, and holds no sticky element, list or "
        + "carousel inside its children either; `axis` is `x` only on an effect of a block "
        + "inside a carousel, and not on a `stuck` or `collapsed` state."
    case .carouselSnap:
      "A carousel's `snapDuration` and `snapEasing`, and its children's `snapAlign`, need its "
        + "`snapType`; `snapStop` needs `snapAlign`; nothing inside a carousel's children snaps."
    case .visibleArea:
      "Bars and insets leave room for the content on the screen's device."
    case .whitespaceInNumbers:
      "A number that stands alone has no whitespace around it: XSD strips whitespace "
        + "before it reads a number."
    case .wholeNumberExponent:
      "A whole number written with an exponent is whole (`15e-1` is not)."
    case .markup:
      "There is no DOCTYPE, processing instruction or CDATA section."
    case .namespaces:
      "No namespace but XSI's, declared on the root only for "
        + "`xsi:noNamespaceSchemaLocation`; no other `xsi` attribute."
    case .fileLimits:
      "A file is UTF-8, at most 4 MiB, nested at most 64 levels deep."
    }
  }

  /// Whether `message`, a diagnostic of the reader or the builder, reports a
  /// breach of this rule.
  public func recognizes(_ message: String) -> Bool {
    switch self {
    case .whitespaceInNumbers:
      // `"height" must be a length, not " 5"`: the value that did not read as
      // a number has whitespace around it, or a tab or line break in it.
      guard let value = Self.quotedFoundValue(in: message) else { return false }
      return value.hasPrefix(" ") || value.hasSuffix(" ")
        || ["\\t", "\\n", "\\r"].contains { value.contains($0) }
    case .wholeNumberExponent:
      // `"count" must be a whole number, not 1.5`: a number, so not quoted.
      guard let found = message.firstRange(of: " must be a whole number, not ") else {
        return false
      }
      return message[found.upperBound...].first != "\""
    default:
      return messageFragments.contains { message.contains($0) }
    }
  }

  /// The text a `LayoutError.wrongKind` message quotes as found, escaped.
  private static func quotedFoundValue(in message: String) -> Substring? {
    guard message.contains(" must be "), let start = message.firstRange(of: ", not \""),
      message.hasSuffix("\"")
    else { return nil }
    return message[start.upperBound..<message.index(before: message.endIndex)]
  }

  /// The rule whose breach `message` reports, if it is one of these.
  public static func rule(for message: String) -> XSDUnstatedRule? {
    allCases.first { $0.recognizes(message) }
  }

  /// Words that only the diagnostics of this rule hold (see `LayoutError`,
  /// `XMLTreeBuilder` and `SourceText`).
  private var messageFragments: [String] {
    switch self {
    case .implicitIDs: ["duplicate id "]
    case .nestedSticky: ["sticky elements cannot nest"]
    case .pinPastLastRow: [" is past the last row "]
    case .collapsedHeight: ["cannot exceed \"height\""]
    case .exclusiveProperties: [" cannot be used together"]
    case .conditionalProperties:
      [" is true only with ", " is given only with ", "the parts of a screen that snap "]
    case .effectRange:
      [
        "\"range\" of a scroll effect ", "\"range\" of a view effect ",
        "\"range\" of a state effect ",
      ]
    case .effectValues:
      [
        " is not a value \"", " must be colours (#rgb", " must be numbers, not colours",
        "a state effect takes exactly two values",
      ]
    case .effectSubjects:
      [
        "\"subject\" \"", "\"subject\" is only for ", "a stuck state watches ",
        "a collapsed state needs ", "a bar does not scroll with the content",
      ]
    case .scrollSnap:
      [
        " needs \"snapType\" on the scroll", "\"snapStop\" needs \"snapAlign\"",
        " cannot snap: ", " snaps inside sticky element ", " snaps inside snapping block ",
      ]
    case .carousels:
      [
        "; a carousel scrolls in its place in the content",
        "; what a carousel holds slides with it and is never sticky",
        "; a carousel holds no list or carousel", "\"axis\" \"x\" is only for ",
      ]
    case .carouselSnap:
      [
        " needs \"snapType\" on the carousel", "\"snapStop\" needs \"snapAlign\"",
        "; only a carousel's children snap",
      ]
    case .visibleArea: ["nothing is left to show the content"]
    case .whitespaceInNumbers, .wholeNumberExponent: []
    case .markup: ["DOCTYPE is not allowed", "processing instruction ", "CDATA section"]
    case .namespaces: ["namespace declaration ", "namespaced attribute ", "namespaced element "]
    case .fileLimits:
      [
        "file is larger than ", "nesting is deeper than ", "invalid UTF-8 byte ",
        "expected an XML or JSON layout",
      ]
    }
  }
}
