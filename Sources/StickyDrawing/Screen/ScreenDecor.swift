import StickyCore

/// What the phone shows over its screen, as the page's decoration does, from
/// the device table (`FrameMetrics`): the status bar (clock, signal, battery)
/// over a top safe area, the dynamic island or the punch-hole camera, and the
/// home indicator over a bottom safe area. The status bar and the home
/// indicator take the ink of what lies topmost under their middle
/// (`SurfaceInk`); along a path, a copy in each ink they take shows while it
/// is theirs.
struct ScreenDecor {
  var drawing: ScreenDrawing

  /// How often a moving drawing asks for the ink: the display's frame rate.
  static let inkSteps = 60.0
  /// The most times a path asks, a minute's worth: a path may last an hour,
  /// and 216,000 asks would take seconds and grow the drawing by each change
  /// of ink. A longer path is asked at even times further apart.
  static let maximumInkSamples = 3_600

  /// The lines whose ink the status bar and the home indicator take: the
  /// middle of the status bar and of the indicator, where the screen has them.
  var inkLines: (status: Double?, home: Double?) {
    let screen = drawing.screen
    let status = screen.safeTop > 0 ? min(screen.safeTop, FrameMetrics.statusBarMaxHeight) / 2 : nil
    let indicator = FrameMetrics.homeIndicator
    let home =
      screen.safeBottom > 0
      ? drawing.height - FrameMetrics.homeIndicatorBottom - indicator.height / 2 : nil
    return (status, home)
  }

  /// `inks` holds every element of the screen across `inkLines`, as the
  /// drawing draws them along `timeline`.
  func write(into svg: inout SVGWriter, timeline: Timeline, inks: SurfaceInk) {
    let screen = drawing.screen
    let metrics = FrameMetrics(screen.frame)
    let samples = Self.samples(of: timeline)
    let lines = inkLines
    if let statusLine = lines.status {
      let height = statusLine * 2
      var bar = SVGWriter()
      statusBar(metrics.status, height: height, into: &bar)
      if let band = screen.statusBar {
        // A band of its own colour covers whatever scrolls under it, and its
        // ink is the band's at every offset.
        svg.leaf(
          "rect",
          [
            ("width", NumberFormat.string(drawing.width)),
            ("height", NumberFormat.string(screen.safeTop)),
          ] + drawing.paint(band, kind: "status-band"))
        svg.open("g", [("class", Ink.className(on: band))])
        svg.append(bar)
        svg.close("g")
      } else {
        inked(bar, line: statusLine, inks: inks, samples: samples, timeline: timeline, into: &svg)
      }
    }
    if let camera = metrics.camera {
      Self.pill(
        camera, x: (drawing.width - camera.width) / 2, y: metrics.cameraTop,
        [("fill", Palette.camera.light.text)], into: &svg)
    }
    if let homeLine = lines.home {
      let indicator = FrameMetrics.homeIndicator
      let bottom = drawing.height - FrameMetrics.homeIndicatorBottom
      var home = SVGWriter()
      Self.pill(
        indicator, x: (drawing.width - indicator.width) / 2, y: bottom - indicator.height, [],
        into: &home)
      inked(home, line: homeLine, inks: inks, samples: samples, timeline: timeline, into: &svg)
    }
  }

