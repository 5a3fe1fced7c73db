import StickyCore
import StickyFormats
import StickyNativeHTML

/// Writes a screen as a layout file in the JSON spelling of SPEC section 3, so a
/// failing layout can be saved and fed to `stickypreview`, and generated
/// layouts can be built into pages.
enum LayoutJSON {
  static func encode(_ screen: Screen) -> String {
    var fields: [(String, String)] = [
      ("type", quote("screen")), ("id", quote(screen.id)),
    ]
    if let title = screen.title { fields.append(("title", quote(title))) }
    fields += [
      ("device", quote(screen.device)), ("width", number(screen.width)),
      ("height", number(screen.height)), ("safeTop", number(screen.safeTop)),
      ("safeBottom", number(screen.safeBottom)), ("overscroll", number(screen.overscroll)),
      ("stacking", quote(screen.stacking.rawValue)),
    ]
    if let background = screen.background { fields.append(("background", quote(background.text))) }
    if let band = screen.statusBar { fields.append(("statusBar", quote(band.text))) }
    var children: [String] = []
    for bar in screen.bars {
      var barFields: [(String, String)] = [
        ("type", quote("bar")), ("id", quote(bar.id)), ("edge", quote(bar.edge.rawValue)),
        ("height", number(bar.height)), ("translucent", bar.translucent ? "true" : "false"),
      ]
      if bar.hide != .none { barFields.append(("hide", quote(bar.hide.rawValue))) }
      if bar.snap { barFields += [("snap", "true")] + snapFields(bar.snapStyle) }
      if let color = bar.color { barFields.append(("color", quote(color.text))) }
      if let label = bar.label { barFields.append(("label", quote(label))) }
      children.append(object(barFields, indent: 2))
    }
    children.append(scroll(screen.scroll))
    fields.append(("children", "[\n" + children.joined(separator: ",\n") + "\n]"))
    return object(fields, indent: 0) + "\n"
  }

  /// How a part snaps, where it is not as the format's defaults say.
  private static func snapFields(_ style: SnapStyle) -> [(String, String)] {
    var fields: [(String, String)] = []
    let standard = SnapStyle.standard
    if style.duration != standard.duration {
      fields.append(("snapDuration", number(style.duration)))
    }
    if style.easing != standard.easing {
      fields.append(("snapEasing", quote(EasingText.text(of: style.easing))))
    }
    if style.target != standard.target {
      fields.append(("snapTarget", quote(style.target.rawValue)))
    }
    return fields
  }

  /// How the content snaps (SPEC section 14), where it does.
  private static func snapFields(_ snap: ScrollSnap) -> [(String, String)] {
    snapFields(type: snap.type.rawValue, duration: snap.duration, easing: snap.easing)
  }

  /// How a carousel snaps (SPEC section 15), where it does.
  private static func snapFields(_ snap: CarouselSnap) -> [(String, String)] {
    snapFields(type: snap.type.rawValue, duration: snap.duration, easing: snap.easing)
  }

  /// A scroller's `snapType` unless `none`, with its glide where it is not
  /// the default one (both scrollers share it).
  private static func snapFields(type: String, duration: Double, easing: CubicBezier)
    -> [(String, String)]
  {
    guard type != ScrollSnap.none.type.rawValue else { return [] }
    var fields = [("snapType", quote(type))]
    if duration != ScrollSnap.none.duration { fields.append(("snapDuration", number(duration))) }
    if easing != ScrollSnap.none.easing {
      fields.append(("snapEasing", quote(EasingText.text(of: easing))))
    }
    return fields
  }

  /// How a block or the header snaps (SPEC section 14), where it does.
  private static func snapFields(_ snap: BlockSnap) -> [(String, String)] {
    guard snap.snaps else { return [] }
    var fields = [("snapAlign", quote(snap.align.rawValue))]
    if snap.stop != .normal { fields.append(("snapStop", quote(snap.stop.rawValue))) }
    return fields
  }

  private static func scroll(_ scroll: Scroll) -> String {
    var fields: [(String, String)] = [
      ("type", quote("scroll")), ("id", quote(scroll.id)), ("padding", padding(scroll.padding)),
      ("spacing", number(scroll.spacing)), ("fill", scroll.fill ? "true" : "false"),
    ]
    if let background = scroll.background { fields.append(("background", quote(background.text))) }
    fields += snapFields(scroll.snap)
    var children: [String] = []
    if let header = scroll.header {
      var headerFields: [(String, String)] = [
        ("type", quote("header")), ("id", quote(header.id)), ("height", number(header.height)),
        ("collapsedHeight", number(header.collapsedHeight)),
        ("pinned", header.pinned ? "true" : "false"),
        ("stretch", header.stretch ? "true" : "false"),
      ]
      if header.floating { headerFields.append(("floating", "true")) }
      if header.snap { headerFields += [("snap", "true")] + snapFields(header.snapStyle) }
      headerFields += snapFields(header.restingSnap)
      if let title = header.title { headerFields.append(("title", quote(title))) }
      if let subtitle = header.subtitle { headerFields.append(("subtitle", quote(subtitle))) }
      if let alignment = header.titleAlignment {
        headerFields.append(("titleAlignment", quote(alignment.rawValue)))
      }
      if let color = header.color { headerFields.append(("color", quote(color.text))) }
      if !header.effects.isEmpty {
        headerFields.append(("children", effects(header.effects, indent: 4)))
      }
      children.append(object(headerFields, indent: 4))
    }
    children += scroll.children.map { block($0, indent: 4) }
    fields.append(("children", "[\n" + children.joined(separator: ",\n") + "\n  ]"))
    return object(fields, indent: 2)
  }

