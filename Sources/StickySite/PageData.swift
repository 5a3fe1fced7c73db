import StickyCore
import StickyDrawing

/// The data a preview page replays: the Swift-computed tracks of every element
/// and what the page needs to draw it, as one compact JSON object.
///
/// Shape (all lengths in points, tracks in screen coordinates):
///
///     {"version": 1, "screen": ID, "title": T, "device": NAME,
///      "frame": "modern"|"classic"|"android", "width": W, "height": H, "safeTop": N,
///      "safeBottom": N, "status": {"height", "clock", "signal": true?}?,
///      "camera": "island"|"punch-hole"?, "background": COLOR?, "ink": INK?,
///      "viewport": {"top", "bottom", "insetTop", "insetBottom"},
///      "contentHeight": N, "minOffset": 0, "maxOffset": N, "overscroll": N,
///      "pinLines": {"top": T, "bottom": B}, "ticks": [{"o": OFFSET, "label": TEXT}...],
///      "embed": {"width", "height"}, "elements": [ELEMENT...], "metrics": METRICS,
///      "hiding": HIDING?}
///
/// `pinLines` are `T` and `B` of SPEC section 5; `ticks` the breakpoints with
/// what changes at each (`BreakpointTicks`). `frame` names the device frame's
/// look, a class of the page's device. Over a top safe area the page draws
/// the `status` bar, as tall as `height`, with its `clock` and, where
/// `signal`, a signal icon; and the `camera` when one shows over the screen
/// (`decor(_:)`).
///
/// ELEMENT, in the order of the `frames` output (bars, scroll, header, blocks):
///
///     {"id", "type", "x", "w", "y": TRACK, "h": TRACK, "z": Z, "ride": RIDE, "c": C?,
///      "form": FORM?, "hides": "top"|"bottom"|"header"?,
///      "surface": INK|"theme"|"rows"?, ...display properties}
///
/// A TRACK is the flat piece list `[start, value, slope, start, value, slope, ...]`:
/// piece `k` gives `value + slope * (o - start)` from its start up to the next
/// piece's start, and piece 0 also applies before its start. `ride` is how the
/// element follows the offset (`ElementRide`): "content" (`y = c - o` with a
/// fixed height; `c` is given), "still", "moves" (fixed height) or "resizes";
/// the page needs to classify nothing, and reads `type` only to dress the
/// element's node (its class and the parts it holds). `surface` is there on
/// each element that paints the screen under it (`SurfaceInk`): the ink of
/// what it paints, "theme" for the theme's, or "rows" for a list, whose rows
/// and pinned rows paint. `z` is the stacking class: 0 scroll, 1 content, 2
/// sticky (and everything inside it), 3 header, 4 bars. Display properties,
/// each present only when set: `label`, `detail`, `title`, `subtitle` (and
/// `titleY`, a TRACK: the top of the header's title block below the header's
/// top, by `HeaderTitles`), `text`, `lines`, `lineHeight`, `color`, `image`
/// (a URL relative to the page), `edge` and `translucent` (bars). Each `color`
/// comes with its `ink`, "light" or "dark" (`Ink`): the text on it, and the
/// status bar or home indicator over it; a surface without one takes the
/// theme's ink. A `text` block adds `shownLines`, the lines it shows: the page
/// counts those its text fills, as the browser breaks them, and bars the
/// others (`TextLines`); and its font, `fontSize` and `bold` when it is a
/// heading (`TextLines.font`).
///
/// An element with effects (SPEC section 10) adds `"effects": [EFFECT...]`, in
/// the order written; elements without effects have no such member:
///
///     {"part": "self"|"image"|"text",
///      "property": "opacity"|"scale"|"translateX"|"translateY"|"blur"|"color"|"shadow",
///      "v": TRACK, "hairline": true?, "colors": ["#rrggbbaa"...]?, "state": STATE?}
///
/// `v` is the property's value as a function of the offset, a TRACK like `y`
/// but with its numbers written in full rather than to 1/10,000. A `shadow`
/// with `hairline` is the opacity of the element's hairline, not a drop
/// shadow (`EffectShadow.isHairline`). A `color` effect (SPEC section 13) adds
/// its `colors`, and its `v` is the keyframe position between them. A state effect adds `"state": {"values", "duration",
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
/// the device frame, the z-index of each stacking class, the line the home
/// indicator takes its ink from, the bars of a text block's empty lines, the
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
/// the bars that hide and the floating header add `hides`, the member of
/// HIDING that is theirs; a floating header's frame at a moment is its `y`
/// and `h` at `min(o, e)`.
struct PageData {
  var screen: Screen
  var table: FrameTable
  /// The table's ticks, which the page's plot shows too.
  var ticks: [BreakpointTicks.Tick]
  /// Maps a layout `image` value to the URL the page loads it from.
  var imageURL: (String) throws(SiteError) -> String
  /// The theme's accent: the default color of buttons, whose ink their
  /// `surface` is.
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
    members += Self.decor(screen)
    if let background = screen.background {
      members.append(("background", .string(background.text)))
      members.append(("ink", .string(Ink.name(on: background))))
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
    if let part = hidingPart(of: track.node) { members.append(("hides", .string(part.rawValue))) }
    if let surface = surface(of: track.node) { members.append(("surface", .string(surface))) }
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
      members.append(
        ("effects", .array(track.effects.map { Self.effect($0, of: track.kind) })))
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

  /// An effect of an element of `kind`.
  static func effect(_ track: EffectTrack, of kind: ElementKind) -> JSONValue {
    let effect = track.effect
    var members: [(String, JSONValue)] = [
      ("part", .string(effect.part.rawValue)),
      ("property", .string(effect.property.rawValue)),
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
    if effect.property == .shadow && EffectShadow.isHairline(effect.part, of: kind) {
      members.append(("hairline", .bool(true)))
    }
    // A colour effect's `v` is its keyframe position (SPEC section 13), so
    // the page needs the colours it moves between.
    if effect.property.takesColors {
      members.append(("colors", .array(effect.colors.map { .string($0.hexWithAlpha) })))
    }
    // A state's `v` is 0: its steps are the intervals where the condition
    // holds, each `[lower, upper, includesLower, includesUpper]`, an open
    // end written as -1e308 or 1e308, since JSON has no infinity.
    if let state = track.state {
      members.append(
        (
          "state",
          .object([
            ("values", .array(effect.values.map { .exactNumber($0) })),
            ("duration", .exactNumber(effect.duration)),
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

  /// What an element paints under a line of the screen, for the ink of the
  /// status bar and the home indicator (`SurfaceInk`): its ink, "theme" for
  /// the theme's, "rows" for a list; nil for one that paints nothing.
  func surface(of node: ElementNode) -> String? {
    if case .block(let block) = node, case .list = block.kind { return "rows" }
    return SurfaceInk.ink(of: node, accent: accent).map { $0 ?? "theme" }
  }

  /// What the phone shows over the top of its screen, as `ScreenDecor` draws
  /// it: over a top safe area the status bar, its height, its clock and
  /// whether it shows a signal, and the camera that shows over the screen,
  /// by the name of its look (`FrameMetrics`).
  static func decor(_ screen: Screen) -> [(String, JSONValue)] {
    guard screen.safeTop > 0 else { return [] }
    let metrics = FrameMetrics(screen.frame)
    var status: [(String, JSONValue)] = [
      ("height", .number(min(screen.safeTop, FrameMetrics.statusBarMaxHeight))),
      ("clock", .string(metrics.status.clock)),
    ]
    if metrics.status.signal != nil { status.append(("signal", .bool(true))) }
    var members: [(String, JSONValue)] = [("status", .object(status))]
    if metrics.showsCamera(over: screen) {
      let camera =
        switch screen.frame {
        case .modern, .classic: "island"
        case .android: "punch-hole"
        }
      members.append(("camera", .string(camera)))
    }
    return members
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
