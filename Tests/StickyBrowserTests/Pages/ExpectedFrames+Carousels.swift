import StickyCore

extension ExpectedFrames {
  /// What the page shows with its carousels at `carousels` (SPEC section
  /// 15): every element's frame and its effects' values at the content's
  /// offset and those, from the core.
  init(table: Scene, carousels: [String: Double]) {
    self.init(table: table)
    let references = Array(table.allElements)
    let slid = Dictionary(uniqueKeysWithValues: carousels.map { (ScrollerID($0), $1) })
    frame = { index, offset in
      table.frame(of: references[index], at: ScrollOffsets(content: offset, carousels: slid))
    }
    effects = { index, offset in
      guard case .track(let track) = references[index] else { return [:] }
      let at = ScrollOffsets(content: offset, carousels: slid)
      return Dictionary(
        table.tracks[track].effects.compactMap { effect in
          guard case .number(let value) = table.value(of: effect, at: at) else { return nil }
          return (effect.effect.key, value)
        }, uniquingKeysWith: { first, _ in first })
    }
  }
}
