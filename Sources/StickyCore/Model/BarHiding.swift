/// Whether a bar leaves as the content scrolls (SPEC section 12).
public enum BarHiding: String, CaseIterable, Hashable, Sendable {
  case none
  /// Leaves as the content scrolls toward its end, returns as it scrolls back.
  case scroll
}
