import StickyTestSupport

extension FramesOutput {
  /// The frames `frames --path` printed at its `index`th time alone, as if
  /// printed at that time's offset: what one paused moment of an animation
  /// is checked against.
  func moment(_ index: Int) -> FramesOutput {
    var result = self
    result.offsets = [offsets[index]]
    result.elements = elements.map { element in
      var frame = element
      frame.x = element.xAlong?[index] ?? element.x
      frame.xAlong = nil
      frame.y = [element.y[index]]
      frame.height = [element.height[index]]
      frame.effects = element.effects?.mapValues { [$0[index]] }
      frame.colorEffects = element.colorEffects?.mapValues { [$0[index]] }
      return frame
    }
    return result
  }
}
