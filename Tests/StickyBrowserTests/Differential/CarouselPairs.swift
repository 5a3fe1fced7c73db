import StickyCore
import StickyTestSupport

/// The moments a layout with carousels is checked at: pairs of the
/// content's offset and every carousel's, whole pixels inside their ranges
/// (what a native scroller takes), drawn from where something changes.
enum CarouselPairs {
  static let perLayout = 20

  /// `perLayout` pairs: everything at 0, everything at its end, then each
  /// offset drawn on its own from its scroller's marks.
  static func pairs(for scene: Scene, seed: UInt64) -> [ScrollOffsets] {
    var random = SplitMix64(seed: seed)
    let content = marks(scene.breakpointOffsets(of: scene.allElements), last: scene.maxOffset)
    let carousels = scene.carousels.map { carousel in
      let scroller = scene.scrollers[carousel.scroller]
      return (
        id: scroller.id,
        marks: marks(scene.breakpointOffsets(of: carousel), last: scroller.maxOffset)
      )
    }
    func pick(_ marks: [Double], _ index: Int) -> Double {
      switch index {
      case 0: marks[0]
      case 1: marks[marks.count - 1]
      default: marks[Int.random(in: 0..<marks.count, using: &random)]
      }
    }
    return (0..<perLayout).map { index in
      ScrollOffsets(
        content: pick(content, index),
        carousels: Dictionary(uniqueKeysWithValues: carousels.map { ($0.id, pick($0.marks, index)) }))
    }
  }

  /// Whole pixels of `[0, last]`, ascending: both ends, around every
  /// breakpoint (the pixels on both sides of it and one more each way) and
  /// eight evenly spaced.
  static func marks(_ breakpoints: [Double], last: Double) -> [Double] {
    let last = last.rounded(.down)
    var marks: Set<Double> = [0, last]
    for breakpoint in breakpoints {
      let below = breakpoint.rounded(.down)
      let above = breakpoint.rounded(.up)
      marks.formUnion([below - 1, below, above, above + 1])
    }
    for step in 1..<8 { marks.insert((last * Double(step) / 8).rounded()) }
    return marks.filter { $0 >= 0 && $0 <= last }.sorted()
  }
}
