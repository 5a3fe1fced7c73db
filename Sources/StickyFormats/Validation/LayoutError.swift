import StickyCore

/// What can be wrong with a layout once it is syntactically JSON or XML.
public enum LayoutError: Error, Hashable, Sendable {
  /// The top-level node is not a `screen`.
  case wrongRoot(found: String)
  /// A node type the format does not define.
  case unknownNodeType(String, suggestion: String?)
  /// A node inside a parent that may not hold it.
  case misplacedNode(String, parent: String, allowed: [String])
  /// A node inside a parent that holds no nodes at all (a bar, a pin, an effect).
  case childOfLeaf(String, parent: String)
  /// A property the node type does not have.
  case unknownProperty(String, node: String, suggestion: String?)
  /// A property the node's type takes only where it stands elsewhere: a
  /// `width` outside a carousel, a `sticky` inside one.
  case propertyOfAnotherPlace(String, node: String, parents: [String])
  /// A required property is absent.
  case missingProperty(String, node: String)
  /// A value of the wrong kind.
  case wrongKind(property: String, expected: String, found: String)
  /// A number outside what the property allows.
  case outOfRange(property: String, value: String, allowed: String)
  /// A word that is not one of the property's choices.
  case unknownChoice(property: String, value: String, choices: [String])
  /// A malformed id.
  case invalidID(String)
  /// An id longer than `LayoutLimits.maximumIDLength`.
  case idTooLong(length: Int)
  /// An id already used by an earlier element.
  case duplicateID(String, first: SourceLocation)
  /// An id that a list already gives one of its rows.
  case rowIDTaken(String, list: String)
  /// A header that is not the first child of `scroll`.
  case headerNotFirst
  /// A screen without its `scroll`.
  case missingScroll
  /// A screen with more than one `scroll`.
  case duplicateScroll
  /// A sticky element (or pinned row) inside another sticky element.
  case nestedSticky(inner: String, outer: String)
  /// A pin naming a row the list does not have.
  case pinOutOfRange(index: Int, count: Int)
  /// Two pins on the same row.
  case duplicatePin(index: Int)
  /// A header that would collapse to more than its height.
  case collapsedTallerThanHeader(collapsed: String, height: String)
  /// Two properties that may not be given together.
  case conflictingProperties(String, String)
  /// A property that is true without the value of another that it needs (a
  /// bar's `snap` without `hide="scroll"`, a header's without `floating`).
  case unmetCondition(String, needs: String, value: PropertyValue)
  /// A property given without the value of another that it needs (a
  /// `duration` without `timeline="state"`).
  case unmetGivenCondition(String, needs: String, value: PropertyValue)
  /// An effect's `subject` that names no header or block of the screen.
  case unknownSubject(String)
  /// A view timeline or stuck state on a bar that names no subject.
  case barEffectWithoutSubject(timeline: String)
  /// An effect's `subject` where its timeline reads no other element.
  case subjectUnused(timeline: String)
  /// A `stuck` state whose subject is not a sticky element.
  case stuckSubjectNotSticky(String)
  /// A `collapsed` state on a screen whose header does not collapse.
  case noCollapsingHeader
  /// A state effect with other than two values.
  case stateValueCount(Int)
  /// Numbers for `color`, or colours for a property that takes numbers.
  case effectValueKind(property: Effect.Property)
  /// An effect's `range` that its timeline cannot read.
  case invalidEffectRange(String, timeline: Effect.TimelineKind)
  /// A keyframe value the effect's property cannot take.
  case effectValueOutOfRange(String, property: Effect.Property)
  /// A second effect on the same part and property of one element.
  case duplicateEffect(String)
  /// A text longer than `LayoutLimits.maximumTextLength`.
  case textTooLong(property: String, length: Int)
  /// Opaque bars as tall as the screen or taller.
  case barsCoverScreen(bars: String, height: String)
  /// Insets (safe areas, translucent bars) that cover what the bars leave.
  case insetsCoverViewport(insets: String, visible: String)
  /// A warning: a top bar no taller than the status bar it starts under.
  case topBarUnderStatusBar(height: String, statusBar: String, device: String, meant: String)
  /// A part that snaps with another duration or easing than the screen's
  /// first part that snaps.
  case snapTimingDiffers(other: String, duration: String, easing: String)
  /// A scroll-snap property where the scroll has no `snapType` (SPEC section 14).
  case snapWithoutType(String)
  /// `snapStop` on a block that does not snap.
  case snapStopWithoutAlign
  /// A sticky block, or a list with a pinned row, that snaps.
  case stickySnaps(String)
  /// A block that snaps inside a sticky element or a block that snaps.
  case nestedSnap(inner: String, outer: String, outerSticky: Bool)
  /// A carousel inside a sticky element (SPEC section 15).
  case carouselInSticky(String, sticky: String)
  /// A sticky element inside a carousel, below its children.
  case stickyInCarousel(inner: String, carousel: String)
  /// A list or a carousel inside a carousel, below its children.
  case insideCarousel(String, id: String, carousel: String)
  /// A carousel's or its child's snap property where the carousel has no `snapType`.
  case carouselSnapWithoutType(String)
  /// A block that snaps inside a carousel's child: only the children snap, along the row.
  case snapInsideCarousel(inner: String, carousel: String)
  /// `axis="x"` on an effect of an element that is not inside a carousel.
  case inlineAxisOutsideCarousel
  /// `axis="x"` on a state effect that watches nothing along a carousel.
  case inlineAxisOfState(String)
  /// An `x` view timeline's subject outside the effect's carousel.
  case subjectOutsideCarousel(String, carousel: String)

