import Foundation
import StickyCore
import StickyDrawing
import StickyFormats
import StickyTestSupport

/// The frames `stickypreview frames` printed, looked up by id and offset. The
/// offsets come back rounded to 1/10,000, so the closest one is taken.
struct FrameLookup {
  var output: FramesOutput
  var ids: [String]
  private var index: [String: Int]
  /// The height of the header's title block, by the header's id.
  private var titleBlocks: [String: Double] = [:]
  /// Values of state effects in the middle of a transition, by id and key,
  /// in place of the value the state asks for, which `frames` prints.
  var transitions: [String: [String: [Double]]] = [:]

  /// The frames of `layout`, whose header's titles give its text part a box of its own.
  init(_ output: FramesOutput, layout: URL) throws {
    self.init(output)
    if let header = try ScreenLoader.load(contentsOf: layout.path).scroll.header {
      titleBlocks[header.id] = HeaderTitles.blockHeight(of: header)
    }
  }

  init(_ output: FramesOutput) {
    self.output = output
    ids = output.elements.map(\.id)
    index = Dictionary(
      ids.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
  }

  private func position(_ id: String, _ offset: Double) -> (FramesOutput.Element, Int)? {
    guard let element = index[id].map({ output.elements[$0] }),
      let position = output.offsets.indices.min(by: {
        abs(output.offsets[$0] - offset) < abs(output.offsets[$1] - offset)
      }), abs(output.offsets[position] - offset) < 1e-3
    else { return nil }
    return (element, position)
  }

  /// The element's effect values at `offset`, keyed as `frames` keys them: a
  /// number as one, a colour as its premultiplied channels (each 0 ... 1).
  func effects(_ id: String, _ offset: Double) -> [String: [Double]]? {
    guard let (element, position) = position(id, offset),
      element.effects != nil || element.colorEffects != nil
    else { return nil }
    var values = (element.effects ?? [:]).mapValues { [$0[position]] }
    for (key, colors) in element.colorEffects ?? [:] {
      values[key] = Self.premultiplied(colors[position])
    }
    return values.merging(transitions[id] ?? [:]) { _, moving in moving }
  }

  /// `#rrggbbaa` as premultiplied channels.
  static func premultiplied(_ hex: String) -> [Double] {
    let digits = Array(hex.utf8.dropFirst())
    let bytes = stride(from: 0, to: 8, by: 2).map {
      Double(UInt8(String(decoding: digits[$0...$0 + 1], as: UTF8.self), radix: 16)!) / 255
    }
    return bytes.prefix(3).map { $0 * bytes[3] } + [bytes[3]]
  }

  /// The height of a part's box where it is not its element's frame: a
  /// header's title block (`HeaderTitles`).
  func partHeight(_ id: String, _ part: String) -> Double? {
    part == Effect.Part.text.rawValue ? titleBlocks[id] : nil
  }

  func frame(_ id: String, _ offset: Double) -> Frame? {
    guard let (element, position) = position(id, offset) else { return nil }
    return Frame(
      x: element.x, y: element.y[position], width: element.width,
      height: element.height[position])
  }
}
