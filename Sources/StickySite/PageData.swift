import StickyCore
import StickyDrawing

/// The data a preview page replays: the Swift-computed tracks of every element
/// and what the page needs to draw it, as one compact JSON object.
///
/// Shape (all lengths in points, tracks in screen coordinates):
///
///     {"version": 1, "screen": ID, "title": T, "device": NAME,
///      "frame": "modern"|"classic"|"android", "width": W, "height": H, "safeTop": N,
///      "safeBottom": N, "background": COLOR?, "ink": INK?, "accentInk": INK,
///      "viewport": {"top", "bottom", "insetTop", "insetBottom"},
///      "contentHeight": N, "minOffset": 0, "maxOffset": N, "overscroll": N,
///      "pinLines": {"top": T, "bottom": B}, "ticks": [{"o": OFFSET, "label": TEXT}...],
///      "embed": {"width", "height"}, "elements": [ELEMENT...], "metrics": METRICS,
///      "hiding": HIDING?}
///
/// `pinLines` are `T` and `B` of SPEC section 5; `ticks` the breakpoints with
/// what changes at each (`BreakpointTicks`).
///
/// ELEMENT, in the order of the `frames` output (bars, scroll, header, blocks):
///
///     {"id", "type", "x", "w", "y": TRACK, "h": TRACK, "z": Z, "ride": RIDE, "c": C?,
///      ...display properties}
///
/// A TRACK is the flat piece list `[start, value, slope, start, value, slope, ...]`:
/// piece `k` gives `value + slope * (o - start)` from its start up to the next
/// piece's start, and piece 0 also applies before its start. `ride` is how the
/// element follows the offset (`ElementRide`): "content" (`y = c - o` with a
/// fixed height; `c` is given), "still", "moves" (fixed height) or "resizes";
/// the page needs to classify nothing. `z` is the stacking
/// class: 0 scroll, 1 content, 2 sticky (and everything inside it), 3 header,
/// 4 bars. Display properties, each present only when set: `label`, `detail`,
/// `title`, `subtitle` (and `titleY`, a TRACK: the top of the header's title
/// block below the header's top, by `HeaderTitles`), `text`, `lines`, `lineHeight`, `color`, `image` (a URL
/// relative to the page), `edge` and `translucent` (bars). Each `color` comes
/// with its `ink`, "light" or "dark" (`Ink`): the text on it, and the status bar
/// or home indicator over it; a surface without one takes the theme's ink. A
/// `text` block adds `shownLines`, the lines it shows: the page counts those
/// its text fills, as the browser breaks them, and bars the others (`TextLines`);
/// and its font, `fontSize` and `bold` when it is a heading (`TextLines.font`).
///
/// An element with effects (SPEC section 10) adds `"effects": [EFFECT...]`, in
/// the order written; elements without effects have no such member:
///
///     {"part": "self"|"image"|"text",
///      "property": "opacity"|"scale"|"translateX"|"translateY"|"blur"|"color"|"shadow",
///      "v": TRACK, "colors": ["#rrggbbaa"...]?, "state": STATE?}
///
/// `v` is the property's value as a function of the offset, a TRACK like `y`
/// but with its numbers written in full rather than to 1/10,000. A `color`
/// effect (SPEC section 13) adds its `colors`, and its `v` is the keyframe
/// position between them. A state effect adds `"state": {"values", "duration",
/// "holds": [[lower, upper, includesLower, includesUpper]...]}`: the value is
/// `values[1]` (or `colors[1]`) where the offset lies in one of the intervals
/// and `values[0]` elsewhere, and the page eases between them over `duration`
/// seconds on the curve of `metrics.ease` (`StateEasing`).
///
/// A list adds `"rows": {"count", "heights": [pattern], "label": TEMPLATE, "color",
/// "altColor", "ink", "altInk", "pins": [{"index", "edge", "y": TRACK}]}`; its own `y` is the
/// origin of its rows: row `i` sits at `y(o) + rowTop(i)` unless pinned.
///
/// METRICS are the numbers the page shares with its CSS (`PageMetrics.json`):
/// the device frame, the z-index of each stacking class, the status bar, the
/// control points of the state transitions' curve.
///
/// HIDING is there only when a bar hides or the header floats (SPEC section
/// 12, `HidingMotion`; `PageData+Hiding.swift`), so that the page runs the
/// rule itself:
///
///     {"top": {"height": E, "snap": BOOL}?, "bottom": {...}?, "header": {...}?,
///      "headerTop": N, "safeTop", "safeBottom", "restTop": T, "restBottom": B,
///      "origin": N, "snapSeconds": 0.25, "pinnedLine": N?, "demo": PATH}
///
/// `top`, `bottom` and `header` are the bar that hides at each edge and the
/// floating header; `headerTop` is the header's `n` at offset 0, `restTop` and
/// `restBottom` section 5's `T` and `B` at rest before a pinned header's line
/// `pinnedLine` raises `T`, `origin` the screen y of content y 0 at offset 0,
/// `demo` the Play control's path (`ScrollPath.demo`) in the `--path` grammar.
/// On such pages every element that is sticky or rides with one, and every
/// pinned row, adds its closed form `"form": [top, height, pinsTop, pinsBottom,
/// above, below, parentTop, parentBottom, shift]` (`StickyForm`, `StickyRide`);
/// a floating header's frame at a moment is its `y` and `h` at `min(o, e)`.
struct PageData {
  var screen: Screen
  var table: FrameTable
  /// The table's ticks, which the page's plot shows too.
  var ticks: [BreakpointTicks.Tick]
  /// Maps a layout `image` value to the URL the page loads it from.
  var imageURL: (String) throws(SiteError) -> String
  /// The theme's accent: the default color of buttons.
  var accent = Palette.accent