  /// The clock on the left and the icons on the right, each centred in the
  /// bar's height.
  private func statusBar(
    _ status: FrameMetrics.StatusBar, height: Double, into svg: inout SVGWriter
  ) {
    let middle = height / 2
    svg.leaf(
      "text",
      [
        ("x", NumberFormat.string(status.inset)),
        ("y", NumberFormat.string(middle + status.fontSize * 0.35)),
        ("font-size", NumberFormat.string(status.fontSize)),
        ("font-weight", String(status.fontWeight)),
      ], text: status.clock)
    let battery = status.battery
    let right = drawing.width - status.inset
    var x = right - battery.width
    svg.open("g", [("opacity", NumberFormat.fraction(FrameMetrics.StatusBar.iconOpacity))])
    if let signal = status.signal {
      let left = x - FrameMetrics.StatusBar.gap - signal
      let (top, bottom) = (middle - signal / 2, middle + signal / 2)
      let points = [(left + signal, top), (left + signal, bottom), (left, bottom)]
      svg.leaf(
        "path",
        [
          (
            "d",
            "M"
              + points.map { NumberFormat.string($0.0) + " " + NumberFormat.string($0.1) }
              .joined(separator: "L") + "Z"
          )
        ])
    }
    // The outline is a ring: the rounded box with the box inside its border cut out.
    let y = middle - battery.height / 2
    let border = status.batteryBorder
    let outline =
      Self.roundedRect(x, y, battery.width, battery.height, status.batteryRadius)
      + Self.roundedRect(
        x + border, y + border, battery.width - 2 * border, battery.height - 2 * border,
        max(0, status.batteryRadius - border))
    svg.leaf("path", [("d", outline), ("fill-rule", "evenodd")])
    let inset = 2 * border
    let room = (width: battery.width - 2 * inset, height: battery.height - 2 * inset)
    x += inset
    svg.leaf(
      "rect",
      [
        ("x", NumberFormat.string(x)), ("y", NumberFormat.string(y + inset)),
        ("width", NumberFormat.string(room.width * status.batteryLevel)),
        ("height", NumberFormat.string(room.height)),
        ("rx", NumberFormat.string(FrameMetrics.StatusBar.levelRadius)),
      ])
    svg.close("g")
  }

  /// The times a moving drawing asks for the ink at, at the display's frame
  /// rate, and the timeline's parameter at each (consecutive equal values once:
  /// while it holds still, so does the ink); none for a still drawing.
  static func samples(of timeline: Timeline) -> [(time: Double, parameter: Double)] {
    guard !timeline.stretches.isEmpty else { return [] }
    let duration = timeline.duration
    let steps = max(1, min(maximumInkSamples, Int((duration * inkSteps).rounded(.up))))
    var samples: [(time: Double, parameter: Double)] = []
    for step in 0...steps {
      let time = duration * Double(step) / Double(steps)
      let parameter = timeline.parameter(at: time)
      if samples.last?.parameter != parameter { samples.append((time, parameter)) }
    }
    return samples
  }

  /// `content` in the ink under line `line` (`InkCopies`).
  private func inked(
    _ content: SVGWriter, line: Double, inks: SurfaceInk,
    samples: [(time: Double, parameter: Double)], timeline: Timeline, into svg: inout SVGWriter
  ) {
    let inks =
      timeline.stretches.isEmpty ? inks : inks.restricted(to: line, over: timeline.parameters)
    for copy in InkCopies(
      timeline: timeline, samples: samples,
      ink: {
        inks.className(line: line, at: $0)
      }
    ).copies {
      InkCopies.open(copy, into: &svg)
      svg.append(content)
      svg.close("g")
    }
  }

  static func pill(
    _ pill: FrameMetrics.Pill, x: Double, y: Double, _ attributes: [SVGWriter.Attribute],
    into svg: inout SVGWriter
  ) {
    svg.leaf(
      "rect",
      [
        ("x", NumberFormat.string(x)), ("y", NumberFormat.string(y)),
        ("width", NumberFormat.string(pill.width)), ("height", NumberFormat.string(pill.height)),
        ("rx", NumberFormat.string(pill.radius)),
      ] + attributes)
  }

  /// A rounded rectangle as a closed subpath, clockwise.
  static func roundedRect(
    _ x: Double, _ y: Double, _ width: Double, _ height: Double, _ radius: Double
  ) -> String {
    let r = min(radius, width / 2, height / 2)
    let n = NumberFormat.string
    let arc = "A\(n(r)) \(n(r)) 0 0 1 "
    return "M\(n(x + r)) \(n(y))H\(n(x + width - r))\(arc)\(n(x + width)) \(n(y + r))"
      + "V\(n(y + height - r))\(arc)\(n(x + width - r)) \(n(y + height))"
      + "H\(n(x + r))\(arc)\(n(x)) \(n(y + height - r))V\(n(y + r))\(arc)\(n(x + r)) \(n(y))Z"
  }
}
