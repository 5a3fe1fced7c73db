import Foundation
import StickyCore
import StickyFormats
import StickyTestSupport
import Testing

@testable import StickyDrawing

/// Effects of SPEC section 13 in the drawings: a snapshot shows every effect
/// value that `frames` gives at its offset, state values, colours and shadows
/// included; an animation, its SMIL evaluated as SMIL defines it, shows the
/// values along the path, and a state's as CSS transitions move it after each
/// flip (`TransitionReference`, stepped every 0.1 ms).
@Suite struct StateDrawingTests {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The core's fixtures of effects, this suite's own with every property in
  /// every part on each timeline, and the gallery's screens with effects of
  /// SPEC 13 (state, colour or shadow).
  static var layouts: [URL] {
    let core = packageRoot.appendingPathComponent("Tests/StickyCoreTests/Fixtures")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: core.path)) ?? []
    let gallery = packageRoot.appendingPathComponent("site/screens")
    let screens = (try? FileManager.default.contentsOfDirectory(atPath: gallery.path)) ?? []
    return names.sorted().filter {
      $0.hasSuffix(".xml") && ($0.hasPrefix("state-") || $0.hasPrefix("effects-"))
    }.map { core.appendingPathComponent($0) }
      + [DrawingFixture.directory.appendingPathComponent("state-effects.xml")]
      + screens.sorted().filter { $0.hasSuffix(".xml") || $0.hasSuffix(".json") }.map {
        gallery.appendingPathComponent($0)
      }.filter { url in
        let table = try? Scene(screen: ScreenLoader.load(contentsOf: url.path))
        return table?.tracks.contains {
          $0.effects.contains {
            $0.state != nil || [.color, .shadow].contains($0.effect.property)
          }
        } ?? false
      }
  }

  /// One effect's value as the comparisons take it: a number, or a colour's
  /// premultiplied channels.
  static func vector(_ value: EffectValue) -> [Double] {
    switch value {
    case .number(let number): [number]
    case .color(let color): ColorKeys.premultiplied(color)
    }
  }

  /// The value of `effect` that `part` shows; `size` is the part's box, for
  /// the centre a scale is about.
  static func drawnValue(
    _ effect: Effect, of part: DrawnEffects.Part?, size: (width: Double, height: Double)
  ) -> [Double] {
    let part = part ?? .init()
    switch effect.property {
    case .opacity: return [part.opacity ?? 1]
    case .scale: return [part.scale]
    case .translateX: return [part.dx - size.width / 2 * (1 - part.scale)]
    case .translateY: return [part.dy - size.height / 2 * (1 - part.scale)]
    case .blur: return [part.blur ?? 0]
    case .color: return part.color ?? [0, 0, 0, 0]
    case .shadow: return [part.shadow ?? 0]
    }
  }

  /// The box of an element's part: the element's frame, or a header's title block.
  static func partSize(_ track: ElementTrack, _ part: Effect.Part, height: Double) -> (
    width: Double, height: Double
  ) {
    if part == .text, case .header(let header) = track.node {
      return (track.width, HeaderTitles.blockHeight(of: header))
    }
    return (track.width, height)
  }

  /// The element's image, if it has one.
  static func image(of track: ElementTrack) -> String? {
    if case .header(let header) = track.node { return header.image }
    if case .block(let block) = track.node, case .box(let box) = block.kind { return box.image }
    return nil
  }

  /// The screen drawn with a stand-in for each of its images, so that image
  /// parts are drawn.
  static func drawing(_ screen: Screen, _ table: Scene) -> ScreenDrawing {
    let images = table.tracks.compactMap(image(of:)).map {
      ($0, DrawnImage(href: $0, file: ImageFile([], kind: .png)))
    }
    return ScreenDrawing(
      screen: screen, table: table, images: Dictionary(images) { first, _ in first })
  }

  /// The effects of `track` that the drawing draws: those of an image part
  /// only where there is an image, as the page has no image node without.
  static func drawnEffects(of track: ElementTrack) -> [EffectTrack] {
    track.effects.filter { $0.effect.part != .image || image(of: track) != nil }
  }

  /// How far a drawn value may be from the exact one: translations are
  /// written to 4 decimals, other numbers to 9.
  static func written(_ property: Effect.Property) -> Double {
    property == .translateX || property == .translateY ? 1e-4 : 1e-6
  }

  /// The largest difference between two values, channel by channel.
  static func difference(_ a: [Double], _ b: [Double]) -> Double {
    a.count == b.count ? zip(a, b).map { abs($0 - $1) }.max()! : .infinity
  }

  @Test(arguments: layouts)
  func snapshotsShowEachValueAtItsOffset(_ layout: URL) throws {
    let screen = try ScreenLoader.load(contentsOf: layout.path)
    let table = Scene(screen: screen)
    let drawing = Self.drawing(screen, table)
    // Each threshold and breakpoint, and either side of it.
    var offsets: Set<Double> = [-120, 0, table.maxOffset]
    for track in table.tracks {
      for effect in track.effects {
        // At most 12 bends of a track, each threshold of a state.
        let breakpoints = effect.breakpoints.filter { abs($0) < 1e6 }
        let stride = max(1, breakpoints.count / 12)
        for (index, breakpoint) in breakpoints.enumerated()
        where effect.state != nil || index % stride == 0 {
          offsets.formUnion([breakpoint - 0.5, breakpoint, breakpoint + 0.5])
        }
      }
    }
    var compared = 0
    var problems: [String] = []
    for offset in offsets.sorted() {
      let svg = try Snapshot(drawing: drawing, offset: offset, framing: .none, appearance: .light)
        .svg()
      let groups = try #require(SVGElement.parse(svg)).elementGroups
      for track in table.tracks where !track.effects.isEmpty {
        guard let drawn = groups[track.id]?.drawnEffects(atTime: nil) else { continue }
        for effect in Self.drawnEffects(of: track) {
          let size = Self.partSize(
            track, effect.effect.part, height: track.height.value(at: offset))
          let value = Self.drawnValue(
            effect.effect, of: drawn.parts[effect.effect.part.rawValue], size: size)
          let want = Self.vector(effect.sample(at: offset))
          compared += 1
          if Self.difference(value, want) > Self.written(effect.effect.property) {
            problems.append(
              "at \(offset): \(track.id) \(effect.effect.key) is \(value), frames say \(want)")
          }
        }
      }
    }
    #expect(compared > 4, "only \(compared) values compared")
    #expect(
      problems.isEmpty,
      "\(problems.count) problems:\n\(problems.prefix(20).joined(separator: "\n"))")
  }

  @Test(.heavy, arguments: layouts)
  func animationsMoveStatesAsCSSTransitionsDo(_ layout: URL) throws {
    let screen = try ScreenLoader.load(contentsOf: layout.path)
    let table = Scene(screen: screen)
    // Where bars hide the frames depend on the way scrolled (PathAnimationTests).
    guard table.hiding.isEmpty else { return }
    let path = ScrollPath.crossingStates(to: table.maxOffset)
    let svg = try ScrollAnimation(drawing: Self.drawing(screen, table), path: path, loop: false)
      .svg()
    let groups = try #require(SVGElement.parse(svg)).elementGroups
    // Every 10 ms and past the end, where the last transition ends.
    let times = (0...Int((path.duration + 1.2) * 100)).map { Double($0) / 100 + 0.0037 }
    let steps = TransitionReference.steps(until: times[times.count - 1] + 0.01).map(path.offset)
    var compared = 0
    var worst: [Effect.Property: Double] = [:]
    var problems: [String] = []
    for track in table.tracks where !track.effects.isEmpty {
      // An element never on screen along the path is not drawn.
      guard let group = groups[track.id] else { continue }
      let drawn = times.map { group.drawnEffects(atTime: $0) }
      for effect in Self.drawnEffects(of: track) {
        // A colour as exact as its channels, not rounded to bytes as
        // `frames` prints it.
        func asked(_ offset: Double) -> [Double] {
          guard effect.state == nil, let colors = effect.colors else {
            return Self.vector(effect.sample(at: offset))
          }
          return [colors.red, colors.green, colors.blue, colors.alpha].map { $0.value(at: offset) }
        }
        let wanted =
          effect.state == nil
          ? times.map { asked(path.offset(at: $0)) }
          : TransitionReference(
            initial: asked(path.offset(at: 0)), asked: steps.map(asked),
            duration: effect.effect.duration
          ).values(at: times)
        // A state's reference flips up to its step late, which moves the
        // value by up to 0.2% of its way; a colour's key frames are
        // rounded to bytes and within ColorKeys.tolerance between.
        let values = effect.effect.values
        let way = values.count == 2 ? abs(values[1] - values[0]) : 0
        let allowed =
          (effect.effect.property == .color ? 1.0 / 255 : Self.written(effect.effect.property))
          + (effect.state == nil ? 0 : 0.002 * max(way, 1))
        for (time, (want, drawn)) in zip(times, zip(wanted, drawn)) {
          let offset = path.offset(at: time)
          let size = Self.partSize(
            track, effect.effect.part, height: track.height.value(at: offset))
          let value = Self.drawnValue(
            effect.effect, of: drawn.parts[effect.effect.part.rawValue], size: size)
          let error = Self.difference(value, want)
          worst[effect.effect.property] = max(worst[effect.effect.property] ?? 0, error)
          compared += 1
          if error > allowed {
            problems.append(
              "at t = \(time): \(track.id) \(effect.effect.key) is \(value), wanted \(want)")
          }
        }
      }
    }
    print("\(layout.lastPathComponent): worst \(worst.map { "\($0.key): \($0.value)" }.sorted())")
    #expect(compared > 100, "only \(compared) values compared")
    #expect(
      problems.isEmpty,
      "\(problems.count) problems:\n\(problems.prefix(20).joined(separator: "\n"))")
  }
}
