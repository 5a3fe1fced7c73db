import StickyTestSupport
import Testing

@testable import StickyCore
@testable import StickySite

/// Screens whose bars hide and whose header floats in every combination
/// (SPEC section 12), on the three kinds of device, one where nothing hides,
/// and screens with bars stacked on an edge, some of which hide and carry the
/// others; lengths in whole points, so that the page data, which prints them
/// to 1/10,000 of a point, gives the page the numbers Swift has.
enum HidingScreens {
  static let all: [Screen] = hiding + snapping
  /// The screens where something hides.
  static let hiding: [Screen] = single + stacked

  static let single: [Screen] = (0..<11).map { index in
    var generator = SplitMix64(seed: 0x41D1 + UInt64(index))
    func whole(_ range: ClosedRange<Double>) -> Double {
      Double.random(in: range, using: &generator).rounded()
    }
    func flag() -> Bool { generator.next(below: 2) == 0 }
    let device = Device.named(["iphone-15", "iphone-se", "pixel-8"][index % 3])!
    let hides = index < 10
    // A part snaps only where it hides, and a floating header never pins,
    // as the format has it.
    func bar(_ edge: BarEdge, _ height: ClosedRange<Double>, hide: Bool) -> Bar {
      Bar(
        id: "bar-\(edge.rawValue)", edge: edge, height: whole(height), translucent: flag(),
        hide: hide ? .scroll : .none, snap: hide && flag())
    }
    let topBar = index % 4 != 1 ? bar(.top, 40...120, hide: hides && index % 5 != 4) : nil
    let bottomBar = index % 3 != 2 ? bar(.bottom, 40...90, hide: hides && index % 4 != 3) : nil
    let height = whole(100...260)
    let floating = hides && index % 6 != 2
    let header =
      index % 2 == 0 || index == 9
      ? Header(
        id: "hero", height: height, collapsedHeight: flag() ? whole(50...height) : nil,
        pinned: !floating, stretch: flag(), floating: floating, snap: floating && flag(),
        title: "Hero")
      : nil
    var screen = Screen.testing(
      id: "hiding-\(index)", device: device, topBar: topBar, bottomBar: bottomBar,
      scroll: Scroll.testing(
        header: header,
        children: [Block.testing(id: "body", kind: .box(.init(height: whole(300...4000))))]))
    // One duration and easing per screen, as the format has it; each part its
    // own target.
    let durations = [0.25, 0, 0.1, 0.6]
    let easings = CubicBezier.named.map(\.curve) + [CubicBezier(0.2, 0, 0, 1)]
    let duration = durations[index % durations.count]
    let easing = easings[index % easings.count]
    func style() -> SnapStyle {
      SnapStyle(duration: duration, easing: easing, target: flag() ? .half : .direction)
    }
    for index in screen.topBars.indices { screen.topBars[index].snapStyle = style() }
    for index in screen.bottomBars.indices { screen.bottomBars[index].snapStyle = style() }
    screen.scroll.header?.snapStyle = style()
    return screen
  }

  /// Two or three bars on each edge, each one opaque or translucent, hiding
  /// or not, snapping or not, and sometimes a floating header.
  static let stacked: [Screen] = (0..<6).map { index in
    var generator = SplitMix64(seed: 0x5A0C + UInt64(index))
    func whole(_ range: ClosedRange<Double>) -> Double {
      Double.random(in: range, using: &generator).rounded()
    }
    func flag() -> Bool { generator.next(below: 2) == 0 }
    let device = Device.named(["iphone-15", "iphone-se", "pixel-8"][index % 3])!
    let style = SnapStyle(
      duration: [0.25, 0.1][index % 2], easing: CubicBezier.named[index % 3].curve,
      target: flag() ? .half : .direction)
    func stack(_ edge: BarEdge) -> [Bar] {
      (0..<(2 + generator.next(below: 2))).map { position in
        let hides = flag()
        return Bar(
          id: "bar-\(edge.rawValue)-\(position + 1)", edge: edge, height: whole(30...70),
          translucent: flag(), hide: hides ? .scroll : .none, snap: hides && flag(),
          snapStyle: style)
      }
    }
    let floating = index % 3 == 1
    let height = whole(100...200)
    var screen = Screen.testing(
      id: "stacked-\(index)", device: device,
      scroll: Scroll.testing(
        header: Header(
          id: "hero", height: height, collapsedHeight: whole(50...height), pinned: !floating,
          stretch: flag(), floating: floating, snap: floating && flag(), snapStyle: style,
          title: "Hero"),
        children: [Block.testing(id: "body", kind: .box(.init(height: whole(1500...4000))))]))
    screen.topBars = stack(.top)
    screen.bottomBars = stack(.bottom)
    return screen
  }