  public var message: String {
    switch self {
    case .wrongRoot(let found):
      "the top-level node must be a \"screen\", not \(DiagnosticText.quoted(found))"
    case .unknownNodeType(let type, let suggestion):
      "unknown node type \(DiagnosticText.quoted(type))" + NameSuggestion.hint(suggestion)
    case .misplacedNode(let type, let parent, let allowed):
      "\(DiagnosticText.quoted(type)) cannot be inside \(DiagnosticText.quoted(parent)); it belongs in "
        + NameSuggestion.alternatives(allowed)
    case .childOfLeaf(let type, let parent):
      "\(DiagnosticText.quoted(type)) cannot be inside \(DiagnosticText.quoted(parent)); "
        + "\(DiagnosticText.quoted(parent)) takes no children"
    case .unknownProperty(let name, let node, let suggestion):
      "unknown property \(DiagnosticText.quoted(name)) on \(DiagnosticText.quoted(node))"
        + NameSuggestion.hint(suggestion)
    case .propertyOfAnotherPlace(let name, let node, let parents):
      "\(DiagnosticText.quoted(name)) is only for a \(DiagnosticText.quoted(node)) inside "
        + NameSuggestion.alternatives(parents)
    case .missingProperty(let name, let node):
      "\(DiagnosticText.quoted(node)) is missing its required property \(DiagnosticText.quoted(name))"
    case .wrongKind(let property, let expected, let found):
      "\(DiagnosticText.quoted(property)) must be \(expected), not \(found)"
    case .outOfRange(let property, let value, let allowed):
      "\(DiagnosticText.quoted(property)) is \(value), but it must be \(allowed)"
    case .unknownChoice(let property, let value, let choices):
      "\(DiagnosticText.quoted(value)) is not a valid \(DiagnosticText.quoted(property))"
        + NameSuggestion.hint(for: value, among: choices)
    case .invalidID(let id):
      "invalid id \(DiagnosticText.quoted(id)): ids start with a letter and hold only letters, digits, \"-\" and \"_\""
    case .idTooLong(let length):
      "an id of \(length) characters is too long: ids hold at most \(LayoutLimits.maximumIDLength)"
    case .duplicateID(let id, let first):
      "duplicate id \(DiagnosticText.quoted(id)) (first used at \(first))"
    case .rowIDTaken(let id, let list):
      "duplicate id \(DiagnosticText.quoted(id)): list \(DiagnosticText.quoted(list)) gives it to one of its rows"
    case .headerNotFirst:
      "\"header\" must be the first child of \"scroll\""
    case .missingScroll:
      "\"screen\" must contain one \"scroll\""
    case .duplicateScroll:
      "\"screen\" must contain exactly one \"scroll\"; this is a second one"
    case .nestedSticky(let inner, let outer):
      "sticky element \(DiagnosticText.quoted(inner)) is inside sticky element \(DiagnosticText.quoted(outer)); sticky elements cannot nest"
    case .pinOutOfRange(let index, let count):
      "pin index \(index) is past the last row (the list has \(count) rows, 0 to \(count - 1))"
    case .duplicatePin(let index):
      "row \(index) is pinned twice"
    case .collapsedTallerThanHeader(let collapsed, let height):
      "\"collapsedHeight\" (\(collapsed)) cannot exceed \"height\" (\(height))"
    case .barsCoverScreen(let bars, let height):
      "the opaque bars take \(bars) pt of the screen's \(height) pt: nothing is left to show "
        + "the content"
    case .insetsCoverViewport(let insets, let visible):
      "the insets (safe areas and translucent bars) take \(insets) pt of the \(visible) pt "
        + "between the opaque bars: nothing is left to show the content"
    case .textTooLong(let property, let length):
      "\(DiagnosticText.quoted(property)) is \(length) characters long, but it may have at most "
        + "\(LayoutLimits.maximumTextLength)"
    case .conflictingProperties(let first, let second):
      "\(DiagnosticText.quoted(first)) and \(DiagnosticText.quoted(second)) cannot be used together"
    case .unmetCondition(let name, let other, let value):
      "\(DiagnosticText.quoted(name)) is true only with \(DiagnosticText.quoted(other)) "
        + "set to \(DiagnosticText.quoted(value.xmlText))"
    case .invalidEffectRange(let range, let timeline):
      switch timeline {
      case .scroll:
        "\"range\" of a scroll effect must be \(ScrollRangeLimit.statement()), not \(DiagnosticText.quoted(range))"
      case .view:
        "\"range\" of a view effect must be \"NAME P% NAME P%\" with names from "
          + Effect.ViewRange.allCases.map(\.rawValue).joined(separator: ", ")
          + ", not \(DiagnosticText.quoted(range))"
      case .state:
        "\"range\" of a state effect must be one of "
          + StateCondition.allCases.map(\.rawValue).joined(separator: ", ")
          + ", not \(DiagnosticText.quoted(range))"
      }
    case .effectValueOutOfRange(let value, let property):
      "\(value) is not a value \"\(property.rawValue)\" can take (\(property.valueBounds.summary))"
    case .unmetGivenCondition(let name, let other, let value):
      "\(DiagnosticText.quoted(name)) is given only with \(DiagnosticText.quoted(other)) "
        + "set to \(DiagnosticText.quoted(value.xmlText))"
    case .unknownSubject(let id):
      "\"subject\" \(DiagnosticText.quoted(id)) is not the id of the header or a block of this screen"
    case .barEffectWithoutSubject(let timeline):
      "a bar does not scroll with the content, so a \(timeline) effect on it needs a \"subject\""
    case .subjectUnused(let timeline):
      "\"subject\" is only for a view timeline or a stuck state; a \(timeline) effect reads no other element"
    case .stuckSubjectNotSticky(let id):
      "a stuck state watches a sticky element, and \(DiagnosticText.quoted(id)) is not sticky"
    case .noCollapsingHeader:
      "a collapsed state needs a header whose \"collapsedHeight\" is below its \"height\""
    case .stateValueCount(let count):
      "a state effect takes exactly two values (while false, while true), not \(count)"
    case .effectValueKind(let property):
      property.takesColors
        ? "\"values\" of \"color\" must be colours (#rgb, #rrggbb or #rrggbbaa), not numbers"
        : "\"values\" of \"\(property.rawValue)\" must be numbers, not colours"
    case .duplicateEffect(let key):
      "a second effect on \(DiagnosticText.quoted(key)); each part and property takes one"
    case .topBarUnderStatusBar(let height, let statusBar, let device, let meant):
      "a top bar's height counts from the screen's top edge, the status bar included: "
        + "this one of \(height) is no taller than the status bar of \(device) (\(statusBar)), "
        + "so none of it shows below it; a bar of \(height) under the status bar is \(meant) tall"
    case .snapTimingDiffers(let other, let duration, let easing):
      "the parts of a screen that snap start together at a lift and run together, so they share "
        + "\"snapDuration\" and \"snapEasing\": \(DiagnosticText.quoted(other)) snaps over "
        + "\(duration) s along \(easing)"
    case .snapWithoutType(let property):
      "\(DiagnosticText.quoted(property)) needs \"snapType\" on the scroll: give it "
        + "\"mandatory\" or \"proximity\" for the content to snap"
    case .snapStopWithoutAlign:
      "\"snapStop\" needs \"snapAlign\": only a block that snaps can stop a fling"
    case .stickySnaps(let id):
      "sticky element \(DiagnosticText.quoted(id)) cannot snap: the content rests against a "
        + "block's place in the content, which a sticky element leaves"
    case .nestedSnap(let inner, let outer, let outerSticky):
      "\(DiagnosticText.quoted(inner)) snaps inside "
        + (outerSticky ? "sticky element " : "snapping block ")
        + "\(DiagnosticText.quoted(outer)); "
        + (outerSticky
          ? "a block inside a sticky element leaves its place in the content, so it cannot snap"
          : "snapping blocks cannot nest")
    case .carouselInSticky(let id, let sticky):
      "carousel \(DiagnosticText.quoted(id)) is inside sticky element \(DiagnosticText.quoted(sticky)); "
        + "a carousel scrolls in its place in the content, never sticky or inside a sticky element"
    case .stickyInCarousel(let inner, let carousel):
      "sticky element \(DiagnosticText.quoted(inner)) is inside carousel \(DiagnosticText.quoted(carousel)); "
        + "what a carousel holds slides with it and is never sticky"
    case .insideCarousel(let type, let id, let carousel):
      "\(DiagnosticText.quoted(type)) \(DiagnosticText.quoted(id)) is inside carousel "
        + "\(DiagnosticText.quoted(carousel)); a carousel holds no list or carousel, not even "
        + "inside its children"
    case .carouselSnapWithoutType(let property):
      "\(DiagnosticText.quoted(property)) needs \"snapType\" on the carousel: give it "
        + NameSuggestion.alternatives(
          CarouselSnapType.allCases.filter { $0 != .none }.map(\.rawValue))
        + " for the row to snap"
    case .snapInsideCarousel(let inner, let carousel):
      "\(DiagnosticText.quoted(inner)) snaps inside carousel \(DiagnosticText.quoted(carousel)); "
        + "only a carousel's children snap, along the row"
    case .inlineAxisOutsideCarousel:
      "\"axis\" \"x\" is only for an effect of a block inside a carousel: its timeline runs "
        + "along that carousel's offset"
    case .inlineAxisOfState(let condition):
      "\"axis\" \"x\" is only for a scroll or view timeline or a "
        + NameSuggestion.alternatives(ScreenBuilder.inlineStates.map(\.rawValue))
        + " state: a \(condition) state watches nothing along a carousel"
    case .subjectOutsideCarousel(let subject, let carousel):
      "\"subject\" \(DiagnosticText.quoted(subject)) is not inside carousel "
        + "\(DiagnosticText.quoted(carousel)): a view timeline along x follows a box across that "
        + "carousel's snapport"
    }
  }
}

extension Effect.ValueBounds {
  /// The values, as messages and the JSON Schema say them: "from 0 to 1",
  /// "above 0", "at least 0", "any number".
  var summary: String {
    func number(_ bound: Bound) -> String { NumberFormat.exact(bound.value) }
    switch (lower, upper) {
    case (.including(let low)?, .including(let high)?):
      return "from \(NumberFormat.exact(low)) to \(NumberFormat.exact(high))"
    case (let lower?, let upper?):
      return (lower.isInclusive ? "at least " : "above ") + number(lower)
        + (upper.isInclusive ? " and at most " : " and below ") + number(upper)
    case (let lower?, nil):
      return (lower.isInclusive ? "at least " : "above ") + number(lower)
    case (nil, let upper?):
      return (upper.isInclusive ? "at most " : "below ") + number(upper)
    case (nil, nil):
      return "any number"
    }
  }
}
