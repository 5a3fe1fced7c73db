import StickyTestSupport
import Testing

@testable import StickyCore
@testable import StickySite

/// Screens that snap (SPEC section 14), both types, on the three kinds of
/// device, under bars and a pinned header that raise the snapport's edges:
/// blocks short and covering (taller than the snapport), blocks inside stacks,
/// lists of up to a million rows, each aligned at its start, centre or end
/// or not at all, some that always stop; lengths in whole points, so that the
/// page data, which prints them to 1/10,000 of a point, gives the page the
/// numbers Swift has.
enum SnapScreens {
  static let all: [Screen] = (0..<28).map { index in
    var generator = SplitMix64(seed: 0x5AA9 + UInt64(index))
    func snap() -> BlockSnap {
      BlockSnap(
        align: generator.pick([.none, .start, .start, .center, .end]),
        stop: generator.next(below: 5) == 0 ? .always : .normal)
    }
    let device = Device.named(["iphone-15", "iphone-se", "pixel-8"][index % 3])!
    var counter = 0
    func block() -> Block {
      counter += 1
      switch generator.next(below: 7) {
      case 0, 1:
        // Short, or as tall as the snapport or more: covering.
        let height =
          generator.next(below: 3) == 0 ? generator.whole(500...1600) : generator.whole(20...300)
        return Block(
          id: "box-\(counter)", sticky: .none, kind: .box(.init(height: height)), snap: snap())
      case 2:
        let rows = (0..<(1 + generator.next(below: 3))).map { _ in
          generator.next(below: 6) == 0 ? generator.whole(500...900) : generator.whole(30...140)
        }
        let count = generator.pick([1, 3, 12, 60, 1_000, 1_000_000])
        return Block(
          id: "list-\(counter)", sticky: .none,
          kind: .list(RowList.testing(count: count, rowHeights: rows)), snap: snap())
      case 3:
        // A stack that does not snap around blocks that may.
        let id = "stack-\(counter)"
        let children = (0..<(1 + generator.next(below: 3))).map { _ in
          counter += 1
          return Block(
            id: "inner-\(counter)", sticky: .none,
            kind: .box(.init(height: generator.whole(40...700))),
            snap: snap())
        }
        return Block(
          id: id, sticky: .none,
          kind: .stack(
            .testing(
              padding: EdgeInsets(
                top: generator.whole(0...30), right: 0, bottom: generator.whole(0...30), left: 0),
              spacing: generator.whole(0...20), children: children)))
      default:
        return Block(
          id: "box-\(counter)", sticky: .none, kind: .box(.init(height: generator.whole(40...400))),
          snap: snap())
      }
    }
    let children = (0..<(2 + generator.next(below: 7))).map { _ in block() }
    let header =
      index % 3 == 0
      ? Header.testing(
        id: "hero", height: generator.whole(120...260), collapsedHeight: generator.whole(60...110),
        pinned: index % 2 == 0)
      : nil
    let style = ScrollSnap(
      type: index % 2 == 0 ? .mandatory : .proximity, duration: generator.pick([0.25, 0, 0.4]),
      easing: generator.pick(CubicBezier.named.map(\.curve) + [CubicBezier(0.2, 0, 0, 1)]))
    return Screen.testing(
      id: "snap-\(index)", device: device,
      topBar: index % 4 == 1 ? Bar.testing(edge: .top, height: generator.whole(40...90)) : nil,
      bottomBar: index % 5 == 2
        ? Bar.testing(edge: .bottom, height: generator.whole(40...80), translucent: index % 2 == 0)
        : nil,
      scroll: Scroll(
        id: "scroll",
        padding: EdgeInsets(top: generator.whole(0...20), right: 0, bottom: 0, left: 0),
        spacing: generator.whole(0...16), fill: false, header: header, children: children,
        snap: style))
  }

  /// The page data's `snap` record of screen `index`, and its rule.
  static func page(_ index: Int) throws -> (VectorJSON, SnapRule) {
    try record(of: Scene(screen: all[index]).snap, "snap-\(index)")
  }

