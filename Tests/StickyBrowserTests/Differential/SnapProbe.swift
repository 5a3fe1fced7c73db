import StickyCore
import StickyTestSupport

/// One move asked of the rule and of Chromium: from offset `offset`, `move`.
struct SnapProbe: Hashable {
  var offset: Double
  var move: SnapMove

  static let offsetsPerLayout = 20

  /// `offsetsPerLayout` whole-pixel offsets of `screen`, each moved every
  /// way: rest, a fling, both steps and both pages. The offsets gather where
  /// the rule decides: at the snap positions (worked out here from the static
  /// layout and the snapport, not by the rule), a pixel to each side, a
  /// proximity's reach away, halfway between two positions (a tie), both
  /// ends and a little past them.
  static func probes(for screen: Screen, seed: UInt64) -> [SnapProbe] {
    var random = SplitMix64(seed: seed)
    let layout = StaticLayout(screen: screen)
    let viewport = layout.viewport
    let lines = PinLineModel(screen: screen, viewport: viewport)
    let snapport = lines.baseBottom - lines.baseTop
    let reach = screen.scroll.snap.type == .proximity ? snapport / 3 : snapport / 2
    let maxOffset = viewport.maxOffset(contentHeight: layout.contentHeight)
    var marks: [Double] = []
    for element in layout.elements {
      guard case .block(let block) = element.node, block.snap.snaps else { continue }
      var items: [(top: Double, height: Double)] = []
      if let rows = element.rows {
        // A long list offers a sample of its rows.
        for _ in 0..<min(rows.count, 12) {
          let row = Int.random(in: 0..<rows.count, using: &random)
          items.append((element.top + rows.rowTop(row), rows.rowHeight(row)))
        }
      } else {
        items.append((element.top, element.height))
      }
      for item in items {
        let start = viewport.contentOrigin + item.top - lines.baseTop
        let end = start + item.height - snapport
        marks += [start, end, (start + end) / 2].map { min(max($0, 0), maxOffset) }
      }
    }
    func pick<T>(_ options: [T]) -> T { options[Int.random(in: 0..<options.count, using: &random)] }
    func whole(_ value: Double) -> Double { value.rounded(.down) }
    var offsets: [Double] = [
      0, maxOffset, -Double(Int.random(in: 1...60, using: &random)),
      maxOffset + Double(Int.random(in: 1...60, using: &random)),
    ]
    while offsets.count < offsetsPerLayout {
      let mark = pick(marks)
      let offset: Double
      switch Int.random(in: 0...5, using: &random) {
      case 0: offset = mark
      case 1: offset = mark + pick([-1, 1])
      case 2: offset = mark + pick([-1, 1]) * pick([reach.rounded(.down), reach.rounded(.up)])
      case 3: offset = (mark + pick(marks)) / 2
      case 4: offset = mark + Double(Int.random(in: -40...40, using: &random))
      default: offset = Double(Int.random(in: 0...Int(maxOffset), using: &random))
      }
      offsets.append(whole(min(max(offset, 0), maxOffset)))
    }
    return offsets.flatMap { offset in
      let distance: Double
      switch Int.random(in: 0...3, using: &random) {
      case 0:
        distance = whole(pick(marks) - offset) + Double(Int.random(in: -1...1, using: &random))
      case 1: distance = pick([-1, 1]) * Double(Int.random(in: 1...3, using: &random))
      case 2: distance = pick([-1, 1]) * whole(Double.random(in: 4...snapport / 2, using: &random))
      default:
        distance =
          pick([-1, 1]) * whole(Double.random(in: snapport / 2...snapport * 2, using: &random))
      }
      let moves: [SnapMove] = [
        .rest, .fling(distance == 0 ? 1 : distance), .step(1), .step(-1), .page(1), .page(-1),
      ]
      return moves.map { SnapProbe(offset: offset, move: $0) }
    }
  }
}
