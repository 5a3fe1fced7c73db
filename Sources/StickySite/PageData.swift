import StickyCore
import StickyDrawing

/// Makes a page's contract (`PageScene`) from a screen and its scene: the
/// Swift-computed tracks of every element and what the page needs to draw
/// them, worked out here once so that the runtime classifies nothing.
struct PageData {
  var screen: Screen
  var table: Scene
  /// The table's ticks, which the page's plot shows too.
  var ticks: [BreakpointTicks.Tick]
  /// Maps a layout `image` value to the URL the page loads it from.
  var imageURL: (String) throws(SiteError) -> String
  /// The theme's accent: the default color of buttons, whose ink is their
  /// `surface`.
  var accent = Palette.accent

  func scene() throws(SiteError) -> PageScene {
    var elements: [PageElement] = []
    elements.reserveCapacity(table.tracks.count)
    for track in table.tracks { elements.append(try element(track)) }
    return scene(elements: elements)
  }

  /// The page data with `elements`, which `json()` leaves empty and writes
  /// one by one.
  private func scene(elements: [PageElement]) -> PageScene {
    let viewport = table.viewport
    let embed = PageMetrics.embedSize(of: screen)
    return PageScene(
      screen: screen.id, title: screen.title, device: screen.device, frame: screen.frame,
      width: viewport.width, height: viewport.height, safeTop: screen.safeTop,
      safeBottom: screen.safeBottom, status: PageStatus(screen), camera: PageCamera(screen),
      background: screen.background?.text, ink: screen.background.map(PageInk.init(on:)),
      viewport: PageViewport(
        top: viewport.top, bottom: viewport.bottom, insetTop: viewport.insetTop,
        insetBottom: viewport.insetBottom),
      contentHeight: table.contentHeight, minOffset: table.minOffset, maxOffset: table.maxOffset,
      overscroll: table.overscroll, pinLines: PageLines(top: table.pinTop, bottom: table.pinBottom),
      ticks: ticks.map { PageTick(o: $0.offset, label: $0.label) },
      embed: PageSize(width: embed.width, height: embed.height), elements: elements,
      hiding: PageHiding(table), snap: PageSnapRule(table.snap),
      scrollers: table.carousels.isEmpty
        ? nil : table.carousels.map { PageScroller($0, in: table) })
  }

  /// The page data's text, written member by member, each element as soon
  /// as it is made: the elements of a layout of the largest size held 46 MB
  /// at once.
  func json() throws(SiteError) -> String {
    var text = ""
    try scene(elements: []).write(json: &text, member: "elements") {
      (output: inout String) throws(SiteError) in
      output += "["
      for (index, track) in table.tracks.enumerated() {
        if index > 0 { output += "," }
        try element(track).write(json: &output)
      }
      output += "]"
    }
    return text
  }

  private func element(_ track: ElementTrack) throws(SiteError) -> PageElement {
    var element = PageElement(
      id: track.id, type: track.kind, x: track.x, w: track.width, y: track.y, h: track.height,
      z: track.layer.rawValue, ride: PageRide(track.ride))
    element.slide = track.slide?.rawValue
    if Corners.isCard(track) { element.card = true }
    if case .content(let intercept) = track.ride { element.c = intercept }
    if let ride = track.sticky { element.form = form(ride.form, shift: ride.shift) }
    if let (hides, bar) = PageHides.of(track.node, hiding: table.hiding) {
      element.hides = hides
      element.bar = bar
    }
    let under = table.under(track, screen: screen.background)
    let surface = SurfaceInk.ink(
      of: track.node, effects: track.effects, over: under, accent: accent)
    element.surface = PageSurface(track.node, ink: surface)
    // A text block takes the ink of what paints under it.
    let ink =
      surface
      ?? InkTrack.text(
        of: track.node, effects: [], backdrop: table.backdrop(of: track), over: under,
        accent: accent)
    if let ink {
      element.ink = ink.first == .theme && ink.steps.isEmpty ? nil : PageInk(ink.first)
      if !ink.steps.isEmpty { element.inks = PageInkTrack(ink) }
    }
    if !track.effects.isEmpty {
      element.effects = track.effects.map {
        PageEffect($0, of: track.kind, content: table.content.id)
      }
    }
    func paint(_ color: Color?) { element.color = color?.text }
    switch track.node {
    case .bar(let bar):
      element.edge = bar.edge
      element.translucent = bar.translucent ? true : nil
      element.label = bar.label
      paint(bar.color)
    case .scroll(let scroll):
      paint(scroll.background)
    case .header(let header):
      element.title = header.title
      element.subtitle = header.subtitle
      if header.title != nil || header.subtitle != nil {
        element.titleY = HeaderTitles.top(of: header, height: track.height, in: table.viewport)
        if HeaderTitles.alignment(of: header, on: screen.frame) == .start {
          element.titleStart = true
        }
      }
      element.color = header.color?.text
      element.image = try header.image.map { (image) throws(SiteError) in try imageURL(image) }
      if element.image != nil,
        let box = HeaderImage.box(of: header, height: track.height, in: table.viewport)
      {
        element.imageY = box.y
        element.imageH = box.height
      }
    case .block(let block):
      switch block.kind {
      case .stack, .carousel:
        paint(block.containerColor)
      case .box(let box):
        element.label = box.label
        element.detail = box.detail
        paint(box.color)
        element.image = try box.image.map { (image) throws(SiteError) in try imageURL(image) }
      case .text(let text):
        element.text = text.text
        element.lines = text.lines
        element.lineHeight = text.lineHeight
        let font = TextLines.font(lineHeight: text.lineHeight)
        element.fontSize = font.size
        element.bold = font.bold ? true : nil
        element.shownLines = TextLines.count(
          lines: text.lines, height: track.height.value(at: 0), lineHeight: text.lineHeight)
      case .button(let button):
        element.label = button.label
        paint(button.color.map { Ink.button($0).fill })
      case .spacer:
        break
      case .list(let list):
        element.rows = PageRows(
          count: list.count, heights: list.rowHeights, label: list.label,
          color: list.color?.text, ink: list.color.map(PageInk.init(on:)),
          altColor: list.altColor?.text, altInk: list.altColor.map(PageInk.init(on:)),
          pins: track.rows.map { tracks in
            tracks.pins.map { pin in
              PagePin(
                index: pin.index, edge: pin.edge, y: pin.y, form: form(pin.form, shift: 0))
            }
          })
      }
    case .row:
      break
    }
    return element
  }

  /// A sticky element's closed form, on pages that carry `hiding` only.
  private func form(_ form: StickyForm, shift: Double) -> PageForm? {
    table.hiding.isEmpty ? nil : PageForm(form: form, shift: shift)
  }
}