  func json() throws(SiteError) -> JSONValue {
    let viewport = table.viewport
    var members: [(String, JSONValue)] = [
      ("version", .number(1)),
      ("screen", .string(screen.id)),
    ]
    if let title = screen.title { members.append(("title", .string(title))) }
    members += [
      ("device", .string(screen.device)),
      ("frame", .string(screen.frame.rawValue)),
      ("width", .number(viewport.width)),
      ("height", .number(viewport.height)),
      ("safeTop", .number(screen.safeTop)),
      ("safeBottom", .number(screen.safeBottom)),
    ]
    if let background = screen.background {
      members.append(("background", .string(background.text)))
      members.append(("ink", .string(Ink.name(on: background))))
    }
    members.append(("accentInk", .string(Ink.name(on: accent))))
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
          ticks.map {
            .object([("o", .number($0.offset)), ("label", .string($0.label))])
          })
      ),
      ("embed", Self.embed(screen)),
      ("elements", .array(try elements())),
      ("metrics", PageMetrics.json),
    ]
    if let hiding { members.append(("hiding", hiding)) }
    return .object(members)
  }

  /// One entry per track: each carries its element.
  func elements() throws(SiteError) -> [JSONValue] {
    var result: [JSONValue] = []
    result.reserveCapacity(table.tracks.count)
    for track in table.tracks { result.append(try element(track)) }
    return result
  }

  private func element(_ track: ElementTrack) throws(SiteError) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("id", .string(track.id)),
      ("type", .string(track.kind.rawValue)),
      ("x", .number(track.x)),
      ("w", .number(track.width)),
      ("y", Self.track(track.y)),
      ("h", Self.track(track.height)),
      ("z", .number(Double(track.layer.rawValue))),
      ("ride", .string(track.ride.name)),
    ]
    if case .content(let intercept) = track.ride { members.append(("c", .number(intercept))) }
    if let ride = track.sticky, let form = form(ride.form, shift: ride.shift) {
      members.append(("form", form))
    }
    func add(_ key: String, _ value: String?) {
      if let value { members.append((key, .string(value))) }
    }
    func addColor(_ key: String, _ value: Color?) {
      if let value {
        members.append((key, .string(value.text)))
        members.append(("ink", .string(Ink.name(on: value))))
      }
    }
    if !track.effects.isEmpty {
      members.append(("effects", .array(track.effects.map(Self.effect))))
    }
    switch track.node {
    case .bar(let bar):
      members.append(("edge", .string(bar.edge.rawValue)))
      if bar.translucent { members.append(("translucent", .bool(true))) }
      add("label", bar.label)
      addColor("color", bar.color)
    case .scroll(let scroll):
      addColor("color", scroll.background)
    case .header(let header):
      add("title", header.title)
      add("subtitle", header.subtitle)
      if header.title != nil || header.subtitle != nil {
        let top = HeaderTitles.top(of: header, height: track.height, in: table.viewport)
        members.append(("titleY", Self.track(top)))
      }
      add("color", header.color?.text)
      members.append(("ink", .string(Ink.name(onHeader: header.color))))
      if let image = header.image { members.append(("image", .string(try imageURL(image)))) }
    case .block(let block):
      switch block.kind {
      case .stack(let stack):
        addColor("color", stack.color)
      case .box(let box):
        add("label", box.label)
        add("detail", box.detail)
        addColor("color", box.color)
        if let image = box.image { members.append(("image", .string(try imageURL(image)))) }
      case .text(let text):
        add("text", text.text)
        members.append(("lines", .number(Double(text.lines))))
        members.append(("lineHeight", .number(text.lineHeight)))
        let font = TextLines.font(lineHeight: text.lineHeight)
        members.append(("fontSize", .number(font.size)))
        if font.bold { members.append(("bold", .bool(true))) }
        let count = TextLines.count(
          lines: text.lines, height: track.height.value(at: 0), lineHeight: text.lineHeight)
        members.append(("shownLines", .number(Double(count))))
      case .button(let button):
        add("label", button.label)
        addColor("color", button.color)
      case .spacer:
        break
      case .list(let list):
        var rows: [(String, JSONValue)] = [
          ("count", .number(Double(list.count))),
          ("heights", .numbers(list.rowHeights)),
          ("label", .string(list.label)),
        ]
        if let color = list.color {
          rows.append(("color", .string(color.text)))
          rows.append(("ink", .string(Ink.name(on: color))))
        }
        if let color = list.altColor {
          rows.append(("altColor", .string(color.text)))
          rows.append(("altInk", .string(Ink.name(on: color))))
        }
        if let tracks = track.rows {
          let pins = tracks.pins.map { pin -> JSONValue in
            var members: [(String, JSONValue)] = [
              ("index", .number(Double(pin.index))), ("edge", .string(pin.edge.rawValue)),
              ("y", Self.track(pin.y)),
            ]
            if let form = form(pin.form, shift: 0) {
              members.append(("form", form))
            }
            return .object(members)
          }
          rows.append(("pins", .array(pins)))
        }
        members.append(("rows", .object(rows)))
      }
    case .row:
      break
    }
    return .object(members)
  }

  static func effect(_ track: EffectTrack) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("part", .string(track.effect.part.rawValue)),
      ("property", .string(track.effect.property.rawValue)),
      // Slopes of a fraction per point, and starts that steep pieces multiply,
      // would lose their precision rounded like lengths.
      (
        "v",
        .array(
          track.value.pieces.flatMap {
            [JSONValue.exactNumber($0.start), .exactNumber($0.value), .exactNumber($0.slope)]
          })
      ),
    ]
    // A colour effect's `v` is its keyframe position (SPEC section 13), so
    // the page needs the colours it moves between.
    if track.effect.property.takesColors {
      members.append(("colors", .array(track.effect.colors.map { .string($0.hexWithAlpha) })))
    }
    // A state's `v` is 0: its steps are the intervals where the condition
    // holds, each `[lower, upper, includesLower, includesUpper]`, an open
    // end written as -1e308 or 1e308, since JSON has no infinity.
    if let state = track.state {
      members.append(
        (
          "state",
          .object([
            ("values", .array(track.effect.values.map { .exactNumber($0) })),
            ("duration", .exactNumber(track.effect.duration)),
            (
              "holds",
              .array(
                state.intervals.map {
                  .array([
                    .exactNumber(max(-1e308, $0.lower)), .exactNumber(min(1e308, $0.upper)),
                    .bool($0.includesLower), .bool($0.includesUpper),
                  ])
                })
            ),
          ])
        ))
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
}
