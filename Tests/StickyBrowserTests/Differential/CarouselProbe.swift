import StickyCore
import StickyTestSupport

/// A move asked of a carousel's snap (SPEC section 15: section 14 along x)
/// and of Chromium's scroll snap on the same `overflow-x` scroller: a rest
/// (`scrollTo`) or a fling (`scrollBy` from where the rest left it).
struct CarouselProbe: Hashable {
  var carousel: ScrollerID
  var probe: SnapProbe

  static let offsetsPerCarousel = 10

  /// The probes of every carousel whose snap CSS has (`proximity` and
  /// `mandatory`; `page` has no CSS counterpart) with an item that snaps:
  /// `offsetsPerCarousel` offsets each (`SnapStarts`, from the snap
  /// positions worked out here from the static layout), each at rest and
  /// flung.
  static func probes(for screen: Screen, seed: UInt64) -> [CarouselProbe] {
    var random = SplitMix64(seed: seed)
    let layout = StaticLayout(screen: screen)
    var probes: [CarouselProbe] = []
    for element in layout.elements {
      guard case .block(let block) = element.node, case .carousel(let carousel) = block.kind,
        [.proximity, .mandatory].contains(carousel.snap.type)
      else { continue }
      let snapport = element.width - carousel.padding.left - carousel.padding.right
      var marks: [Double] = []
      for child in element.children {
        guard case .block(let item) = layout.elements[child].node, item.snap.snaps else { continue }
        let start = layout.elements[child].x - element.x - carousel.padding.left
        marks += SnapProbe.positions(
          start: start, length: layout.elements[child].width, snapport: snapport)
      }
      guard !marks.isEmpty else { continue }
      let starts = SnapStarts(
        marks: marks, snapport: snapport, proximity: carousel.snap.type == .proximity,
        maxOffset: max(0, carousel.contentWidth - element.width))
      for (offset, distance) in starts.draw(offsetsPerCarousel, using: &random) {
        for move in [SnapMove.rest, .fling(distance)] {
          probes.append(
            CarouselProbe(
              carousel: ScrollerID(block.id), probe: SnapProbe(offset: offset, move: move)))
        }
      }
    }
    return probes
  }
}
