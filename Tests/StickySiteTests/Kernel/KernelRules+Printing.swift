import Foundation
import StickyTestSupport

@testable import StickyCore

/// Colour effects (`ColorTrack`, `kernel/colorTrack.js`): colours mixed with
/// premultiplied alpha at keyframe positions on them, between them and past
/// both ends, and printed as `frames` prints them.
enum ColorTrackRule: KernelRule {
  struct Input: Codable, Sendable {
    /// `#rrggbbaa`, as the page data writes an effect's colours.
    var colors: [String]
    var positions: [Double]
  }

  static let name = "colorTrack"

  static func inputs() -> [Input] {
    var generator = SplitMix64(seed: 0xC010)
    return (0..<20).map { index in
      let colors = (0..<(2 + generator.next(below: 4))).map { _ in
        let channels = (0..<4).map { channel -> UInt8 in
          channel == 3 && index % 3 == 0
            ? [0, 1, 255][generator.next(below: 3)] : UInt8(generator.next(below: 256))
        }
        return Color(red: channels[0], green: channels[1], blue: channels[2], alpha: channels[3])
          .hexWithAlpha
      }
      let last = Double(colors.count - 1)
      let positions =
        [-1, -0.0, 0, 1e-12, 0.5, last - 1e-12, last, last + 1]
        + (0..<colors.count).map(Double.init)
        + (0..<48).map { _ in Double.random(in: -0.5...(last + 0.5), using: &generator) }
      return Input(colors: colors, positions: positions)
    }
  }

  /// Per position the colour as `frames` prints it, then its premultiplied
  /// channels.
  static func outputs(_ input: Input) -> [VectorValue] {
    let last = Double(input.colors.count - 1)
    // The keyframe position, clamped to the keyframes as the solver's track is.
    let position = PiecewiseLinear.linear(valueAtZero: 0, slope: 1).maximum(0).minimum(last)
    let track = ColorTrack(colors: input.colors.map { Color($0)! }, position: position)
    return input.positions.flatMap { t -> [VectorValue] in
      [.text(track.color(at: t).hexWithAlpha)]
        + [track.red, track.green, track.blue, track.alpha].map { .number($0.value(at: t)) }
    }
  }

  static func cases(_ input: Input) -> Int { input.positions.count }
}

/// Numbers as `frames` prints them (`NumberFormat.string`, `rounded`;
/// `kernel/numberFormat.js`): halves of the last digit, zeros of both signs,
/// either side of where rounding stops, and the largest and smallest doubles.
enum NumberFormatRule: KernelRule {
  struct Input: Codable, Sendable { var values: [Double] }

  static let name = "numberFormat"

  static func inputs() -> [Input] {
    var generator = SplitMix64(seed: 0x2B4)
    let edges: [Double] = [
      0, -0.0, 0.00005, 0.00015, 0.00025, -0.00005, 2.5e-5, 1.00005, 1.23455, 0.1, 0.2, 0.3,
      1 / 3.0, 2 / 3.0, 99_999_999_999.99995, 1e11 - 1e-5, 1e11, 1e11 + 0.5, 123_456_789_012.34567,
      1e12, -1e12, 1e15, 1e15 + 0.5, 4_503_599_627_370_495.5, 9_007_199_254_740_992,
      9_007_199_254_740_994, 1e16, -1e16, 1.5e300, 1.7976931348623157e308,
      Double.leastNonzeroMagnitude, 1e-300,
      -123.45678, 1_480, 852, 59,
    ]
    let random = (0..<1_464).map { index -> Double in
      let magnitude = Double.random(in: -12...(index % 10 == 0 ? 300 : 13), using: &generator)
      let value = (generator.next(below: 2) == 0 ? -1 : 1) * pow(10, magnitude)
      // Some on a tie of the last printed digit, as far as a double can be.
      return index % 7 == 0 ? (value * 10_000).rounded() / 10_000 + 0.00005 : value
    }
    let values = edges + random
    return stride(from: 0, to: values.count, by: 50).map {
      Input(values: Array(values[$0..<min($0 + 50, values.count)]))
    }
  }

  /// Per value its text and the value that text reads as.
  static func outputs(_ input: Input) -> [VectorValue] {
    input.values.flatMap { [.text(NumberFormat.string($0)), .number(NumberFormat.rounded($0))] }
  }

  static func cases(_ input: Input) -> Int { input.values.count }
}
