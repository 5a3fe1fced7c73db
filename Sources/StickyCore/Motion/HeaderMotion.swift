/// The header's stretch, collapse and pin (SPEC section 5), written as minima and
/// maxima of lines so the solver's exact crossings give its breakpoints.
struct HeaderMotion: Hashable, Sendable {
  let header: Header
  /// `A`: where the header's top stays while it stretches or collapses.
  let anchor: Double

  init(header: Header, viewport: Viewport) {
    self.header = header
    anchor = header.stretch ? viewport.top : viewport.contentOrigin
  }

  /// Height: `h + n - A` while stretching (without stretch, capped at `h`), then
  /// `max(c, n + h - A)`; since `c <= h`, one expression covers both sides of `A`.
  func height<Value: MotionValue>(natural n: Value) -> Value {
    let grown = n.adding(header.height - anchor).maximum(.constant(header.collapsedHeight))
    return header.stretch ? grown : grown.minimum(.constant(header.height))
  }

  /// Top: `A` while attached, `n + h - c` once fully collapsed and not pinned;
  /// without stretch it follows `n` below the anchor.
  func y<Value: MotionValue>(natural n: Value) -> Value {
    let attached: Value =
      header.pinned
      ? .constant(anchor)
      : n.adding(header.height - header.collapsedHeight)
        .minimum(.constant(anchor))
    return header.stretch ? attached : attached.maximum(n)
  }
}
