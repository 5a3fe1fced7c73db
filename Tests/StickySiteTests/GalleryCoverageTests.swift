import StickyCore
import Testing

@testable import StickySite

/// The built-in gallery shows every behaviour of SPEC sections 4, 5 and 13, and
/// every screen says what to try on it.
@Suite struct GalleryCoverageTests {
  /// Every block of a screen, depth-first, with its parent (nil: the scroll).
  static func blocks(of screen: Screen) -> [(block: Block, parent: Block?)] {
    var result: [(Block, Block?)] = []
    func visit(_ blocks: [Block], parent: Block?) {
      for block in blocks {
        result.append((block, parent))
        visit(block.children, parent: block)
      }
    }
    visit(screen.scroll.children, parent: nil)
    return result
  }

  static func lists(of screen: Screen) -> [RowList] {
    blocks(of: screen).compactMap {
      if case .list(let list) = $0.block.kind { list } else { nil }
    }
  }

  /// The sticky edges of a screen: its sticky blocks' and its pinned rows'.
  static func stickyEdges(of screen: Screen) -> [StickyEdge] {
    blocks(of: screen).map(\.block.sticky).filter { $0 != .none }
      + lists(of: screen).flatMap { $0.pins.map(\.edge) }
  }

  @Test func everyScreenSaysWhatToTry() throws {
    for screen in try BuiltInGalleryTests.screens() {
      let description = screen.description ?? ""
      #expect(description.count >= 60, "\(screen.id) has no description worth reading")
    }
  }

  @Test func theScreensTogetherShowEveryBehaviour() throws {
    let screens = try BuiltInGalleryTests.screens()
    func some(_ behaviour: String, _ test: (Screen) -> Bool) {
      let shown = screens.contains(where: test)
      #expect(shown, "no gallery screen shows \(behaviour)")
    }
    let headers = screens.compactMap(\.scroll.header)
    // Section 4: padding, spacing, rows of differing heights, fill and spacers.
    some("padding and spacing") { $0.scroll.padding != .zero && $0.scroll.spacing > 0 }
    some("rows of differing heights") {
      Self.lists(of: $0).contains { Set($0.rowHeights).count > 1 }
    }
    some("a list of one row height") { Self.lists(of: $0).contains { $0.rowHeights.count == 1 } }
    some("fill with short content") { $0.scroll.fill && Scene(screen: $0).maxOffset == 0 }
    some("fill with long content") { $0.scroll.fill && Scene(screen: $0).maxOffset > 0 }
    some("a spacer kept at its minimum beside one that grows") { screen in
      guard screen.scroll.fill else { return false }
      let table = Scene(screen: screen)
      let spacers = Self.blocks(of: screen).compactMap { entry -> (Double, Double)? in
        guard case .spacer(let spacer) = entry.block.kind,
          let track = table.trackIndex(of: entry.block.id)
        else { return nil }
        return (spacer.min, table.tracks[track].height.value(at: 0))
      }
      return spacers.contains { $0.1 == $0.0 } && spacers.contains { $0.1 > $0.0 }
    }
    // Section 5: bars, the header's modes, sticky edges, stacking, pushing.
    for translucent in [false, true] {
      some("a\(translucent ? " translucent" : "n opaque") top bar") {
        $0.topBars.first?.translucent == translucent
      }
      some("a\(translucent ? " translucent" : "n opaque") bottom bar") {
        $0.bottomBars.first?.translucent == translucent
      }
    }
    #expect(headers.contains { $0.stretch }, "no stretchy header")
    #expect(headers.contains { !$0.stretch }, "no header that does not stretch")
    #expect(
      headers.contains { $0.pinned && $0.collapsedHeight < $0.height },
      "no pinned collapsing header")
    #expect(
      headers.contains { !$0.pinned && $0.collapsedHeight < $0.height },
      "no header that collapses and then leaves")
    some("a sticky view under a pinned header") { screen in
      screen.scroll.header?.pinned == true && Self.stickyEdges(of: screen).contains(.top)
    }
    for edge in [StickyEdge.top, .bottom, .both] {
      some("a view or row sticky at \(edge.rawValue)") { Self.stickyEdges(of: $0).contains(edge) }
    }
    for stacking in Stacking.allCases {
      some("several sticky views with \(stacking.rawValue) stacking") { screen in
        screen.stacking == stacking
          && Self.stickyEdges(of: screen).filter { $0 != .bottom }.count >= 2
      }
    }
    some("a sticky view pushed away by the end of its section") { screen in
      Self.blocks(of: screen).contains { $0.block.sticky != .none && $0.parent != nil }
    }
    // Section 13: every state condition, colours and shadows, a view timeline
    // of another element, and a state that changes at other than the default pace.
    for condition in StateCondition.allCases {
      some("a state effect on \(condition.rawValue)") { screen in
        Self.effects(of: screen).contains { $0.timeline == .state(condition) }
      }
    }
    for property in [Effect.Property.color, .shadow] {
      some("a \(property.rawValue) effect") { screen in
        Self.effects(of: screen).contains { $0.property == property }
      }
    }
    some("a view effect that follows another element") { screen in
      Self.effects(of: screen).contains { $0.subject != nil && $0.timeline.kind == .view }
    }
    some("a state with a duration of its own") { screen in
      Self.effects(of: screen).contains {
        $0.timeline.kind == .state && $0.duration != Effect.defaultDuration
      }
    }
    // Section 15: carousels that snap each way, markers, a stack child, and
    // effects along the row and along the content inside one.
    for type in CarouselSnapType.allCases where type != .none {
      some("a carousel that snaps with \(type.rawValue)") { screen in
        Self.carousels(of: screen).contains { $0.snap.type == type }
      }
    }
    some("a carousel with markers") { Self.carousels(of: $0).contains(where: \.markers) }
    some("a stack in a carousel") { screen in
      Self.carousels(of: screen).contains { carousel in
        carousel.items.contains { if case .stack = $0.block.kind { true } else { false } }
      }
    }
    some("a view timeline along x") { screen in
      Self.carouselEffects(of: screen).contains { $0.axis == .x && $0.timeline.kind == .view }
    }
    some("an effect on a part along x") { screen in
      Self.carouselEffects(of: screen).contains { $0.axis == .x && $0.part == .text }
    }
    some("an effect inside a carousel along the content's offset") { screen in
      Self.carouselEffects(of: screen).contains { $0.axis == .y }
    }
  }

  static func carousels(of screen: Screen) -> [Carousel] {
    blocks(of: screen).compactMap {
      if case .carousel(let carousel) = $0.block.kind { carousel } else { nil }
    }
  }

  /// The effects of the blocks inside a screen's carousels.
  static func carouselEffects(of screen: Screen) -> [Effect] {
    func within(_ block: Block) -> [Effect] {
      block.effects + block.children.flatMap(within)
    }
    return carousels(of: screen).flatMap { $0.items.flatMap { within($0.block) } }
  }

  /// Every effect of a screen: the bars', the header's, then the blocks' in order.
  static func effects(of screen: Screen) -> [Effect] {
    screen.bars.flatMap(\.effects)
      + (screen.scroll.header?.effects ?? []) + blocks(of: screen).flatMap(\.block.effects)
  }
}
