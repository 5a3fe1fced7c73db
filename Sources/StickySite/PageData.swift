import StickyCore
import StickyDrawing

/// The data a preview page replays: the Swift-computed tracks of every element
/// and what the page needs to draw it, as one compact JSON object.
///
/// Shape (all lengths in points, tracks in screen coordinates):
///
///     {"version": 1, "screen": ID, "title": T, "device": NAME, "frame": "modern"|"classic",
///      "width": W, "height": H, "safeTop": N, "safeBottom": N, "background": COLOR?,
///      "viewport": {"top", "bottom", "insetTop", "insetBottom"},
///      "contentHeight": N, "minOffset": 0, "maxOffset": N, "overscroll": N,
///      "pinLines": {"top": T, "bottom": B}, "ticks": [{"o": OFFSET, "label": TEXT}...],
///      "embed": {"width", "height"}, "elements": [ELEMENT...], "metrics": METRICS}
///
/// `pinLines` are `T` and `B` of SPEC section 5; `ticks` the breakpoints with
/// what changes at each (`BreakpointTicks`).
///
/// ELEMENT, in the order of the `frames` output (bars, scroll, header, blocks):
///
///     {"id", "type", "x", "w", "y": TRACK, "h": TRACK, "z": Z, ...display properties}
///
/// A TRACK is the flat piece list `[start, value, slope, start, value, slope, ...]`:
/// piece `k` gives `value + slope * (o - start)` from its start up to the next
/// piece's start, and piece 0 also applies before its start. `z` is the stacking
/// class: 0 scroll, 1 content, 2 sticky (and everything inside it), 3 header,
/// 4 bars. Display properties, each present only when set: `label`, `detail`,
/// `title`, `subtitle`, `text`, `lines`, `lineHeight`, `color`, `image` (a URL
/// relative to the page), `edge` and `translucent` (bars).
///
/// A list adds `"rows": {"count", "heights": [pattern], "label": TEMPLATE, "color",
/// "altColor", "pins": [{"index", "edge", "y": TRACK}]}`; its own `y` is the
/// origin of its rows: row `i` sits at `y(o) + rowTop(i)` unless pinned.
///
/// METRICS are the numbers the page shares with its CSS (`PageMetrics.json`):
/// the device frame, the z-index of each stacking class, the status bar.
struct PageData {
  var screen: Screen
  var table: FrameTable
  /// Maps a layout `image` value to the URL the page loads it from.
  var imageURL: (String) throws(SiteError) -> String

  func json() throws(SiteError) -> JSONValue {
    let viewport = table.viewport
    var members: [(String, JSONValue)] = [
      ("version", .number(1)),
      ("screen", .string(screen.id)),
    ]
    if let title = screen.title { members.append(("title", .string(title))) }
    members += [
      ("device", .string(screen.device)),
      ("frame", .string(screen.safeBottom > 0 ? "modern" : "classic")),
      ("width", .number(viewport.width)),
      ("height", .number(viewport.height)),
      ("safeTop", .number(screen.safeTop)),
      ("safeBottom", .number(screen.safeBottom)),
    ]
    if let background = screen.background {
      members.append(("background", .string(try Self.color(background, of: screen.id))))
    }
    members += [
      (
        "viewport",
        .object([
          ("top", .number(viewport.top)), ("bottom", .number(viewport.bottom)),
          ("insetTop", .number(viewport.insetTop)),
          ("insetBottom", .number(viewport.insetBottom)),
        ])
      ),
      ("contentHeight", .number(table.contentHeight)),
      ("minOffset", .number(table.minOffset)),
      ("maxOffset", .number(table.maxOffset)),
      ("overscroll", .number(table.overscroll)),
      (
        "pinLines", .object([("top", .number(table.pinTop)), ("bottom", .number(table.pinBottom))])
      ),
      (
        "ticks",
        .array(
          BreakpointTicks(screen: screen, table: table).ticks.map {
            .object([("o", .number($0.offset)), ("label", .string($0.label))])
          })
      ),
      ("embed", Self.embed(screen)),
      ("elements", .array(try elements())),
      ("metrics", PageMetrics.json),
    ]
    return .object(members)
  }

