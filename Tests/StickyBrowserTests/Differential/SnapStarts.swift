import StickyCore
import StickyTestSupport

/// Where the snap checks start their moves along one scroller, and how far
/// they fling: whole-pixel offsets that gather where the rule decides.
struct SnapStarts {
  /// The snap positions of the scroller's items, and where they cover the
  /// snapport, before the clamp.
  var marks: [Double]
  var snapport: Double
  /// Whether a candidate's reach is a third of the snapport; otherwise
  /// half of it stands for a tie between two neighbours.
  var proximity: Bool
  var maxOffset: Double

  init(marks: [Double], snapport: Double, proximity: Bool, maxOffset: Double) {
    self.maxOffset = maxOffset
    self.marks = marks.map { min(max($0, 0), maxOffset) }
    self.snapport = snapport
    self.proximity = proximity
  }

  /// `count` offsets, each with a fling's distance: both ends and a little
  /// past them, then offsets at a mark, a pixel to each side, a proximity's
  /// reach away, halfway between two marks, near one or anywhere. The
  /// distances reach a mark (a pixel either way), move a pixel or three,
  /// or up to half or twice the snapport; never 0.
  func draw(_ count: Int, using random: inout SplitMix64) -> [(offset: Double, distance: Double)] {
    let marks = self.marks.isEmpty ? [0] : self.marks
    let reach = proximity ? snapport / 3 : snapport / 2
    func pick<T>(_ options: [T]) -> T { options[Int.random(in: 0..<options.count, using: &random)] }
    func whole(_ value: Double) -> Double { value.rounded(.down) }
    var offsets: [Double] = [
      0, maxOffset, -Double(Int.random(in: 1...60, using: &random)),
      maxOffset + Double(Int.random(in: 1...60, using: &random)),
    ]
    while offsets.count < count {
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
    return offsets.prefix(count).map { offset in
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
      return (offset, distance == 0 ? 1 : distance)
    }
  }
}
