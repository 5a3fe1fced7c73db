/// Where a header's title and subtitle sit across it.
public enum TitleAlignment: String, CaseIterable, Hashable, Sendable {
  case center
  case start

  /// The platform's: centred on iOS (`UINavigationBar`'s titles), at the
  /// start on Android (Material's top app bars, `CollapsingToolbarLayout`).
  public static func platform(_ frame: Device.FrameStyle) -> TitleAlignment {
    frame == .android ? .start : .center
  }
}