  /// One entry per track, matching the model's nodes to the table's tracks by
  /// walking both in the same order.
  func elements() throws(SiteError) -> [JSONValue] {
    let nodes = ModelWalk(screen: screen).nodes
    guard nodes.count == table.tracks.count else {
      throw SiteError(
        "internal error: \(screen.id) has \(nodes.count) nodes for "
          + "\(table.tracks.count) tracks")
    }
    var result: [JSONValue] = []
    result.reserveCapacity(nodes.count)
    for (node, track) in zip(nodes, table.tracks) {
      guard node.id == track.id else {
        throw SiteError(
          "internal error: \(screen.id) lists \(node.id) where its frame "
            + "table has \(track.id)")
      }
      result.append(try element(node, track))
    }
    return result
  }

  private func element(_ node: ModelWalk.Node, _ track: ElementTrack) throws(SiteError)
    -> JSONValue
  {
    var members: [(String, JSONValue)] = [
      ("id", .string(track.id)),
      ("type", .string(track.type)),
      ("x", .number(track.x)),
      ("w", .number(track.width)),
      ("y", Self.track(track.y)),
      ("h", Self.track(track.height)),
      ("z", .number(Double(node.layer.rawValue))),
    ]
    func add(_ key: String, _ value: String?) {
      if let value { members.append((key, .string(value))) }
    }
    func addColor(_ key: String, _ value: String?) throws(SiteError) {
      if let value { members.append((key, .string(try Self.color(value, of: node.id)))) }
    }
    switch node.kind {
    case .bar(let bar):
      members.append(("edge", .string(bar.edge.rawValue)))
      if bar.translucent { members.append(("translucent", .bool(true))) }
      add("label", bar.label)
      try addColor("color", bar.color)
    case .scroll(let scroll):
      try addColor("color", scroll.background)
    case .header(let header):
      add("title", header.title)
      add("subtitle", header.subtitle)
      try addColor("color", header.color)
      if let image = header.image { members.append(("image", .string(try imageURL(image)))) }
    case .block(let block):
      switch block.kind {
      case .stack(let stack):
        try addColor("color", stack.color)
      case .box(let box):
        add("label", box.label)
        add("detail", box.detail)
        try addColor("color", box.color)
        if let image = box.image { members.append(("image", .string(try imageURL(image)))) }
      case .text(let text):
        add("text", text.text)
        members.append(("lines", .number(Double(text.lines))))
        members.append(("lineHeight", .number(text.lineHeight)))
      case .button(let button):
        add("label", button.label)
        try addColor("color", button.color)
      case .spacer:
        break
      case .list(let list):
        var rows: [(String, JSONValue)] = [
          ("count", .number(Double(list.count))),
          ("heights", .numbers(list.rowHeights)),
          ("label", .string(list.label)),
        ]
        if let color = list.color {
          rows.append(("color", .string(try Self.color(color, of: node.id))))
        }
        if let color = list.altColor {
          rows.append(("altColor", .string(try Self.color(color, of: node.id))))
        }
        if let tracks = track.rows {
          let pins = zip(tracks.pinnedRows, tracks.pinnedY).map { index, y -> JSONValue in
            let edge = list.pins.first { $0.index == index }?.edge ?? .both
            return .object([
              ("index", .number(Double(index))), ("edge", .string(edge.rawValue)),
              ("y", Self.track(y)),
            ])
          }
          rows.append(("pins", .array(pins)))
        }
        members.append(("rows", .object(rows)))
      }
    }
    return .object(members)
  }

  /// The embed page's size at 1:1 (`PageMetrics.embedSize`).
  static func embed(_ screen: Screen) -> JSONValue {
    let size = PageMetrics.embedSize(of: screen)
    return .object([("width", .number(size.width)), ("height", .number(size.height))])
  }

  static func track(_ function: PiecewiseLinear) -> JSONValue {
    .numbers(function.pieces.lazy.flatMap { [$0.start, $0.value, $0.slope] })
  }

  /// Colors reach the page as data only after this check: `#rgb`, `#rrggbb` or
  /// `#rrggbbaa`, as SPEC section 3 allows.
  static func color(_ value: String, of id: String) throws(SiteError) -> String {
    let digits = value.unicodeScalars.dropFirst()
    guard value.hasPrefix("#"), [3, 6, 8].contains(digits.count),
      digits.allSatisfy(\.properties.isASCIIHexDigit)
    else {
      throw SiteError(
        "\(id): the color \(DiagnosticText.quoted(value)) is not #rgb, #rrggbb or #rrggbbaa")
    }
    return value
  }
}
