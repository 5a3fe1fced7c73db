import StickyCore
import StickyFormats

/// The rules of the readers that the JSON Schemas cannot state: a file that
/// breaks one of them and nothing else passes its schema, and `config
/// validate` rejects it. This is the one list of them. `SchemaAgreementTests`
/// explains a disagreement between the schema and the reader only by one of
/// these, recognised by the reader's message, and docs/format.md shows
/// `summary` of each (`DocsTablesTests`).
enum SchemaBlindSpot: CaseIterable {
  /// A member written twice. A JSON Schema sees the parsed object, which has
  /// each name once: Python's `json` keeps the last value, the reader the
  /// first, so the two may also judge different values of that member; a
  /// file with a repeated member is explained by it whatever else the reader
  /// says of it.
  case repeatedMember
  /// A string escape that is half of a surrogate pair (`"\ud800"`): valid
  /// JSON syntax, but no text.
  case loneSurrogate
  /// Nodes nested deeper than `LayoutParser.maxDepth`.
  case nestingDepth
  case uniqueIDs
  case nestedSticky
  case pinPastLastRow
  case rowPinnedTwice
  case collapsedTallerThanHeader
  case effectRange
  case oneEffectPerPartAndProperty
  case effectSubjects
  case snapTimings
  case scrollSnap
  case carousels
  case carouselSnap
  case visibleArea
  case paddingStringRange
  case patternMatchesNoFile

  enum FileKind {
    case layout
    case config
    /// Any JSON file.
    case json
  }

  var fileKind: FileKind {
    switch self {
    case .repeatedMember, .loneSurrogate: .json
    case .patternMatchesNoFile: .config
    default: .layout
    }
  }

  /// The rule, as docs/format.md lists it.
  var summary: String {
    switch self {
    case .repeatedMember: "A member appears at most once in a JSON object."
    case .loneSurrogate:
      "A string has no `\\u` escape of half a surrogate pair (such as `\"\\ud800\"`) on its own."
    case .nestingDepth: "Nodes nest at most \(LayoutParser.maxDepth) levels deep."
    case .uniqueIDs:
      "Ids are unique within a screen, also against the ids a list gives its rows (`<list id>-<i>`)."
    case .nestedSticky: "A sticky element, or a pinned row, is not inside another sticky element."
    case .pinPastLastRow: "A pin's `index` is below its list's `count`."
    case .rowPinnedTwice: "A row is pinned at most once."
    case .collapsedTallerThanHeader: "A header's `collapsedHeight` is at most its `height`."
    case .effectRange:
      "An effect's `range` is what its timeline reads: "
        + ScrollRangeLimit.statement(quote: "`") + ", "
        + "`NAME P% NAME P%`, or a state's condition."
    case .oneEffectPerPartAndProperty: "An element has at most one effect per part and property."
    case .effectSubjects:
      "An effect's `subject` is the id of the header or a block, and only a view timeline or a "
        + "`stuck` state reads it, which on a bar must name one; `stuck` watches a sticky "
        + "element; `collapsed` needs a header that collapses; along `x` the subject is in the "
        + "effect's carousel."
    case .snapTimings:
      "Every part of a screen that snaps has the same `snapDuration` and `snapEasing`."
    case .scrollSnap: XSDUnstatedRule.scrollSnap.summary
    case .carousels: XSDUnstatedRule.carousels.summary
    case .carouselSnap: XSDUnstatedRule.carouselSnap.summary
    case .visibleArea:
      "Bars, safe areas and translucent bars leave some of the screen to show the content."
    case .paddingStringRange:
      "The numbers in a `padding` string are at most "
        + "\(NumberFormat.exact(LayoutLimits.maximumLength)) (a pattern checks only their form)."
    case .patternMatchesNoFile: "Each pattern of a config's `screens` matches a file."
    }
  }

  /// Whether a message of the reader is this rule's.
  func recognises(_ message: String) -> Bool {
    switch self {
    case .repeatedMember: message.hasPrefix("duplicate member ")
    case .loneSurrogate: message.hasPrefix("lone surrogate ")
    case .nestingDepth: message.hasPrefix("nesting is deeper than ")
    case .uniqueIDs: message.hasPrefix("duplicate id ")
    case .nestedSticky: message.hasSuffix("; sticky elements cannot nest")
    case .pinPastLastRow: message.hasPrefix("pin index ") && message.contains(" past the last row")
    case .rowPinnedTwice: message.hasPrefix("row ") && message.hasSuffix(" is pinned twice")
    case .collapsedTallerThanHeader:
      message.hasPrefix("\"collapsedHeight\" (") && message.contains(" cannot exceed \"height\"")
    case .effectRange:
      message.hasPrefix("\"range\" of a scroll effect must be")
        || message.hasPrefix("\"range\" of a view effect must be")
        || message.hasPrefix("\"range\" of a state effect must be")
    case .effectSubjects:
      message.hasPrefix("\"subject\" ") || message.hasPrefix("a stuck state watches ")
        || message.hasPrefix("a collapsed state needs ")
        || message.hasPrefix("a bar does not scroll with the content")
    case .oneEffectPerPartAndProperty: message.hasPrefix("a second effect on ")
    case .snapTimings: message.hasPrefix("the parts of a screen that snap ")
    case .scrollSnap: XSDUnstatedRule.scrollSnap.recognizes(message)
    case .carousels: XSDUnstatedRule.carousels.recognizes(message)
    case .carouselSnap: XSDUnstatedRule.carouselSnap.recognizes(message)
    case .visibleArea: message.hasSuffix("nothing is left to show the content")
    case .paddingStringRange:
      message.hasPrefix("\"padding\" is ") && message.contains(", but it must be at least 0")
    case .patternMatchesNoFile: message.hasSuffix(" matches no file")
    }
  }

  /// The list in docs/format.md.
  static var markdownList: String {
    let groups: [(FileKind, String)] = [
      (.json, "JSON files"), (.layout, "Layouts"), (.config, "Configs"),
    ]
    return groups.map { kind, title in
      "\(title):\n" + allCases.filter { $0.fileKind == kind }.map { "- \($0.summary)\n" }.joined()
    }.joined(separator: "\n")
  }
}
