import StickyCore
import StickyTestSupport

/// SPEC section 15's active marker (`CarouselMarkers`,
/// `kernel/carouselMarkers.js`): the steps for targets spread near either
/// end or not, at shared positions, far apart and close together, in
/// carousels that cannot scroll or only a little; and the active target at
/// every step, just beside each, past either end and between.
enum CarouselMarkersRule: KernelRule {
  struct Input: Codable, Sendable {
    var positions: [Double]
    var width: Double
    var maxOffset: Double
    var offsets: [Double]
  }

  static let name = "carouselMarkers"

  static func inputs() throws -> [Input] {
    var generator = SplitMix64(seed: 0xCA47)
    func pick<T>(_ values: [T]) -> T { values[generator.next(below: values.count)] }
    return (0..<120).map { index in
      let width = pick([200, 343, 375, 390.5, 800])
      let maxOffset =
        index % 12 == 0
        ? 0
        : index % 12 == 1
          ? Double.random(in: 1...(width / 4), using: &generator)
          : Double.random(in: 1...4_000, using: &generator).rounded()
      let count = generator.next(below: 14)
      // Whole points, halves, shared positions and some of any value.
      var positions: [Double] = []
      for _ in 0..<count {
        switch generator.next(below: 5) {
        case 0 where !positions.isEmpty: positions.append(pick(positions))
        case 1: positions.append(Double.random(in: -width...(maxOffset + width), using: &generator))
        default:
          positions.append(
            (Double.random(in: -width / 2...(maxOffset + width / 2), using: &generator) * 2)
              .rounded() / 2)
        }
      }
      let steps = CarouselMarkers(positions: positions, width: width, maxOffset: maxOffset).steps
      var offsets: [Double] = [0, maxOffset, -50, maxOffset + 50]
      for step in steps { offsets += [step.offset, step.offset - 0.5, step.offset + 0.5] }
      offsets += positions
      offsets += (0..<3).map { _ in Double.random(in: -20...(maxOffset + 20), using: &generator) }
      return Input(positions: positions, width: width, maxOffset: maxOffset, offsets: offsets)
    }
  }

  /// The first target, the number of steps, each step's offset, whether it
  /// holds at its offset (1) or not (0) and its target, then the active
  /// target at each offset (null for none).
  static func outputs(_ input: Input) throws -> [VectorValue] {
    let markers = CarouselMarkers(
      positions: input.positions, width: input.width, maxOffset: input.maxOffset)
    func target(_ index: Int?) -> VectorValue { index.map { .number(Double($0)) } ?? .null }
    let steps = markers.steps.flatMap { step -> [VectorValue] in
      [.number(step.offset), .number(step.inclusive ? 1 : 0), .number(Double(step.target))]
    }
    return [target(markers.first), .number(Double(markers.steps.count))] + steps
      + input.offsets.map { target(markers.active(at: $0)) }
  }

  static func cases(_ input: Input) -> Int { 1 + input.offsets.count }
}