  /// Screens whose content snaps (SPEC section 14), along whose paths the
  /// lifts glide it: some of `SnapScreens`, where nothing hides (lists of up
  /// to a million rows among them), and screens of `single` whose content is
  /// cards that snap at either edge or the centre, some that always stop,
  /// so that section 12's snaps wait for the glides; either type, glides of
  /// every duration, no time included.
  static let snapping: [Screen] =
    [0, 1, 2, 3, 5, 8].map { SnapScreens.all[$0] }
    + (0..<6).map { index in
      var generator = SplitMix64(seed: 0x5A1D + UInt64(index))
      func whole(_ range: ClosedRange<Double>) -> Double {
        Double.random(in: range, using: &generator).rounded()
      }
      var screen = single[index]
      screen.id = "snapping-\(index)"
      screen.scroll.children = (0..<(8 + generator.next(below: 7))).map { card in
        let align: SnapAlign = [.start, .start, .center, .end, .none][generator.next(below: 5)]
        return Block(
          id: "card-\(card)", sticky: .none, kind: .box(.init(height: whole(100...900))),
          snap: BlockSnap(
            align: align,
            stop: align != .none && generator.next(below: 6) == 0 ? .always : .normal))
      }
      screen.scroll.snap = ScrollSnap(
        type: index % 2 == 0 ? .mandatory : .proximity, duration: [0.25, 0.4, 0][index % 3],
        easing: [CubicBezier.easeOut, .linear, CubicBezier(0.2, 0, 0, 1)][index % 3])
      return screen
    }

  /// What the page's twins read of a screen: its `hiding` and `snap` records
  /// and the numbers beside them in the page data.
  struct Page: Codable, Sendable {
    var screen: Int
    var hiding: VectorJSON?
    var snap: VectorJSON?
    var max: Double
    var height: Double
  }

  static func page(_ index: Int) throws -> (Page, Scene) {
    let table = Scene(screen: all[index])
    let hiding = try PageHiding(table).map { try VectorJSON(parsing: $0.json.text) }
    let snap = try PageSnapRule(table.snap).map { try VectorJSON(parsing: $0.json.text) }
    let page = Page(
      screen: index, hiding: hiding, snap: snap, max: table.maxOffset,
      height: table.viewport.height)
    // Whole points, which the page data prints as they are.
    try #require(page.max == page.max.rounded() && page.height == page.height.rounded())
    return (page, table)
  }
}

/// SPEC section 12's rule (`HidingMotion`, `kernel/hidingMotion.js`): steps
/// of the offset from any hidden amounts, and what a moment shows.
enum HidingMotionRule: KernelRule {
  struct Input: Codable, Sendable {
    var page: HidingScreens.Page
    /// `[e of each bar that hides..., e header, from, to]`: the rule's steps.
    var steps: [[Double]]
    /// `[offset, e of each bar that hides..., e header]`: moments shown.
    var moments: [[Double]]
  }

  static let name = "hidingMotion"

  static func inputs() throws -> [Input] {
    var generator = SplitMix64(seed: 0x41D3)
    return try HidingScreens.hiding.indices.compactMap { index in
      let (page, table) = try HidingScreens.page(index)
      // A page whose screen hides nothing runs no rule.
      guard page.hiding != nil else { return nil }
      let heights = table.hiding.hideableHeights
      let max = table.maxOffset
      func amount(_ height: Double) -> Double {
        [0, height, height / 2, Double.random(in: 0...height, using: &generator)][
          generator.next(below: 4)]
      }
      func offset() -> Double {
        [0, max, -1e12, 1e12, Double.random(in: -300...(max + 300), using: &generator)][
          generator.next(below: 8) % 5]
      }
      let steps = (0..<150).map { step -> [Double] in
        let from = offset()
        let to = step % 9 == 0 ? from : step % 9 == 1 ? from + 1e-9 : offset()
        return heights.parts.map { amount(heights[keyPath: $0]) } + [from, to]
      }
      let moments = (0..<60).map { _ in
        [offset()] + heights.parts.map { amount(heights[keyPath: $0]) }
      }
      return Input(page: page, steps: steps, moments: moments)
    }
  }

