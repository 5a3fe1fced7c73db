import StickyCore

extension ScreenDrawing {
  /// The element's group: its frame rectangle, then what it shows.
  func draw(
    _ track: DrawnTrack, ink: InkCopies, into element: inout ElementWriter,
    shapes: inout SharedShapes
  ) {
    element.begin(x: track.x)
    let width = track.width
    var selfGroups = 0
    /// The data-id rectangle, painted unless the element's own effects move
    /// what shows: the frame stays where `frames` puts it, the picture moves.
    /// A `color` effect of its own paints it instead of its colour, under
    /// its shadow (SPEC section 13).
    func frame(_ paint: [SVGWriter.Attribute], radius: Double = 0) {
      let corner = radius > 0 ? [("rx", NumberFormat.string(radius))] : []
      let size = [("width", NumberFormat.string(width))] + corner
      guard track.effects.contains(where: { $0.effect.part == .self }) else {
        element.shape(
          "rect", [("data-id", track.id)] + size + paint, lengths: [("height", .height)])
        return
      }
      element.shape(
        "rect", [("data-id", track.id)] + size + [("fill", "none")],
        lengths: [("height", .height)])
      selfGroups = openEffects(.self, of: track, into: &element, shapes: &shapes)
      shadow(.self, of: track, height: .height, radius: radius, into: &element, shapes: &shapes)
      guard let color = colorFill(of: track, part: .self, element: element) else {
        element.shape("rect", size + paint, lengths: [("height", .height)])
        return
      }
      element.shape(
        "rect", size + [("data-color", "self")],
        animated: element.placed([("height", .height)]) + color)
    }
    /// Draws what `body` draws inside the groups of `part`'s effects, clipped
    /// to the element's frame (with its corners) when those effects can carry
    /// it outside, as the page's element box clips it, over what the part's
    /// shadow and colour draw.
    func part(_ part: Effect.Part, radius: Double = 0, _ body: () -> Void) {
      let clipped = Self.movesOutside(part, of: track)
      if clipped { clip(track, radius: radius, into: &element, shapes: &shapes) }
      let groups = openEffects(part, of: track, into: &element, shapes: &shapes)
      background(part, of: track, height: .height, radius: radius, into: &element, shapes: &shapes)
      body()
      for _ in 0..<groups { element.end() }
      if clipped { element.end() }
    }
    // Elements whose size never changes place their text from their static height.
    let fixedHeight = track.height.value(at: 0)
    let radius = Corners.isCard(track.element) ? Corners.card : 0
    switch track.node {
    case .bar(let bar):
      frame(paint(bar.color, kind: bar.translucent ? "glass" : "bar"))
      hairline(track, edge: bar.edge, into: &element)
      if let label = bar.label {
        let middle = fixedHeight / 2 + 6
        let baseline = bar.edge == .top ? max(fixedHeight - 16, middle) : min(30, middle)
        part(.text) {
          text(
            label, x: width / 2, y: .fixed(baseline),
            size: bar.edge == .top ? TextLines.bodySize : TextLines.smallSize,
            room: width - 2 * TextWidth.inset,
            ink: ink, anchor: "middle", weight: 600, into: &element)
        }
      }
    case .scroll(let scroll):
      frame(paint(scroll.background, kind: "scroll"))
    case .header(let header):
      frame(paint(header.color, kind: "header"))
      // A colour of its own is the header's whole background, as on the page.
      if header.color == nil && track.effect(.color, of: .self) == nil {
        shade(width: width, into: &element, shapes: &shapes)
      }
      image(
        header.image, of: track, radius: 0,
        box: HeaderImage.box(of: header, height: track.height, in: table.viewport),
        shaded: header.title != nil || header.subtitle != nil, into: &element, shapes: &shapes)
      if let top = titlesTop(of: track.node, height: track.height) {
        // A nested svg as large as the header clips what text effects move
        // outside it, as the page's header does, and needs no id.
        var titles = element.child()
        titles.group("translate") { "0 " + NumberFormat.string(top.value(at: $0)) }
        let block = HeaderTitles.blockHeight(of: header)
        let groups = openEffects(
          .text, of: track, box: .constant(block), into: &titles, shapes: &shapes)
        background(
          .text, of: track, height: .fixed(block), radius: 0, into: &titles, shapes: &shapes)
        var lineTop = 0.0
        let start = HeaderTitles.alignment(of: header, on: screen.frame) == .start
        for (line, size, lineHeight, weight) in [
          (header.title, HeaderTitles.titleSize, HeaderTitles.titleLineHeight, 700),
          (header.subtitle, HeaderTitles.subtitleSize, HeaderTitles.subtitleLineHeight, 600),
        ] {
          guard let line else { continue }
          let baseline = lineTop + HeaderTitles.baseline(lineHeight: lineHeight, size: size)
          text(
            line, x: start ? HeaderTitles.sideInset : width / 2, y: .fixed(baseline), size: size,
            room: width - 2 * HeaderTitles.sideInset, ink: ink,
            anchor: start ? "start" : "middle",
            weight: weight, into: &titles)
          lineTop += lineHeight
        }
        for _ in 0...groups { titles.end() }
        element.shape(
          "svg", [("width", NumberFormat.string(width)), ("overflow", "hidden")],
          lengths: [("height", .height)], children: titles.svg)
      }
    case .block(let block):
      switch block.kind {
      case .stack, .carousel:
        frame(
          block.containerColor.map { [("fill", $0.text)] } ?? [("fill", "none")], radius: radius)
      case .box(let box):
        frame(paint(box.color, kind: "box"), radius: radius)
        image(
          box.image, of: track, radius: radius, shaded: box.label != nil || box.detail != nil,
          into: &element, shapes: &shapes)
        let detail = fixedHeight >= 44 ? box.detail : nil
        part(.text, radius: radius) {
          if let label = box.label {
            text(
              label, x: TextWidth.inset, y: .middle(detail == nil ? 6 : -3),
              size: TextLines.bodySize,
              room: width - 2 * TextWidth.inset, ink: ink, weight: 600,
              into: &element)
          }
          if let detail {
            text(
              detail, x: TextWidth.inset, y: .middle(18), size: TextLines.smallSize,
              room: width - 2 * TextWidth.inset, ink: ink, into: &element)
          }
        }
      case .text(let body):
        frame([("fill", "none")])
        let font = TextLines.font(lineHeight: body.lineHeight)
        let count = TextLines.count(
          lines: body.lines, height: fixedHeight, lineHeight: body.lineHeight)
        let lines = Self.wrap(
          body.text, width: width, size: font.size, weight: font.bold ? 700 : 400, lines: count)
        part(.text) {
          for (index, line) in lines.enumerated() {
            let baseline = (Double(index) + 0.5) * body.lineHeight + font.size * 0.35
            text(
              line, x: 0, y: .fixed(baseline), size: font.size, room: width,
              ink: ink, weight: font.bold ? 700 : 400, into: &element)
          }
          for index in lines.count..<max(lines.count, count) {
            let share =
              index == count - 1 && count > 1 ? TextLines.lastBarWidth : TextLines.barWidth
            element.shape(
              "rect",
              [
                ("width", NumberFormat.string(width * share)),
                ("height", NumberFormat.string(body.lineHeight * TextLines.barHeight)),
                ("rx", NumberFormat.string(body.lineHeight * TextLines.barHeight / 2)),
                ("class", "s-line"),
              ],
              lengths: [
                ("y", .fixed((Double(index) + TextLines.barTop) * body.lineHeight))
              ])
          }
        }
      case .button(let button):
        let radius = min(Corners.button, fixedHeight / 2)
        frame(paint(button.color.map { Ink.button($0).fill }, kind: "button"), radius: radius)
        part(.text, radius: radius) {
          text(
            button.label, x: width / 2, y: .middle(6), size: TextLines.bodySize,
            room: width - 2 * TextWidth.inset,
            ink: ink,
            anchor: "middle", weight: 600, into: &element)
        }
      case .spacer, .list:
        frame([("fill", "none")])
      }
    case .row:
      frame([("fill", "none")])
    }
    for _ in 0..<selfGroups { element.end() }
    element.end()
  }

