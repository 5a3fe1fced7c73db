/// How a header's image behaves as the header collapses, as Android's
/// `CollapsingToolbarLayout` `collapseMode` and Flutter's `CollapseMode` do.
public enum ImageMode: String, CaseIterable, Hashable, Sendable {
  /// It covers the header's box at every height, scaled to fill it.
  case cover
  /// It keeps its size and moves up by `1 - parallax` of what the header
  /// has collapsed by, the header clipping it.
  case parallax
  /// It keeps its size and place, the header clipping it.
  case pin
}