  /// Per step the amounts after it; per moment the tops of the bars that
  /// move and the pin lines.
  static func outputs(_ input: Input) throws -> [VectorValue] {
    let hiding = try HidingScreens.page(input.page.screen).1.hiding
    func amounts(_ values: ArraySlice<Double>) -> HiddenAmounts {
      HiddenAmounts(bars: Array(values.dropLast()), header: values.last!)
    }
    let stepped = input.steps.flatMap { step -> [VectorValue] in
      let after = hiding.moved(
        amounts(step.dropLast(2)), from: step[step.count - 2], to: step[step.count - 1])
      return (after.bars + [after.header]).map(VectorValue.number)
    }
    let shown = input.moments.flatMap { moment -> [VectorValue] in
      let parts = hiding.shown(offset: moment[0], hidden: amounts(moment.dropFirst()))
      return (parts.barTops + [parts.pinTop, parts.pinBottom]).map(VectorValue.number)
    }
    return stepped + shown
  }

  static func cases(_ input: Input) -> Int { input.steps.count + input.moments.count }
}

/// Section 5's closed form with a moment's pin lines (`StickyForm`,
/// `kernel/stickyForm.js`), for forms that pin to either edge or both.
enum StickyFormRule: KernelRule {
  struct Input: Codable, Sendable {
    /// `[top, height, pinsTop, pinsBottom, above, below, parentTop,
    /// parentBottom, shift]`, as the page data writes a form.
    var form: [Double]
    /// `[offset, origin, T, B]`.
    var moments: [[Double]]
  }

  static let name = "stickyForm"

  static func inputs() -> [Input] {
    var generator = SplitMix64(seed: 0x571C)
    func length(_ range: ClosedRange<Double>) -> Double {
      generator.next(below: 3) == 0
        ? Double.random(in: range, using: &generator).rounded()
        : Double.random(in: range, using: &generator)
    }
    return (0..<60).map { index in
      let edge = [StickyEdge.top, .bottom, .both][index % 3]
      let parentTop = length(0...3_000)
      let parentBottom = parentTop + length(0...5_000)
      let height = length(0...300)
      let form = [
        length(parentTop...parentBottom), height, edge.pinsTop ? 1 : 0, edge.pinsBottom ? 1 : 0,
        length(0...200), length(0...200), parentTop, parentBottom,
        index % 4 == 0 ? length(0...500) : 0,
      ]
      let moments = (0..<25).map { _ in
        [
          Double.random(in: -500...(parentBottom + 500), using: &generator),
          [0, 20, 59, 103.5][generator.next(below: 4)], length(0...200), length(400...932),
        ]
      }
      return Input(form: form, moments: moments)
    }
  }

  static func outputs(_ input: Input) -> [VectorValue] {
    let f = input.form
    let edge: StickyEdge = f[2] == 1 ? (f[3] == 1 ? .both : .top) : .bottom
    let form = StickyForm(
      top: f[0], height: f[1], edge: edge, stackedAbove: f[4], stackedBelow: f[5],
      parentTop: f[6], parentBottom: f[7])
    return input.moments.map { moment in
      .number(
        form.y(at: moment[0], origin: moment[1], top: moment[2], bottom: moment[3]).adding(f[8]))
    }
  }

  static func cases(_ input: Input) -> Int { input.moments.count }
}

/// The state along a path (`PathReplay`, `kernel/pathReplay.js`): the offset
/// and the hidden amounts at many times of paths that lift the finger while
/// parts are hidden partly, wholly and not at all, pull past the ends, and
/// hold still while snaps run, and when the replay ends; on screens that
/// snap, lifts with and without the momentum's travel, holds that a glide
/// outlasts and that outlast it, lifts again while a glide runs, and where
/// the content rests at each time.
enum PathReplayRule: KernelRule {
  struct Input: Codable, Sendable {
    var page: HidingScreens.Page
    /// Points as `[offset, time, lifts]`.
    var points: [[Double]]
    var times: [Double]
  }

