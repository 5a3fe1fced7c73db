import StickyCore

/// What the page needs to run SPEC section 12 itself, without solving layouts:
/// the rule's heights and snaps, the lines and edges `HidingMotion.shown`
/// moves, the closed form of each sticky element (`StickyForm`, `StickyRide`),
/// and the demo path its Play control plays. Only pages of screens with a bar
/// that hides or a floating header carry any of it.
extension PageData {
  /// The parts that hide, by the names of their members of `hiding`, which
  /// are also the `hides` of the elements they are.
  enum HidingPart: String {
    case top, bottom, header
  }

  /// The `hiding` member, or nil when nothing on the screen hides.
  var hiding: JSONValue? {
    let hiding = table.hiding
    guard !hiding.isEmpty else { return nil }
    let heights = hiding.hideableHeights
    let snaps = hiding.snaps
    var members: [(String, JSONValue)] = []
    func part(_ name: HidingPart, _ present: Bool, _ height: Double, _ snap: Bool) {
      guard present else { return }
      members.append(
        (name.rawValue, .object([("height", .number(height)), ("snap", .bool(snap))])))
    }
    part(.top, hiding.topBar != nil, heights.top, snaps.top)
    part(.bottom, hiding.bottomBar != nil, heights.bottom, snaps.bottom)
    part(.header, hiding.floats, heights.header, snaps.header)
    members += [
      ("headerTop", .number(hiding.headerNaturalTop)),
      ("safeTop", .number(hiding.safeTop)),
      ("safeBottom", .number(hiding.safeBottom)),
      ("restTop", .number(hiding.restingTop)),
      ("restBottom", .number(hiding.restingBottom)),
      ("origin", .number(table.viewport.contentOrigin)),
      ("snapSeconds", .number(PathReplay.snapDuration)),
    ]
    if let line = hiding.pinnedHeaderLine { members.append(("pinnedLine", .number(line))) }
    let demo = ScrollPath.demo(for: hiding, screenHeight: table.viewport.height)
    members.append(("demo", .string(demo.text)))
    return .object(members)
  }

  /// The part of SPEC section 12 that an element is, whose hidden amount
  /// places it: the bar that hides at its edge or the floating header.
  func hidingPart(of node: ElementNode) -> HidingPart? {
    let hiding = table.hiding
    switch node {
    case .bar(let bar):
      switch bar.edge {
      case .top: return hiding.topBar != nil ? .top : nil
      case .bottom: return hiding.bottomBar != nil ? .bottom : nil
      }
    case .header: return hiding.floats ? .header : nil
    case .scroll, .block, .row: return nil
    }
  }

  /// An element's or a pinned row's closed form, flat:
  /// `[top, height, pinsTop, pinsBottom, above, below, parentTop, parentBottom, shift]`
  /// (the edges 1 or 0), on pages that carry `hiding` only.
  func form(_ form: StickyForm, shift: Double) -> JSONValue? {
    guard !table.hiding.isEmpty else { return nil }
    return .numbers([
      form.top, form.height, form.edge.pinsTop ? 1 : 0, form.edge.pinsBottom ? 1 : 0,
      form.stackedAbove, form.stackedBelow, form.parentTop, form.parentBottom, shift,
    ])
  }
}
