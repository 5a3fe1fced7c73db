import StickyCore
import StickyTestSupport

/// The moments a layout with carousels is checked at: pairs of the
/// content's offset and every carousel's, whole pixels inside their ranges
/// (what a native scroller takes), drawn from where something changes.
enum CarouselPairs {
  static let perLayout = 20

  /// `perLayout` pairs: everything at 0, everything at its end, then each
  /// offset drawn on its own among its scroller's whole offsets around
  /// where its frames, effects and markers bend or step (`WholeOffsets`).
  static func pairs(for scene: Scene, seed: UInt64) -> [ScrollOffsets] {
    var random = SplitMix64(seed: seed)
    let content = WholeOffsets.around(
      scene.breakpointOffsets(of: scene.allElements), last: scene.maxOffset, steps: 8)
    let carousels = scene.carousels.map { carousel in
      let scroller = scene.scrollers[carousel.scroller]
      return (
        id: scroller.id,
        marks: WholeOffsets.around(
          scene.breakpointOffsets(of: carousel), last: scroller.maxOffset, steps: 8)
      )
    }
    func pick(_ marks: [Double], _ index: Int) -> Double {
      switch index {
      case 0: marks[0]
      case 1: marks[marks.count - 1]
      default: random.pick(marks)
      }
    }
    return (0..<perLayout).map { index in
      ScrollOffsets(
        content: pick(content, index),
        carousels: Dictionary(
          uniqueKeysWithValues: carousels.map { ($0.id, pick($0.marks, index)) }))
    }
  }
}