  /// The tracks a header's parts follow besides its own (its titles' top, its
  /// image's top and height), whose breakpoints are key frames too.
  func headerTracks(of node: ElementNode, height: PiecewiseLinear) -> [PiecewiseLinear] {
    guard case .header(let header) = node else { return [] }
    let titles = titlesTop(of: node, height: height).map { [$0] } ?? []
    let image =
      header.image == nil
      ? nil : HeaderImage.box(of: header, height: height, in: table.viewport)
    return titles + (image.map { [$0.y, $0.height] } ?? [])
  }

  /// Where a header's title block sits below the header's top (`HeaderTitles`),
  /// its height following `height`; nil for any other element, and for a
  /// header without titles.
  func titlesTop(of node: ElementNode, height: PiecewiseLinear) -> PiecewiseLinear? {
    guard case .header(let header) = node, header.title != nil || header.subtitle != nil
    else { return nil }
    return HeaderTitles.top(of: header, height: height, in: table.viewport)
  }

  /// A line of real text, at most `room` points wide: a line that `TextWidth`
  /// finds wider is squeezed to `room`. `ink` holds its classes (`TextInk`),
  /// readable on what is under it.
  func text(
    _ value: String, x: Double, y: ElementWriter.Length, size: Double, room: Double,
    ink: InkCopies, anchor: String = "start", weight: Int = 400,
    into element: inout ElementWriter
  ) {
    var attributes = [("x", NumberFormat.string(x)), ("font-size", NumberFormat.string(size))]
    if weight != 400 { attributes.append(("font-weight", String(weight))) }
    attributes += TextWidth.squeezed(value, size: size, weight: weight, room: room)
    if anchor != "start" { attributes.append(("text-anchor", anchor)) }
    guard ink.copies.count > 1 else {
      attributes.append(("class", ink.copies[0].className))
      element.shape("text", attributes, lengths: [("y", y)], text: value)
      return
    }
    for copy in ink.copies {
      InkCopies.open(copy, into: &element.svg)
      element.shape("text", attributes, lengths: [("y", y)], text: value)
      element.svg.close("g")
    }
  }

