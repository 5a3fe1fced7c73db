import StickyCore

/// Writes a screen as a plain HTML fragment in which Chromium itself does the
/// work: a native scroll container between the opaque bars, flex columns for the
/// stacks, `position: sticky` with `top`/`bottom` taken from the pin lines of
/// SPEC section 5, and CSS scroll snap with the snapport of SPEC section 14 as
/// `scroll-padding`. Nothing here uses the core's motion: only the spacer
/// heights come from its static layout (flexbox shares free space differently).
///
/// The fragment's root is `#screen`; the scroll container is `#sc`; every element
/// of the frames output has `data-id`.
public struct StickyHTML {
  let screen: Screen
  let viewport: Viewport
  let spacerHeights: [String: Double]
  let pinLines: PinLineModel
  /// The scroll container's top and bottom on the screen: the viewport
  /// `[V0, V1]` with the insets as its padding, or only the visible area.
  let scrollportTop: Double
  let scrollportBottom: Double

  /// - Parameter visibleScrollport: whether the scroll container is only the
  ///   visible area `[V0 + insetTop, V1 - insetBottom]`, which lays every
  ///   element out at the same offsets: Chromium judges where a sticky
  ///   subject of a view timeline is against the whole scrollport, not the
  ///   one `view-timeline-inset` narrows (`ComputeStickinessRange` in
  ///   view_timeline.cc).
  public init(screen: Screen, visibleScrollport: Bool = false) {
    self.screen = screen
    let layout = StaticLayout(screen: screen)
    viewport = layout.viewport
    spacerHeights = Dictionary(
      layout.elements.filter { $0.kind == .spacer }.map { ($0.id, $0.height) },
      uniquingKeysWith: { first, _ in first })
    pinLines = PinLineModel(screen: screen, viewport: viewport)
    scrollportTop = visibleScrollport ? viewport.contentOrigin : viewport.top
    scrollportBottom = viewport.bottom - (visibleScrollport ? viewport.insetBottom : 0)
  }

  /// The insets left inside the scroll container: those of the visible area.
  var scrollportPadding: (top: Double, bottom: Double) {
    (
      viewport.contentOrigin - scrollportTop,
      scrollportBottom - viewport.bottom + viewport.insetBottom
    )
  }

  public static let style = """
    #screen, #screen * { box-sizing: border-box; margin: 0; border: 0; }
    #screen { position: relative; overflow: hidden; background: #fff; }
    #sc { position: absolute; left: 0; overflow-x: hidden; overflow-y: scroll;
      scrollbar-width: none; overflow-anchor: none; scroll-behavior: auto; }
    #screen .v { display: flex; flex-direction: column; }
    #screen .v > * { flex: none; }
    #screen .h { display: flex; flex-direction: row; align-items: flex-start;
      overflow-x: auto; overflow-y: hidden; scrollbar-width: none; overflow-anchor: none; }
    #screen .h > * { flex: none; }
    #screen .h::scroll-marker-group { position: absolute; width: 0; height: 0; overflow: hidden; }
    #screen .mk::scroll-marker { content: ''; background: rgb(255, 0, 0); }
    #screen .mk::scroll-marker:target-current { background: rgb(0, 0, 255); }
    #screen .bar { position: absolute; left: 0; z-index: 2; background: rgba(0,0,0,.2); }
    """

  public var html: String {
    var out =
      "<div id=\"screen\" style=\"width:\(px(viewport.width));height:\(px(viewport.height))\">"
    out += "<div id=\"sc\" style=\"top:\(px(scrollportTop));width:\(px(viewport.width));"
    out += "height:\(px(scrollportBottom - scrollportTop))\(snapType)\">"
    out +=
      "<div style=\"padding-top:\(px(scrollportPadding.top));padding-bottom:\(px(scrollportPadding.bottom))\">"
    let scroll = screen.scroll
    var contentStyle = "padding:\(padding(scroll.padding));row-gap:\(px(scroll.spacing))"
    if scroll.fill && viewport.fillHeight > 0 {
      contentStyle += ";min-height:\(px(viewport.fillHeight))"
    }
    out += "<div data-id=\"\(scroll.id)\" class=\"v\" style=\"\(contentStyle)\">"
    if let header = scroll.header {
      var style = "height:\(px(header.height))"
      if header.pinned { style += ";position:sticky;top:\(px(scrollportPadding.top))" }
      style += snap(header.restingSnap)
      out += "<div data-id=\"\(header.id)\" style=\"\(style)\"></div>"
    }
    for block in scroll.children { write(block, into: &out) }
    out += "</div></div></div>"
    for bar in screen.bars {
      let top = bar.edge == .top ? 0 : viewport.height - bar.height
      out += "<div data-id=\"\(bar.id)\" class=\"bar\" style=\"top:\(px(top));"
      out += "width:\(px(viewport.width));height:\(px(bar.height))\"></div>"
    }
    return out + "</div>"
  }