  /// The page data's `snap` record of `rule`; a paged rule's says so.
  static func record(of rule: SnapRule, _ name: String) throws -> (VectorJSON, SnapRule) {
    let record = try #require(PageSnapRule(rule), "\(name) does not snap")
    // Whole points, which the page data prints as they are.
    let lengths =
      [rule.snapport, rule.shift, rule.maxOffset]
      + rule.areas.flatMap { area in (0..<min(area.count, 4)).map { area.top($0) } }
    try #require(lengths.allSatisfy { $0 == $0.rounded() }, "\(name): \(lengths)")
    let parsed = try VectorJSON(parsing: record.json.text)
    // The member the page data is to carry for a carousel that pages.
    guard rule.paged, case .object(var fields) = parsed else { return (parsed, rule) }
    fields["paged"] = .bool(true)
    return (.object(fields), rule)
  }
}

/// Carousels that snap (SPEC section 15), each type, `page` too: cards
/// narrower and wider than the snapport, aligned at their start, centre or
/// end or not at all, some that always stop, in carousels with side padding
/// that narrows the snapport; lengths in whole points, as `SnapScreens`'.
enum CarouselSnapScreens {
  static let all: [Screen] = (0..<9).map { index in
    var generator = SplitMix64(seed: 0xCA45 + UInt64(index))
    let items = (0..<(1 + generator.next(below: 10))).map { item in
      let width =
        generator.next(below: 5) == 0 ? generator.whole(300...900) : generator.whole(40...260)
      // The first always snaps, so that every carousel has a rule to record.
      let snap = BlockSnap(
        align: item == 0
          ? generator.pick([.start, .center, .end])
          : generator.pick([.none, .start, .start, .center, .end]),
        stop: generator.next(below: 6) == 0 ? .always : .normal)
      return CarouselItem(
        block: Block(
          id: "card-\(item)", sticky: .none, kind: .box(.init(height: 80)), snap: snap),
        width: width, height: 80)
    }
    let type: CarouselSnapType = [.mandatory, .proximity, .page][index % 3]
    let carousel = Carousel(
      height: 100,
      padding: EdgeInsets(
        top: 10, right: generator.whole(0...30), bottom: 10, left: generator.whole(0...40)),
      spacing: generator.whole(0...24),
      snap: CarouselSnap(type: type, duration: generator.pick([0.25, 0.4])), items: items)
    return Screen.testing(
      id: "carousel-snap-\(index)", device: Device.named(["iphone-15", "iphone-se"][index % 2])!,
      scroll: Scroll(
        id: "scroll",
        padding: EdgeInsets(
          top: 0, right: generator.whole(0...20), bottom: 0, left: generator.whole(0...20)),
        spacing: 0, fill: false,
        children: [Block(id: "cards", sticky: .none, kind: .carousel(carousel))]))
  }

  /// The carousel's rule on screen `index`.
  static func rule(_ index: Int) -> SnapRule { Scene(screen: all[index]).scrollers[1].rules.snap }
}

/// SPEC section 14's rule (`SnapRule`, `kernel/snapRule.js`): the four
/// landings from every snap position, just beside each, past either end and
/// between, by distances short and long in both directions; and the marks of
/// the snap positions at a scrubber's and a plot's resolutions.
enum SnapRuleRule: KernelRule {
  struct Input: Codable, Sendable {
    /// Which of `SnapScreens.all`, whose content's rule it is.
    var screen: Int?
    /// Or which of `CarouselSnapScreens.all`, whose carousel's rule it is.
    var carousel: Int?
    /// The page data's `snap` record.
    var rule: VectorJSON
    /// `[landing, offset, distance]`: landing 0 rest, 1 fling, 2 step, 3 page
    /// (the distance a number of pages).
    var landings: [[Double]]
    /// `[low, high, buckets]`.
    var marks: [[Double]]
  }

  static let name = "snapRule"