  /// The element's image filling its frame as the page's `object-fit: cover`
  /// does (or `box`, a header image's own top and height, `HeaderImage`),
  /// clipped to the frame (with its corners) as the page's element box clips
  /// it, whatever its image effects do to it. Under text it is `shaded` as
  /// the default header is, and the text is white (`InkTrack.text`).
  private func image(
    _ value: String?, of track: DrawnTrack, radius: Double,
    box: (y: PiecewiseLinear, height: PiecewiseLinear)? = nil, shaded: Bool,
    into element: inout ElementWriter, shapes: inout SharedShapes
  ) {
    guard let value, let image = images[value] else { return }
    let width = NumberFormat.string(track.width)
    clip(track, radius: radius, into: &element, shapes: &shapes)
    let groups = openEffects(.image, of: track, into: &element, shapes: &shapes)
    background(.image, of: track, height: .height, radius: radius, into: &element, shapes: &shapes)
    let n = NumberFormat.string
    let lengths: [(String, ElementWriter.Length)] = box == nil ? [("height", .height)] : []
    let values: [(String, (Double) -> String)] =
      box.map { box in
        [("y", { n(box.y.value(at: $0)) }), ("height", { n(box.height.value(at: $0)) })]
      } ?? []
    if let size = image.svgSize {
      var picture = SVGWriter()
      picture.leaf(
        "image",
        [
          ("href", image.href), ("width", NumberFormat.string(size.width)),
          ("height", NumberFormat.string(size.height)),
        ])
      let viewBox = "0 0 \(NumberFormat.string(size.width)) \(NumberFormat.string(size.height))"
      element.shape(
        "svg",
        [
          ("width", width), ("viewBox", viewBox), ("preserveAspectRatio", "xMidYMid slice"),
          ("overflow", "hidden"),
        ], lengths: lengths, values: values, children: picture)
    } else {
      element.shape(
        "image",
        [("href", image.href), ("width", width), ("preserveAspectRatio", "xMidYMid slice")],
        lengths: lengths, values: values)
    }
    for _ in 0..<groups { element.end() }
    if shaded { shade(width: track.width, into: &element, shapes: &shapes) }
    element.end()
  }

