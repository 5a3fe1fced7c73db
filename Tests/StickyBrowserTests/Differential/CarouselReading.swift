import StickyCore

/// What one screen with carousels gave in Chromium, and how it compares
/// with the core.
struct CarouselReading: Decodable {
  /// The content's range, then each carousel's.
  var ranges: [Double]
  /// Pair by pair, where the content and each carousel were when the boxes
  /// were read.
  var scrolled: [Double]
  /// Pair by pair, element by element: x, y, width, height (null when missing).
  var boxes: [Double?]
  /// Pair by pair, slider by slider (`sliders(of:)`), what its copy gave.
  var sliders: [SliderReading]

  struct SliderReading: Decodable {
    /// Where the copy was when its markers were read, and when its values were.
    var scrolled: Double
    var rescrolled: Double
    /// The targets whose `::scroll-marker` is `:target-current`.
    var current: [String]
    /// Effect by effect along x, the numbers read.
    var values: [Double?]
  }

  /// A carousel read at every pair: the ids of its markers' targets (none
  /// where it shows none), and the tracks inside it with effects along x,
  /// with only those.
  struct Slider {
    var carousel: Int
    var targets: [String]
    var tracks: [ElementTrack]
  }

  /// The carousels of `scene` with markers or effects along x, in order.
  static func sliders(of scene: Scene) -> [Slider] {
    scene.carousels.enumerated().compactMap { index, carousel in
      let id = scene.scrollers[carousel.scroller].id
      let targets = carousel.markers == nil ? [] : carousel.targets.map { scene.tracks[$0].id }
      let tracks = scene.tracks.compactMap { track -> ElementTrack? in
        var track = track
        track.effects = track.effects.filter { $0.effect.axis == .x && $0.scroller == id }
        return track.effects.isEmpty ? nil : track
      }
      return targets.isEmpty && tracks.isEmpty
        ? nil : Slider(carousel: index, targets: targets, tracks: tracks)
    }
  }

  func compare(with scene: Scene, at pairs: [ScrollOffsets]) -> CarouselRunner.Result {
    var result = CarouselRunner.Result()
    let scrollers = [scene.content] + scene.carousels.map { scene.scrollers[$0.scroller] }
    for (scroller, range) in zip(scrollers, ranges) {
      // Chromium snaps the content's range to whole pixels; a carousel's is whole.
      let slack = scroller.id == scene.content.id ? 1 : DifferentialRunner.tolerance
      if !(abs(range - scroller.maxOffset) < slack) {
        result.mismatches.append(
          .range(scroller: scroller.id, core: scroller.maxOffset, chromium: range))
      }
    }
    let references = Array(scene.allElements)
    let sliders = Self.sliders(of: scene)
    for (index, pair) in pairs.enumerated() {
      let offsets = scrollers.map { scene.offset(of: $0.id, in: pair) }
      let scrolled = self.scrolled[(index * scrollers.count)...].prefix(scrollers.count)
      let moved = zip(scrollers, zip(offsets, scrolled)).enumerated().compactMap {
        position, item in
        Self.moved(
          pair, item.0.id, field: position == 0 ? "scrollTop" : "scrollLeft", to: item.1.0,
          chromium: item.1.1)
      }
      result.mismatches += moved
      // Nothing read from a copy that is not where the pair puts it says anything.
      if moved.isEmpty {
        compareBoxes(scene, references, at: pair, index: index, into: &result)
      }
      for (position, slider) in sliders.enumerated() {
        let read = self.sliders[index * sliders.count + position]
        compare(read, of: slider, in: scene, at: pair, into: &result)
      }
    }
    return result
  }

  /// A mismatch where a scroller was not at `offset` but at `chromium`.
  private static func moved(
    _ pair: ScrollOffsets, _ id: ScrollerID, field: String, to offset: Double, chromium: Double
  ) -> CarouselMismatch? {
    guard abs(chromium - offset) > 1e-3 else { return nil }
    return .read(
      pair,
      Mismatch(
        offset: pair.content, id: id.rawValue, field: field, core: offset, chromium: chromium)
    )
  }

  private func compareBoxes(
    _ scene: Scene, _ references: [ElementReference], at pair: ScrollOffsets, index: Int,
    into result: inout CarouselRunner.Result
  ) {
    let boxes = self.boxes[(index * references.count * 4)...]
    for (position, reference) in references.enumerated() {
      let frame = scene.frame(of: reference, at: pair)
      let expected = [frame.x, frame.y, frame.width, frame.height]
      result.boxes += 1
      for (field, name) in ["x", "y", "width", "height"].enumerated() {
        let value = boxes[boxes.startIndex + position * 4 + field]
        if let value, abs(value - expected[field]) <= DifferentialRunner.tolerance { continue }
        result.mismatches.append(
          .read(
            pair,
            Mismatch(
              offset: pair.content, id: scene.identity(of: reference).id,
              field: value == nil ? "missing" : name, core: expected[field],
              chromium: value ?? .nan)))
      }
    }
  }

  /// The copy of a carousel scrolled to its offset in `pair`: its active
  /// marker and the values of its effects.
  private func compare(
    _ read: SliderReading, of slider: Slider, in scene: Scene, at pair: ScrollOffsets,
    into result: inout CarouselRunner.Result
  ) {
    let carousel = scene.carousels[slider.carousel]
    let id = scene.scrollers[carousel.scroller].id
    let offset = pair.carousel(id)
    let moved = [
      Self.moved(pair, id, field: "scrollLeft of its copy", to: offset, chromium: read.scrolled),
      Self.moved(
        pair, id, field: "scrollLeft of its copy with effects", to: offset,
        chromium: read.rescrolled),
    ].compactMap { $0 }
    result.mismatches += moved
    guard moved.isEmpty else { return }
    if !slider.targets.isEmpty {
      result.markers += 1
      let core = carousel.activeTarget(at: offset).map { scene.tracks[$0].id }
      if read.current != (core.map { [$0] } ?? []) {
        result.mismatches.append(.marker(pair, carousel: id, core: core, chromium: read.current))
      }
    }
    var values = read.values[...]
    for track in slider.tracks {
      for effect in track.effects {
        let width = EffectRunner.width(effect.effect)
        result.mismatches += EffectRunner.compare(
          effect, of: track.id, read: values.prefix(width), at: offset, tally: &result.effects
        ).map { .read(pair, $0) }
        values = values.dropFirst(width)
      }
    }
  }
}
