import StickyCore

/// Checks a `RawNode` tree against `LayoutSchema` and the rules of SPEC section 3,
/// and builds the screen with the place of every node. It reports every
/// problem it finds, not just the first.
public struct ScreenBuilder {
  var diagnostics: [Diagnostic] = []
  /// What is accepted but almost certainly not meant.
  var warnings: [Diagnostic] = []
  /// Where each node is written; also where each id was first given (or
  /// generated), for duplicate reports.
  var sourceMap: SourceMap
  var typeCounts: [NodeType: Int] = [:]
  /// Row counts of the lists seen, to tell when an id is also a row's id.
  var rowCounts: [String: Int] = [:]
  /// The effects built, for what they read of elements that may come later.
  var subjectChecks: [SubjectCheck] = []
  /// The carousel each element inside one is in, by id.
  var carouselOf: [String: String] = [:]
  /// The parts that snap, in document order, and where their timing is written.
  var snappers: [Snapper] = []
  /// The scroll's snap type, known before its blocks are built.
  var contentSnap: SnapType = .none

  /// An effect built, and where it and its `subject` are written.
  struct SubjectCheck {
    var element: String
    /// The carousel the element is inside, if any.
    var carousel: String?
    var effect: Effect
    var node: SourceLocation
    var subject: SourceLocation?
  }

  /// A screen built: where its layout writes each node and property, and the
  /// warnings, in the order of their places.
  public struct Built: Sendable {
    public var screen: Screen
    public var sourceMap: SourceMap
    public var warnings: [Diagnostic]
  }

  /// Builds the screen and the map of where its layout writes each node and
  /// property, or throws every error found.
  public static func build(_ root: RawNode) throws(DiagnosticError) -> Built {
    var builder = ScreenBuilder(sourceMap: SourceMap(file: root.location.file))
    let screen = builder.screen(root)
    builder.checkRowIDs()
    if let screen { builder.checkSubjects(of: screen) }
    guard let screen, builder.diagnostics.isEmpty else {
      throw DiagnosticError(sorting: builder.diagnostics)
    }
    return Built(
      screen: screen, sourceMap: builder.sourceMap,
      warnings: DiagnosticError(sorting: builder.warnings).diagnostics)
  }

  mutating func report(_ error: LayoutError, at location: SourceLocation) {
    diagnostics.append(Diagnostic(error.message, at: location))
  }

  mutating func warn(_ warning: LayoutError, at location: SourceLocation) {
    warnings.append(Diagnostic(warning.message, at: location, severity: .warning))
  }

  mutating func screen(_ node: RawNode) -> Screen? {
    guard node.nodeType == .screen else {
      report(.wrongRoot(found: node.type), at: node.typeLocation)
      return nil
    }
    let properties = checkedProperties(of: node, LayoutSchema.node(.screen))
    let id = register(properties.text("id") ?? "screen", for: node, properties: properties)
    var topBars: [Bar] = []
    var bottomBars: [Bar] = []
    var scroll: Scroll? = nil
    for child in node.children where isAllowed(child, in: node) {
      if child.nodeType == .bar {
        let counts = (top: topBars.count, bottom: bottomBars.count)
        guard let bar = bar(child, counts: counts) else { continue }
        if bar.edge == .top { topBars.append(bar) } else { bottomBars.append(bar) }
      } else {
        if scroll != nil { report(.duplicateScroll, at: child.location) }
        let built = self.scroll(child)
        scroll = scroll ?? built
      }
    }
    guard let scroll else {
      report(.missingScroll, at: node.location)
      return nil
    }
    guard let device = Device.named(properties.text(orDefault: "device")) else {
      preconditionFailure("the device choice admits only presets")
    }
    let screen = Screen(
      id: id, title: properties.text("title"), device: device, width: properties.number("width"),
      height: properties.number("height"), safeTop: properties.number("safeTop"),
      safeBottom: properties.number("safeBottom"),
      overscroll: properties.number(orDefault: "overscroll"),
      stacking: Stacking(rawValue: properties.text(orDefault: "stacking")) ?? .stack,
      background: properties.color("background"), statusBar: properties.color("statusBar"),
      description: properties.text("description"),
      topBars: topBars, bottomBars: bottomBars,
      scroll: scroll)
    checkVisibleArea(of: screen)
    checkTopBar(of: screen)
    checkSnapTimings()
    return screen
  }