  /// Whether `part`'s effects can carry it outside the element's frame: a
  /// translation, a scale or a blur (opacity leaves it where it is).
  static func movesOutside(_ part: Effect.Part, of track: DrawnTrack) -> Bool {
    track.effects.contains { $0.effect.part == part && $0.effect.property != .opacity }
  }

  /// Opens a group clipped to the element's frame, with corners of `radius`,
  /// whose height follows the frame's track; a filmstrip draws an element
  /// once per offset, so each clip takes an id the document has not used.
  private func clip(
    _ track: DrawnTrack, radius: Double, into element: inout ElementWriter,
    shapes: inout SharedShapes
  ) {
    let corner = radius > 0 ? [("rx", NumberFormat.string(radius))] : []
    var frame = element.child()
    frame.shape(
      "rect", [("width", NumberFormat.string(track.width))] + corner,
      lengths: [("height", .height)])
    let id = shapes.uniqueID("clip")
    element.shape("clipPath", [("id", id)], values: [], children: frame.svg)
    element.svg.open("g", [("clip-path", "url(#\(id))")])
  }

  /// The default header's shading, the page's `linear-gradient` from the
  /// accent to the accent darkened (`HeaderShade`): black, from clear to the
  /// darkening, over the accent, or over an image under text. Its ends are where CSS puts a gradient line
  /// at that angle across the element's box; they are linear in the height,
  /// so they follow a stretching header exactly.
  private func shade(width: Double, into element: inout ElementWriter, shapes: inout SharedShapes) {
    let (dx, dy) = HeaderShade.direction
    // The line runs along the direction through the centre, as long as
    // |w dx| + |h dy|.
    func end(_ sign: Double) -> [(String, ElementWriter.Length)] {
      let along = (constant: abs(dx) * width / 2 * sign, share: abs(dy) / 2 * sign)
      return [
        ("x", .init(constant: width / 2 + dx * along.constant, share: dx * along.share)),
        ("y", .init(constant: dy * along.constant, share: 0.5 + dy * along.share)),
      ]
    }
    var stops = SVGWriter()
    stops.leaf("stop", [("offset", "0"), ("stop-opacity", "0")])
    stops.leaf(
      "stop", [("offset", "1"), ("stop-opacity", NumberFormat.fraction(HeaderShade.darkening))])
    let id = shapes.uniqueID("shade")
    let ends = end(-1).map { ($0.0 + "1", $0.1) } + end(1).map { ($0.0 + "2", $0.1) }
    element.shape(
      "linearGradient", [("id", id), ("gradientUnits", "userSpaceOnUse")],
      lengths: ends, children: stops)
    element.shape(
      "rect", [("width", NumberFormat.string(width)), ("fill", "url(#\(id))")],
      lengths: [("height", .height)])
  }

  /// Words laid into at most `lines` lines no wider than `width` points, as
  /// `TextWidth` bounds them. A word wider than a line has a line of its own,
  /// which `text` squeezes to fit. The last line ends with an ellipsis when
  /// words are left over, after as many of its words as leave room for it.
  static func wrap(
    _ text: String, width: Double, size: Double, weight: Int = 400, lines: Int
  ) -> [String] {
    let space = TextWidth.of(" ", size: size, weight: weight)
    var result: [String] = []
    var line = ""
    var lineWidth = 0.0
    var words = text.split(whereSeparator: \.isWhitespace)[...]
    while let word = words.first, result.count < lines {
      let wordWidth = TextWidth.of(word, size: size, weight: weight)
      if line.isEmpty {
        (line, lineWidth) = (String(word), wordWidth)
        words.removeFirst()
      } else if lineWidth + space + wordWidth <= width {
        line += " " + word
        lineWidth += space + wordWidth
        words.removeFirst()
      } else {
        result.append(line)
        line = ""
      }
    }
    if !line.isEmpty && result.count < lines { result.append(line) }
    guard !words.isEmpty, var last = result.popLast() else { return result }
    while TextWidth.of(last + "…", size: size, weight: weight) > width,
      let cut = last.lastIndex(of: " ")
    {
      last = String(last[..<cut])
    }
    result.append(last + "…")
    return result
  }
}
