import StickyCore
import StickyDrawing

/// What a preview page says about its screen: the layout's description (or
/// the generic hint), its facts in a designer's words, and the motion plot.
extension SiteBuilder {
  static let genericHint = (
    pointer:
      "Scroll over the screen with the wheel or trackpad, drag it with the pointer, or click "
      + "it and use the arrow keys, Page Up/Down, Space, Home and End. Pull past either end to "
      + "see the rubber band.",
    touch: "Drag the screen to scroll it; pull past either end to see the rubber band."
  )

  /// A hint in two wordings, one shown where the reader points and clicks,
  /// the other where they touch (site.css picks by `hover` and `pointer`).
  static func hint(pointer: String, touch: String, into html: inout HTMLWriter) {
    html.open("p", [("class", "hint")])
    html.leaf("span", [("class", "for-pointer")], text: pointer)
    html.leaf("span", [("class", "for-touch")], text: touch)
    html.close("p")
  }

  /// The description paragraph, or the generic hint when the layout has none.
  static func about(_ screen: Screen) -> String {
    HTMLWriter.markup { html in
      guard let text = screen.description, !text.isEmpty else {
        hint(pointer: genericHint.pointer, touch: genericHint.touch, into: &html)
        return
      }
      html.leaf("p", [("class", "description"), ("id", "description")], text: text)
    }
  }

  /// The breakpoints as a list of buttons, each going to its offset
  /// (`controls.js`) and saying what changes there, after its offset (drawn
  /// from `data-offset`, an element less per entry on a page that may have 48);
  /// nothing without any. A
  /// long list scrolls; Tab goes from button to button, not to the list
  /// itself first (Firefox makes a scrolling box a stop of its own).
  static func breakpoints(_ ticks: [BreakpointTicks.Tick]) -> String {
    guard !ticks.isEmpty else { return "" }
    return HTMLWriter.markup { html in
      html.leaf(
        "h2", [("class", "breakpoints-head"), ("id", "breakpoints-head")], text: "Breakpoints")
      html.open(
        "ol",
        [
          ("class", "breakpoints"), ("id", "breakpoints"),
          ("aria-labelledby", "breakpoints-head"), ("tabindex", "-1"),
        ])
      for tick in ticks {
        html.open("li")
        html.leaf(
          "button", [("type", "button"), ("data-offset", NumberFormat.string(tick.offset))],
          text: tick.label)
        html.close("li")
      }
      html.close("ol")
    }
  }

  /// A fact's value with each number held to the word before it and to its
  /// unit, so that a narrow panel wraps "375 × 667 pt" or "below 120 pt" as a
  /// whole, and a line ends after a "·", not before it.
  static func unbroken(_ value: String) -> String {
    let words = value.split(separator: " ", omittingEmptySubsequences: false)
    var result = String(words.first ?? "")
    for (before, word) in zip(words, words.dropFirst()) {
      let holds =
        before != "·"
        && (before == "×" || word == "×" || word == "·" || word.hasPrefix("pt")
          || word.contains(where: \.isNumber))
      result += (holds ? "\u{00A0}" : " ") + word
    }
    return result
  }

  /// The facts as `<dt>`/`<dd>` pairs: "Content: 1,480 pt tall, scrolls 750 pt".
  static func facts(_ screen: Screen, table: Scene) -> String {
    let points = NumberFormat.points
    let viewport = table.viewport
    var facts: [(String, String)] = [
      ("Screen", deviceDescription(screen) + " pt"),
      (
        "Content",
        points(table.contentHeight) + " tall, "
          + (table.maxOffset > 0 ? "scrolls " + points(table.maxOffset) : "fits without scrolling")
      ),
    ]
    // The bars that take room: those from the edge to the first the content runs under.
    func under(_ stack: BarStack) -> String {
      let taking = stack.bars.prefix { !$0.liesOverContent }.count
      return "Under the \(stack.edge.rawValue) bar" + (taking > 1 ? "s" : "")
    }
    if viewport.top > 0 { facts.append((under(screen.topStack), points(viewport.top))) }
    if viewport.bottom < viewport.height {
      facts.append((under(screen.bottomStack), points(viewport.height - viewport.bottom)))
    }
    if viewport.insetTop > 0 { facts.append(("Kept clear at the top", points(viewport.insetTop))) }
    if viewport.insetBottom > 0 {
      facts.append(("Kept clear at the bottom", points(viewport.insetBottom)))
    }
    facts += hidingFacts(table)
    facts += stateFacts(table)
    if table.tracks.contains(where: { $0.layer == .sticky || $0.rows?.pins.isEmpty == false }) {
      facts.append(("Sticky views pin", pinLines(table)))
    }
    if table.overscroll > 0 { facts.append(("Pulls past either end", points(table.overscroll))) }
    return HTMLWriter.markup { html in
      for (name, value) in facts {
        html.leaf("dt", text: name)
        html.leaf("dd", text: unbroken(value))
      }
    }
  }

