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

  /// The element's effect values at `offset`, keyed as `frames` keys them.
  func effects(_ id: String, _ offset: Double) -> [String: Double]? {
    guard let (element, position) = position(id, offset), let effects = element.effects else {
      return nil
    }
    return effects.mapValues { $0[position] }
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