  static func inputs() throws -> [Input] {
    var generator = SplitMix64(seed: 0x5AAB)
    let screens = try SnapScreens.all.indices.map { index in
      let (record, rule) = try SnapScreens.page(index)
      return queries(of: rule, record: record, screen: index, using: &generator)
    }
    var sideways = SplitMix64(seed: 0xCA46)
    let carousels = try CarouselSnapScreens.all.indices.map { index in
      let (record, rule) = try SnapScreens.record(
        of: CarouselSnapScreens.rule(index), "carousel-snap-\(index)")
      return queries(of: rule, record: record, carousel: index, using: &sideways)
    }
    return screens + carousels
  }

  /// The landings and markings asked of `rule`: from every snap position,
  /// just beside each, past either end and between, and for a paged rule
  /// from every page and half page.
  static func queries(
    of rule: SnapRule, record: VectorJSON, screen: Int? = nil, carousel: Int? = nil,
    using generator: inout SplitMix64
  ) -> Input {
    let max = rule.maxOffset
    var places: [Double] = [0, max, -80, max + 80, -1e9, 1e9]
    for area in rule.areas {
      let items = [0, 1, area.count / 2, area.count - 2, area.count - 1]
      for (position, item) in items.enumerated()
      where item >= 0 && item < area.count && !items[..<position].contains(item) {
        let aligned = rule.aligned(area, item)
        places += [aligned, aligned - 0.5, aligned + 1]
        if let range = rule.covering(area, item) {
          places += [
            range.lowerBound, range.upperBound, (range.lowerBound + range.upperBound) / 2,
          ]
        }
      }
    }
    if rule.paged {
      let pages = Int((max / rule.snapport).rounded(.up))
      for page in 0...pages {
        let start = Double(page) * rule.snapport
        places += [start, start - 0.5, start + 0.5, start + rule.snapport / 2]
      }
    }
    places += (0..<10).map { _ in Double.random(in: -100...(max + 100), using: &generator) }
    let hs = rule.snapport
    let distances =
      [1, 39.5, 40, 300, hs / 3, hs, 1_000, 20_000] + [
        Double.random(in: 1...3_000, using: &generator)
      ]
    var landings: [[Double]] = []
    for place in places {
      landings.append([0, place, 0])
      for distance in distances where generator.next(below: 3) == 0 {
        landings.append([1, place, distance])
        landings.append([1, place, -distance])
      }
      landings += [[2, place, 40], [2, place, -40], [3, place, 1], [3, place, -1]]
    }
    let lowest = -80.0
    let marks = [
      [lowest, max + 80, 300], [0, max, 97], [lowest, max + 80, 1], [0, max, 4_000],
      // A stretch of the range, past whose ends positions are not marked.
      [max / 3, max * 2 / 3, 50],
    ]
    return Input(
      screen: screen, carousel: carousel, rule: record, landings: landings, marks: marks)
  }

  /// Per landing its offset and target (null for none; both null for a
  /// fling toward an end the content touches, which lands nowhere); per
  /// marking the number of marks, then the buckets marked.
  static func outputs(_ input: Input) throws -> [VectorValue] {
    let rule =
      input.carousel.map(CarouselSnapScreens.rule)
      ?? Scene(screen: SnapScreens.all[input.screen!]).snap
    let landed = input.landings.flatMap { query -> [VectorValue] in
      let (offset, distance) = (query[1], query[2])
      let landing: SnapLanding? =
        switch query[0] {
        case 0: rule.rest(offset)
        case 1: rule.fling(from: offset, by: distance)
        case 2: rule.step(from: offset, by: distance)
        default: rule.page(from: offset, by: Int(distance))
        }
      guard let landing else { return [.null, .null] }
      return [.number(landing.offset), landing.target.map(VectorValue.text) ?? .null]
    }
    let marked = input.marks.flatMap { query -> [VectorValue] in
      let buckets = rule.marks(from: query[0], to: query[1], buckets: Int(query[2]))
      return [.number(Double(buckets.count))] + buckets.map { .number(Double($0)) }
    }
    return landed + marked
  }

  static func cases(_ input: Input) -> Int { input.landings.count + input.marks.count }
}