  /// What each bar that hides and a floating header do (SPEC section 12).
  static func hidingFacts(_ table: Scene) -> [(String, String)] {
    let points = NumberFormat.points
    let hiding = table.hiding
    func lettingGo(_ snap: Bool) -> String {
      snap ? "snaps to the nearer end when you let go" : "stays where you let go"
    }
    var facts: [(String, String)] = []
    for (index, bar) in hiding.hidingBars.enumerated() {
      let edge = bar.edge == .top ? "Top" : "Bottom"
      let alone = hiding.hidingBars.filter { $0.edge == bar.edge }.count == 1
      // A bar that hides carries the bars stacked inside it, further from its edge.
      let carried = hiding.movingBars.filter { $0.bar.id != bar.id && $0.carriers.contains(index) }
      let carrying =
        carried.isEmpty
        ? ""
        : ", carrying "
          + carried.map { DiagnosticText.quoted($0.bar.id) }.joined(separator: " and ")
      facts.append(
        (
          alone ? edge + " bar hides" : edge + " bar " + DiagnosticText.quoted(bar.id) + " hides",
          "as you scroll down, all " + points(bar.height) + carrying
            + "; returns as soon as you scroll up; " + lettingGo(bar.snap)
        ))
    }
    for track in table.tracks {
      guard case .header(let header) = track.node, header.floating else { continue }
      let opening =
        header.collapsedHeight < header.height
        ? ", at " + points(header.collapsedHeight) + " first, then opening to "
          + points(header.height) : ""
      facts.append(
        (
          "Header floats",
          "scrolls away as you scroll down; returns as soon as you scroll up" + opening + "; "
            + lettingGo(header.snap)
        ))
    }
    return facts
  }

  /// Where sticky views pin, and how the lines move with what hides: under a
  /// bar that hides or below a floating header they follow what is shown.
  static func pinLines(_ table: Scene) -> String {
    let points = NumberFormat.points
    let hiding = table.hiding
    var text = "below " + points(table.pinTop) + ", above " + points(table.pinBottom)
    // Everything hidden: the lines as far as the bars and the header let them go.
    let gone = table.moment(hiding.straightState(at: table.maxOffset))
    if hiding.hideableHeights.header > 0 {
      text += "; the top line follows the floating header's bottom edge"
    }
    func bars(_ edge: BarEdge) -> String {
      let moving = hiding.movingBars.filter { $0.bar.edge == edge }.count
      return "the \(edge.rawValue) bar" + (moving > 1 ? "s" : "")
    }
    if hiding.innerTop != nil, hiding.hideableHeights.header == 0, gone.pinTop != table.pinTop {
      text += "; the top line moves up with " + bars(.top) + ", to " + points(gone.pinTop)
    }
    if hiding.innerBottom != nil, gone.pinBottom != table.pinBottom {
      text +=
        "; the bottom line moves down with " + bars(.bottom) + ", to " + points(gone.pinBottom)
    }
    return text
  }

