/// A bar that SPEC section 12 moves: one that hides, or one that a bar
/// nearer its edge carries as it hides. A bar moves by the hidden amounts of
/// every bar that hides from its edge up to and including itself.
public struct MovingBar: Hashable, Sendable {
  public var bar: Bar
  /// Its top with nothing hidden.
  public var restingTop: Double
  /// The indices in `HiddenAmounts.bars` of the amounts that move it.
  public var carriers: Range<Int>

  /// Its top with these amounts hidden: up for a top bar, down for a bottom one.
  func top<Value: MotionValue>(_ amounts: [Value]) -> Value {
    let carried = amounts[carriers].reduce(Value.constant(0)) { $0.adding($1) }
    return carried.scaled(by: bar.edge == .top ? -1 : 1).adding(restingTop)
  }
}
