import StickyCore

/// Carousels (SPEC section 15) as the drawings draw them: what slides in one
/// sits in a group clipped to the carousel's frame, as `overflow-x: auto`
/// clips it, and moved left by the carousel's offset `x_k`, still or along
/// the carousel's own timeline; inside, each element is drawn at its frame at
/// `x_k = 0`. Over it, the markers: a dot per snap target
/// (`CarouselMarkerDots`), the active one (`CarouselMarkers`) opaque.
extension ScreenDrawing {
  /// The carousel whose own track is `index`, with its timeline.
  func carousel(at index: Int, along timeline: Timeline) -> (CarouselTracks, Timeline)? {
    guard let carousel = table.carousels.first(where: { $0.track == index }),
      let own = timeline.carousels[table.scrollers[carousel.scroller].id]
    else { return nil }
    return (carousel, own)
  }

  /// Whether an element that slides along `timeline` (its carousel's) is on
  /// screen sideways at some offset the timeline reaches: left of the
  /// screen's right edge and right of its left edge at some `x_k` there.
  func showsSideways(_ track: DrawnTrack, along timeline: Timeline) -> Bool {
    let reached = timeline.parameters
    return reached.lowerBound < track.x + track.width && reached.upperBound > track.x - width
  }

  /// The group of what slides in the carousel `track` (`SlidingGroup`),
  /// opened: clipped to the carousel's frame and slid along `own`, the
  /// carousel's timeline; `timeline` is the drawing's, which the frame's top
  /// follows.
  func openSliding(
    _ track: DrawnTrack, own: Timeline, timeline: Timeline, into svg: inout SVGWriter,
    shapes: inout SharedShapes
  ) {
    let n = NumberFormat.string
    var frame = ElementWriter(timeline: timeline, y: track.y, height: track.height)
    let y = track.y
    frame.shape(
      "rect", [("x", n(track.x)), ("width", n(track.width))],
      lengths: [("height", .height)], values: [("y", { n(y.value(at: $0)) })])
    let id = shapes.uniqueID("clip")
    var clip = ElementWriter(timeline: timeline, y: track.y, height: track.height)
    clip.shape("clipPath", [("id", id)], children: frame.svg)
    clip.svg.open("g", [("clip-path", "url(#\(id))"), ("data-slides", track.id)])
    clip.group("translate", along: Self.sampling(of: own)) { n(-$0) + " 0" }
    svg.append(clip.svg)
  }

  /// Closes what `openSliding` opened and, where the carousel is on screen,
  /// draws its markers, when it has them.
  func closeSliding(
    _ track: DrawnTrack, carousel: CarouselTracks, own: Timeline, timeline: Timeline,
    marked: Bool, into svg: inout SVGWriter
  ) {
    svg.close("g")
    svg.close("g")
    guard marked, let markers = carousel.markers, !carousel.targets.isEmpty,
      case .block(let block) = track.node, case .carousel(let model) = block.kind
    else { return }
    let n = NumberFormat.string
    var dots = ElementWriter(timeline: timeline, y: track.y, height: track.height)
    dots.begin(x: track.x, [("data-markers", track.id)])
    let line = CarouselMarkerDots.centreLine(
      height: model.height, bottomPadding: model.padding.bottom)
    let active = Self.steps(along: own, breakpoints: markers.breakpoints) {
      markers.active(at: $0)
    }
    for (index, target) in carousel.targets.enumerated() {
      let opacities = active.map {
        $0.value == index ? "1" : NumberFormat.fraction(CarouselMarkerDots.inactiveOpacity)
      }
      let centre = CarouselMarkerDots.centre(
        of: index, count: carousel.targets.count, width: track.width)
      let attributes = [
        ("data-marker", table.tracks[target].id), ("cx", n(centre)), ("cy", n(line)),
        ("r", n(CarouselMarkerDots.diameter / 2)), ("class", "ink"), ("opacity", opacities[0]),
      ]
      guard opacities.contains(where: { $0 != opacities[0] }) else {
        dots.svg.leaf("circle", attributes)
        continue
      }
      dots.svg.open("circle", attributes)
      dots.svg.leaf(
        "animate",
        Keyframes.discrete(
          of: "opacity", values: opacities, times: active.map(\.time), duration: own.duration,
          loop: own.loop))
      dots.svg.close("circle")
    }
    dots.end()
    svg.append(dots.svg)
  }

  /// How a value taken at a timeline's parameter replays: still, or at the
  /// timeline's key frames.
  static func sampling(of timeline: Timeline) -> Sampling {
    timeline.stretches.isEmpty
      ? .still(timeline.parameters.lowerBound)
      : Sampling(Keyframes(timeline: timeline, breakpoints: []))
  }

  /// A step function of `timeline`'s parameter as it changes with time: its
  /// value from time 0 on, then each change and when, at the times the
  /// parameter crosses one of the function's breakpoints (`Keyframes` finds
  /// them exactly). Between two key frames the parameter crosses none, so
  /// the value there is the value at the middle.
  static func steps<Value: Equatable>(
    along timeline: Timeline, breakpoints: [Double] = [], _ value: (Double) -> Value
  ) -> [(time: Double, value: Value)] {
    guard !timeline.stretches.isEmpty else {
      return [(0, value(timeline.parameters.lowerBound))]
    }
    let times = Keyframes(timeline: timeline, breakpoints: breakpoints).times
    var steps: [(time: Double, value: Value)] = []
    for (start, end) in zip(times, times.dropFirst()) where end > start {
      let now = value(timeline.parameter(at: (start + end) / 2))
      if steps.last?.value != now { steps.append((steps.isEmpty ? 0 : start, now)) }
    }
    return steps.isEmpty ? [(0, value(timeline.parameter(at: 0)))] : steps
  }
}