  /// The motion plot, with the cursor the runtime moves over it: a line on a
  /// layer of its own on a track over the plot's axis (`plot.js`), and what
  /// it shows; a sentence instead when nothing moves on its own. Each
  /// carousel's plot follows, whether or not the content's has anything.
  static func plot(_ table: Scene, ticks: [BreakpointTicks.Tick]) -> String {
    let plot = MotionPlot(table: table, ticks: ticks)
    return HTMLWriter.markup { html in
      if plot.isEmpty {
        html.leaf(
          "p", [("class", "plot-empty"), ("id", "plot-empty")],
          text: table.carousels.isEmpty ? emptyPlot : emptyContentPlot)
      } else {
        html.open("div", [("class", "plot-box")])
        html.append(markup: plot.svg())
        html.open("div", [("class", "plot-track"), ("aria-hidden", "true")])
        html.leaf("div", [("class", "plot-cursor"), ("id", "plot-cursor")], text: "")
        html.close("div")
        html.close("div")
        hint(
          pointer: plotHint + " Hover a curve to find its element, click to go to that offset.",
          touch: plotHint + " Tap the plot to go to that offset.", into: &html)
        html.append(markup: hiddenAmountPlot(table))
      }
      for carousel in table.scrollers.dropFirst() {
        html.append(markup: carouselPlot(table, along: carousel))
      }
    }
  }

  /// A carousel's plot against its own offset (SPEC section 15), with its
  /// cursor, which the runtime moves as the carousel scrolls; a sentence
  /// instead when nothing of it changes with its offset.
  static func carouselPlot(_ table: Scene, along carousel: Scroller) -> String {
    let ticks = BreakpointTicks(table: table, along: carousel).ticks
    let plot = MotionPlot(table: table, ticks: ticks, along: carousel)
    let id = carousel.id.rawValue
    return HTMLWriter.markup { html in
      html.leaf(
        "h3", [("class", "plot-head"), ("id", plot.id + "-head")],
        text: "Carousel " + id + ", against its own offset")
      guard !plot.isEmpty else {
        html.leaf(
          "p", [("class", "plot-empty"), ("id", plot.id + "-empty")],
          text: "Nothing in " + id
            + " changes as it scrolls sideways: what it holds slides with it.")
        return
      }
      html.open("div", [("class", "plot-box")])
      html.append(markup: plot.svg())
      html.open("div", [("class", "plot-track"), ("aria-hidden", "true")])
      html.leaf(
        "div", [("class", "plot-cursor"), ("id", plot.id + "-cursor"), ("data-carousel", id)],
        text: "")
      html.close("div")
      html.close("div")
      hint(
        pointer: carouselPlotHint
          + " Hover a curve to find its element, click to go to that offset.",
        touch: carouselPlotHint + " Tap the plot to go to that offset.", into: &html)
    }
  }

  static let carouselPlotHint =
    "Effects that follow the carousel's own offset (axis=\"x\"), from its pull to its push, "
    + "and where it snaps."

  /// For a screen with bars that hide or a floating header: their hidden
  /// amounts over the time of the Play path, and why not against the offset.
  static func hiddenAmountPlot(_ table: Scene) -> String {
    let plot = HiddenAmountPlot(table: table)
    guard !plot.isEmpty else { return "" }
    return HTMLWriter.markup { html in
      html.leaf(
        "h3", [("class", "plot-head"), ("id", "plot-time-head")], text: "Along the Play path")
      html.open("div", [("class", "plot-box")])
      html.append(markup: plot.svg())
      html.close("div")
      html.open("p", [("class", "hint"), ("id", "plot-time-why")])
      html.characters(hiddenAmountPlotWhy + " The path: ")
      html.leaf("code", text: plot.path.text)
      html.characters(".")
      html.close("p")
    }
  }

  static let hiddenAmountPlotWhy =
    "How much of each element that hides is hidden, over time (seconds across), as the Play "
    + "control scrolls: down, back up a little, the finger lifting at the line, then down to "
    + "the end. It cannot be drawn against the offset: it depends on the way you scrolled, "
    + "not on where you are, so at one offset it can be anything from nothing to all of it. "
    + "The plot above shows it scrolling straight down from the top."

  static let emptyPlot =
    "Nothing on this screen moves on its own or changes with an effect: every element scrolls "
    + "with the content, so there is nothing to plot."

  /// The same, on a screen with carousels, whose plots follow it.
  static let emptyContentPlot =
    "Nothing moves on its own or changes with an effect as the content scrolls: every element "
    + "scrolls with it, so there is nothing to plot against its offset."

  static let plotHint =
    "Top (solid) and height (dashed) of each element that does not just scroll, against the "
    + "offset, from the pull to the push; lines mark breakpoints. Effects below, one band per "
    + "property with its own scale."
}