  /// A block; a carousel's `item` sets its width and height, and where the
  /// carousel shows markers, an item that snaps has one (class `mk`).
  private func write(
    _ block: Block, into out: inout String, item: CarouselItem? = nil, marked: Bool = false
  ) {
    var style = ""
    switch block.kind {
    case .box(let box): style = "height:\(px(box.height))"
    case .text(let text): style = "height:\(px(text.height))"
    case .button(let button): style = "height:\(px(button.height))"
    case .spacer: style = "height:\(px(spacerHeights[block.id] ?? 0))"
    case .stack(let stack): style = "padding:\(padding(stack.padding));row-gap:\(px(stack.spacing))"
    case .list: style = ""
    case .carousel(let carousel):
      style =
        "height:\(px(carousel.height));padding:\(padding(carousel.padding));"
        + "column-gap:\(px(carousel.spacing))" + snapType(carousel)
    }
    if let item {
      style = style.split(separator: ";").filter { !$0.hasPrefix("height:") }
        .joined(separator: ";")
      style += ";width:\(px(item.width));height:\(px(item.height))"
    }
    style += sticky(block.id, block.sticky) + snap(block.snap)
    let marker = marked && block.snap.snaps ? " mk" : ""
    switch block.kind {
    case .stack(let stack):
      out += "<div data-id=\"\(block.id)\" class=\"v\(marker)\" style=\"\(style)\">"
      for child in stack.children { write(child, into: &out) }
      out += "</div>"
    case .carousel(let carousel):
      out += "<div data-id=\"\(block.id)\" class=\"h\" style=\"\(style)\">"
      for item in carousel.items {
        write(item.block, into: &out, item: item, marked: carousel.markers)
      }
      out += "</div>"
    case .list(let list):
      out += "<div data-id=\"\(block.id)\" class=\"v\">"
      var pins = list.pins.makeIterator()
      var nextPin = pins.next()
      for row in 0..<list.count {
        let id = "\(block.id)-\(row)"
        var rowStyle = "height:\(px(list.rowHeight(row)))" + snap(block.snap)
        if let pin = nextPin, pin.index == row {
          rowStyle += sticky(id, pin.edge)
          nextPin = pins.next()
        }
        out += "<div data-id=\"\(id)\" style=\"\(rowStyle)\"></div>"
      }
      out += "</div>"
    default:
      let classes = marker.isEmpty ? "" : " class=\"mk\""
      out += "<div data-id=\"\(block.id)\"\(classes) style=\"\(style)\"></div>"
    }
  }

  /// `position: sticky` with the insets that put the pin lines where SPEC
  /// section 5 draws them: `top` from the scrollport's top to `T_k`,
  /// `bottom` from `B_k` to the scrollport's bottom.
  private func sticky(_ id: String, _ edge: StickyEdge) -> String {
    guard edge != .none else { return "" }
    var style = ";position:sticky"
    if edge.pinsTop { style += ";top:\(px(pinLines.top[id]! - scrollportTop))" }
    if edge.pinsBottom { style += ";bottom:\(px(scrollportBottom - pinLines.bottom[id]!))" }
    return style
  }

  /// `scroll-snap-type`, and the snapport `[T, B]` (the pin lines with
  /// nothing pinned yet) as `scroll-padding`.
  private var snapType: String {
    let type = screen.scroll.snap.type
    guard type != .none else { return "" }
    return ";scroll-snap-type:y \(type.rawValue);scroll-padding:"
      + "\(px(pinLines.baseTop - scrollportTop)) 0 \(px(scrollportBottom - pinLines.baseBottom)) 0"
  }

  /// A carousel's snapport (the frame less its left and right padding) as
  /// `scroll-padding-inline`, which also places its markers' targets; its
  /// `scroll-snap-type` along x, which CSS has for all but `page`; and its
  /// markers' group, laid out nowhere.
  private func snapType(_ carousel: Carousel) -> String {
    var style =
      ";scroll-padding-inline:\(px(carousel.padding.left)) \(px(carousel.padding.right))"
    switch carousel.snap.type {
    case .none, .page: break
    case .proximity, .mandatory: style += ";scroll-snap-type:x \(carousel.snap.type.rawValue)"
    }
    return style + (carousel.markers ? ";scroll-marker-group:after" : "")
  }

  /// A block's (on a list, each row's) `scroll-snap-align` and `scroll-snap-stop`.
  private func snap(_ snap: BlockSnap) -> String {
    guard snap.snaps else { return "" }
    return ";scroll-snap-align:\(snap.align.rawValue)"
      + (snap.stop == .always ? ";scroll-snap-stop:always" : "")
  }

  private func padding(_ insets: EdgeInsets) -> String {
    "\(px(insets.top)) \(px(insets.right)) \(px(insets.bottom)) \(px(insets.left))"
  }
}