  static let name = "pathReplay"

  static func inputs() throws -> [Input] {
    var generator = SplitMix64(seed: 0x9A7E)
    return try HidingScreens.hiding.indices.flatMap { index in
      let (page, table) = try HidingScreens.page(index)
      return (0..<5).map { _ in
        let path = randomPath(on: table, holdOneIn: 3, &generator) { generator in
          generator.next(below: 3) != 0 ? .rest : nil
        }
        let times =
          [-0.5, path.duration + 1] + path.points.map(\.time)
          + (0..<30).map { _ in Double.random(in: 0...path.duration, using: &generator) }
        return Input(page: page, points: vectorPoints(path), times: times)
      }
    } + snapping(&generator)
  }

  /// A path of 3 to 14 points 0.05 to 0.8 s apart (some holds end within a
  /// snap's 0.25 s, some after it), the offset held one time in `holdOneIn`
  /// and drawn up to 200 past either end otherwise, each point's lift drawn
  /// by `lift`.
  static func randomPath(
    on table: Scene, holdOneIn: Int, _ generator: inout SplitMix64,
    lift: (inout SplitMix64) -> ScrollPath.Lift?
  ) -> ScrollPath {
    var time = 0.0
    var points: [ScrollPath.Point] = []
    for step in 0..<(3 + generator.next(below: 12)) {
      let offset =
        step > 0 && generator.next(below: holdOneIn) == 0
        ? points[step - 1].offset
        : Double.random(in: -200...(table.maxOffset + 200), using: &generator).rounded()
      points.append(.init(offset: offset, time: time, lift: lift(&generator)))
      time += Double.random(in: 0.05...0.8, using: &generator)
    }
    return ScrollPath(points: points)
  }

  /// Paths on the screens that snap: lifts without momentum and with it
  /// either way, short and past the ends; holds shorter and longer than a
  /// glide, lifts again at a held point while a glide runs; the times each
  /// glide and snap ends, and just before.
  static func snapping(_ generator: inout SplitMix64) throws -> [Input] {
    let first = HidingScreens.hiding.count
    return try (first..<HidingScreens.all.count).flatMap { index in
      let (page, table) = try HidingScreens.page(index)
      let glide = table.snap.style.duration
      return (0..<5).map { _ in
        let path = randomPath(on: table, holdOneIn: 2, &generator) { generator in
          let travel = [40, 300, 2_000, table.maxOffset + 500][generator.next(below: 4)]
          return switch generator.next(below: 5) {
          case 0: nil
          case 1, 2: .rest
          case 3: .fling(travel)
          default: .fling(-travel)
          }
        }
        let ends = path.points.flatMap { point in
          [glide, 0.25, glide + 0.25, glide + 0.4].flatMap {
            [point.time + $0, point.time + $0 - 0.01]
          }
        }
        let times =
          [-0.5, path.duration + 2] + path.points.map(\.time) + ends
          + (0..<30).map { _ in Double.random(in: 0...(path.duration + 1), using: &generator) }
        return Input(page: page, points: vectorPoints(path), times: times)
      }
    }
  }

  static func outputs(_ input: Input) throws -> [VectorValue] {
    let rules = try HidingScreens.page(input.page.screen).1.content.rules
    let replay = PathReplay(path: ScrollPath(points: scrollPoints(input.points)), rules: rules)
    return input.times.flatMap { time -> [VectorValue] in
      let moment = replay.moment(at: time)
      let state = moment.state
      let numbers = ([state.offset] + state.hidden.bars + [state.hidden.header]).map(
        VectorValue.number)
      // Where the content rests, on the screens that snap.
      guard input.page.snap != nil else { return numbers }
      return numbers + [moment.target.map(VectorValue.text) ?? .null]
    } + [.number(replay.duration)]
  }

  /// The states, and when the replay ends.
  static func cases(_ input: Input) -> Int { input.times.count + 1 }
}
