import StickyCore
import StickyFormats
import Testing

@Suite struct LayoutSchemaTests {
  /// Every type once for each place it stands, under a name of its own.
  @Test func describesEveryNodeTypeOncePerPlace() {
    #expect(Set(LayoutSchema.nodes.map(\.type)) == Set(NodeType.allCases))
    #expect(Set(LayoutSchema.nodes.map(\.name)).count == LayoutSchema.nodes.count)
    for type in NodeType.allCases {
      let places = LayoutSchema.nodes.filter { $0.type == type }.flatMap(\.parents)
      #expect(Set(places).count == places.count, "\(type) twice in one place")
    }
    for node in LayoutSchema.nodes {
      #expect(Set(node.properties.map(\.name)).count == node.properties.count, "\(node.name)")
    }
  }

  /// A carousel's children are the flow's blocks with a width, a height they
  /// need not give, their snap along the row and no `sticky`, and nothing else changed.
  @Test func aCarouselsChildIsItsBlockWithAWidth() throws {
    for type in [NodeType.box, .stack, .text] {
      let flow = try #require(LayoutSchema.node(type, in: .stack))
      let child = try #require(LayoutSchema.node(type, in: .carousel))
      #expect(LayoutSchema.node(type, in: .scroll) == flow)
      #expect(child.parents == [.carousel] && child.name != flow.name)
      #expect(child.property(named: "width")?.isRequired == true)
      #expect(flow.property(named: "width") == nil)
      #expect(child.property(named: "height")?.isRequired == false)
      #expect(child.property(named: "sticky") == nil && flow.property(named: "sticky") != nil)
      #expect(child.property(named: "snapAlign") != nil && child.property(named: "snapStop") != nil)
      let changed: Set = ["width", "height", "sticky", "snapAlign", "snapStop"]
      #expect(
        child.properties.filter { !changed.contains($0.name) }
          == flow.properties.filter { !changed.contains($0.name) })
    }
    for type in NodeType.allCases where ![.box, .stack, .text, .effect].contains(type) {
      #expect(LayoutSchema.node(type, in: .carousel) == nil, "\(type)")
    }
  }

  /// The kinds `frames` prints are the format's names: every node type that
  /// becomes an element, and `row` for the rows a list makes.
  @Test func elementKindsAreTheFormatsNodeTypes() {
    let named = Set(ElementKind.allCases.filter { $0 != .row }.map(\.rawValue))
    let elements = NodeType.allCases.filter { ![.screen, .pin, .effect].contains($0) }
    #expect(named == Set(elements.map(\.rawValue)))
    #expect(NodeType(rawValue: ElementKind.row.rawValue) == nil)
  }

  /// Every node type with nothing but its required properties, so that the
  /// builder reads every default it needs from the description.
  @Test func buildsEveryNodeTypeWithOnlyItsRequiredProperties() throws {
    let layout = """
      <screen id="s">
        <bar edge="top" height="44"/>
        <scroll>
          <header height="100"/>
          <stack><box height="10"/><text text="t"/><button label="b"/><spacer/></stack>
          <list count="3"><pin index="1" edge="top"/></list>
          <carousel height="100" padding="10 0 20">
            <box width="50"/><stack width="60"/><text width="70" text="t"/>
          </carousel>
        </scroll>
      </screen>
      """
    let screen = try ScreenLoader.load(Array(layout.utf8), file: "t.xml")
    #expect(screen.overscroll == 200)
    #expect(screen.device == "iphone-15")
    #expect(screen.stacking == .stack)
    #expect(screen.scroll.id == "content")
    #expect(screen.topBars.first?.translucent == false)
    #expect(screen.scroll.header?.stretch == true)
    #expect(screen.scroll.header?.pinned == false)
    guard case .stack(let stack) = screen.scroll.children.first?.kind,
      case .text(let text) = stack.children[1].kind,
      case .button(let button) = stack.children[2].kind,
      case .list(let list) = screen.scroll.children[1].kind,
      case .carousel(let carousel) = screen.scroll.children.last?.kind
    else {
      Issue.record("unexpected tree")
      return
    }
    #expect(text.lines == 1 && text.lineHeight == 22 && text.height == 22)
    #expect(button.height == 50)
    #expect(list.rowHeights == [44] && list.label == "Row {i}")
    #expect(carousel.spacing == 0 && carousel.snap == .none && !carousel.markers)
    // A child that gives no height is as tall as the carousel less its top and bottom padding.
    #expect(carousel.items.map(\.width) == [50, 60, 70])
    #expect(carousel.items.map(\.height) == [70, 70, 70])
    #expect(carousel.items.allSatisfy { $0.block.snap == .none && $0.block.sticky == .none })
  }

  /// A default written in the description is a value its own kind accepts.
  @Test func defaultsHaveTheirPropertysKind() {
    for node in LayoutSchema.nodes {
      for property in node.properties {
        guard let value = property.defaultValue.value else { continue }
        let fits: Bool
        switch (property.kind, value) {
        case (.length, .number(let number)): fits = number >= 0
        case (.seconds, .number(let number)):
          fits = number >= 0 && number <= LayoutLimits.maximumSeconds
        case (.integer(let range), .integer(let whole)): fits = range.contains(whole)
        case (.boolean, .bool): fits = true
        case (.padding, .padding): fits = true
        case (.choice(let words), .text(let word)): fits = words.contains(word)
        case (.text, .text), (.id, .text): fits = true
        case (.fraction, .number(let number)): fits = number >= 0 && number <= 1
        case (.easing, .easing(let curve)):
          fits = EasingText.parse(EasingText.text(of: curve)) == curve
        default: fits = false
        }
        #expect(fits, "\(node.type).\(property.name)")
      }
    }
  }
}