  /// A block; a carousel's `item` writes its width and height instead of
  /// the block's own height.
  private static func block(_ block: Block, indent: Int, item: CarouselItem? = nil) -> String {
    var fields: [(String, String)] = [
      ("type", quote(block.elementKind.rawValue)), ("id", quote(block.id)),
    ]
    var children: [String] = []
    switch block.kind {
    case .box(let box):
      fields.append(("height", number(box.height)))
      if let label = box.label { fields.append(("label", quote(label))) }
      if let detail = box.detail { fields.append(("detail", quote(detail))) }
      if let color = box.color { fields.append(("color", quote(color.text))) }
    case .text(let text):
      fields += [
        ("text", quote(text.text)), ("lines", String(text.lines)),
        ("lineHeight", number(text.lineHeight)), ("height", number(text.height)),
      ]
    case .button(let button):
      fields += [("label", quote(button.label)), ("height", number(button.height))]
      if let color = button.color { fields.append(("color", quote(color.text))) }
    case .spacer(let spacer):
      fields.append(("min", number(spacer.min)))
    case .stack(let stack):
      fields += [("padding", padding(stack.padding)), ("spacing", number(stack.spacing))]
      if let color = stack.color { fields.append(("color", quote(color.text))) }
      children = stack.children.map { self.block($0, indent: indent + 2) }
    case .list(let list):
      fields.append(("count", String(list.count)))
      if list.rowHeights.count == 1 {
        fields.append(("rowHeight", number(list.rowHeights[0])))
      } else {
        fields.append(
          ("rowHeights", "[" + list.rowHeights.map(number).joined(separator: ", ") + "]"))
      }
      fields.append(("label", quote(list.label)))
      if let color = list.color { fields.append(("color", quote(color.text))) }
      if let altColor = list.altColor { fields.append(("altColor", quote(altColor.text))) }
      children = list.pins.map { pin in
        object(
          [
            ("type", quote("pin")), ("index", String(pin.index)),
            ("edge", quote(pin.edge.rawValue)),
          ],
          indent: indent + 2)
      }
    case .carousel(let carousel):
      fields += [
        ("height", number(carousel.height)), ("padding", padding(carousel.padding)),
        ("spacing", number(carousel.spacing)),
      ]
      fields += snapFields(carousel.snap)
      if carousel.markers { fields.append(("markers", "true")) }
      if let color = carousel.color { fields.append(("color", quote(color.text))) }
      children = carousel.items.map { self.block($0.block, indent: indent + 2, item: $0) }
    }
    if let item {
      fields.removeAll { $0.0 == "height" }
      fields += [("width", number(item.width)), ("height", number(item.height))]
    }
    if block.sticky != .none { fields.append(("sticky", quote(block.sticky.rawValue))) }
    fields += snapFields(block.snap)
    children += block.effects.map { effect($0, indent: indent + 2) }
    if !children.isEmpty {
      fields.append(
        ("children", "[\n" + children.joined(separator: ",\n") + "\n" + spaces(indent) + "]"))
    }
    return object(fields, indent: indent)
  }

  private static func effects(_ effects: [Effect], indent: Int) -> String {
    "[\n" + effects.map { effect($0, indent: indent + 2) }.joined(separator: ",\n") + "\n"
      + spaces(indent) + "]"
  }

  private static func effect(_ effect: Effect, indent: Int) -> String {
    var fields = [
      ("type", quote("effect")), ("part", quote(effect.part.rawValue)),
      ("property", quote(effect.property.rawValue)),
      ("timeline", quote(effect.timeline.name)), ("range", quote(effect.timeline.rangeText)),
      effect.property.takesColors
        ? ("values", "[" + effect.colors.map { quote($0.text) }.joined(separator: ", ") + "]")
        : ("values", "[" + effect.values.map(number).joined(separator: ", ") + "]"),
    ]
    if let subject = effect.subject { fields.append(("subject", quote(subject))) }
    if effect.axis != .y { fields.append(("axis", quote(effect.axis.rawValue))) }
    if case .state = effect.timeline { fields.append(("duration", number(effect.duration))) }
    return object(fields, indent: indent)
  }

  private static func object(_ fields: [(String, String)], indent: Int) -> String {
    spaces(indent) + "{" + fields.map { quote($0.0) + ": " + $0.1 }.joined(separator: ", ") + "}"
  }

  private static func spaces(_ count: Int) -> String { String(repeating: " ", count: count) }

  static func number(_ value: Double) -> String { cssNumber(value) }

  static func padding(_ insets: EdgeInsets) -> String {
    let values = insets.shorthand
    if values.count == 1 { return number(values[0]) }
    return quote(values.map(number).joined(separator: " "))
  }

  static func quote(_ text: String) -> String { JSONString.quoted(text) }
}