  /// A top bar at the edge no taller than the status bar lies wholly under it: the
  /// height of a bar was meant from below the status bar (a `height="44"`
  /// navigation bar), but the format counts it from the screen's edge.
  mutating func checkTopBar(of screen: Screen) {
    guard let bar = screen.topBars.first, screen.safeTop > 0, bar.height <= screen.safeTop else {
      return
    }
    let number = NumberFormat.exact
    warn(
      .topBarUnderStatusBar(
        height: number(bar.height), statusBar: number(screen.safeTop),
        device: screen.device, meant: number(bar.height + screen.safeTop)),
      at: sourceMap.location(of: .element(bar.id), property: "height"))
  }

  /// Builds a bar unless it is invalid; `counts` are the bars its screen
  /// already has on each edge, which name it by default: `bar-top` for the
  /// first on the top edge, `bar-top-2` for the next, and so on.
  mutating func bar(_ node: RawNode, counts: (top: Int, bottom: Int)) -> Bar? {
    let properties = checkedProperties(of: node, LayoutSchema.node(.bar))
    guard let edge = properties.text("edge").flatMap(BarEdge.init),
      let height = properties.number("height")
    else { return nil }
    let before = edge == .top ? counts.top : counts.bottom
    let id = register(
      properties.text("id") ?? "bar-\(edge.rawValue)" + (before > 0 ? "-\(before + 1)" : ""),
      for: node, properties: properties)
    let effects = self.effects(
      in: node.children.filter { isAllowed($0, in: node) }, of: id, carousel: nil)
    return Bar(
      id: id, edge: edge, height: height, translucent: properties.bool(orDefault: "translucent"),
      hide: BarHiding(rawValue: properties.text(orDefault: "hide")) ?? .none,
      snap: properties.bool(orDefault: "snap"), snapStyle: snapStyle(properties, of: id),
      color: properties.color("color"),
      label: properties.text("label"), effects: effects)
  }

  mutating func scroll(_ node: RawNode) -> Scroll {
    let properties = checkedProperties(of: node, LayoutSchema.node(.scroll))
    let id = register(properties.text(orDefault: "id"), for: node, properties: properties)
    let snap = scrollSnap(properties)
    contentSnap = snap.type
    var header: Header? = nil
    var children: [Block] = []
    for (position, child) in node.children.enumerated() where isAllowed(child, in: node) {
      if child.nodeType == .header {
        if position != 0 { report(.headerNotFirst, at: child.location) }
        header = self.header(child)
      } else if let block = block(child, at: BlockPlace(parent: .scroll)) {
        children.append(block)
      }
    }
    return Scroll(
      id: id, padding: properties.padding(orDefault: "padding"),
      spacing: properties.number(orDefault: "spacing"), fill: properties.bool(orDefault: "fill"),
      background: properties.color("background"), header: header, children: children, snap: snap)
  }

  mutating func header(_ node: RawNode) -> Header? {
    let properties = checkedProperties(of: node, LayoutSchema.node(.header))
    let id = register(
      defaultID(for: node, .header, properties: properties), for: node, properties: properties)
    guard let height = properties.number("height") else { return nil }
    let collapsed = properties.number("collapsedHeight") ?? height
    if collapsed > height, let location = properties.location("collapsedHeight") {
      report(
        .collapsedTallerThanHeader(
          collapsed: NumberFormat.exact(collapsed), height: NumberFormat.exact(height)),
        at: location)
    }
    let effects = self.effects(
      in: node.children.filter { isAllowed($0, in: node) }, of: id, carousel: nil)
    return Header(
      id: id, height: height, collapsedHeight: min(collapsed, height),
      pinned: properties.bool(orDefault: "pinned"), stretch: properties.bool(orDefault: "stretch"),
      floating: properties.bool(orDefault: "floating"), snap: properties.bool(orDefault: "snap"),
      snapStyle: snapStyle(properties, of: id), title: properties.text("title"),
      subtitle: properties.text("subtitle"),
      titleAlignment: properties.text("titleAlignment").flatMap(TitleAlignment.init),
      color: properties.color("color"), image: properties.text("image"),
      imageMode: ImageMode(rawValue: properties.text(orDefault: "imageMode")) ?? .cover,
      parallax: properties.number(orDefault: "parallax"), effects: effects,
      restingSnap: blockSnap(
        properties, of: id, sticky: .none, stickyAncestor: nil, snapAncestor: nil))
  }
}
