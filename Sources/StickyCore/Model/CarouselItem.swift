/// One child of a carousel (SPEC section 15): a box, stack or text of a fixed
/// width and height. Its block's `snap` is where the carousel may rest
/// against it; a stack item lays its children out inside its own width, and
/// its height is the item's, not its children's.
public struct CarouselItem: Hashable, Sendable {
  public var block: Block
  public var width: Double
  public var height: Double

  public init(block: Block, width: Double, height: Double) {
    self.block = block
    self.width = width
    self.height = height
  }
}
