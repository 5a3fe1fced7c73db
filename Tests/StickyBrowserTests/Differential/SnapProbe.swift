import StickyCore
import StickyNativeHTML
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
        marks += positions(
          start: viewport.contentOrigin + item.top - lines.baseTop, length: item.height,
          snapport: snapport)
      }
    }
    let starts = SnapStarts(
      marks: marks, snapport: snapport, proximity: screen.scroll.snap.type == .proximity,
      maxOffset: viewport.maxOffset(contentHeight: layout.contentHeight))
    return starts.draw(offsetsPerLayout, using: &random).flatMap { offset, distance in
      let moves: [SnapMove] = [
        .rest, .fling(distance), .step(1), .step(-1), .page(1), .page(-1),
      ]
      return moves.map { SnapProbe(offset: offset, move: $0) }
    }
  }

  /// Where an item that starts at offset `start` and is `length` long meets
  /// the snapport at its start, at its end and halfway between them, before
  /// the clamp to the range.
  static func positions(start: Double, length: Double, snapport: Double) -> [Double] {
    let end = start + length - snapport
    return [start, end, (start + end) / 2]
  }

  /// Where Chromium lands this probe, made from `start` (where its
  /// `scrollTo(offset)` left it): the rule's landing on whole pixels, halves
  /// up.
  func chromiumLanding(_ rule: SnapRule, start: Double) -> SnapLanding {
    let exact = move.landing(rule, offset: offset, start: start)
    return SnapLanding(
      offset: exact.offset.rounded(.toNearestOrAwayFromZero), target: exact.target)
  }
}
