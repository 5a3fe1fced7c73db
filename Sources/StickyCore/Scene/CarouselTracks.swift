/// One carousel of a scene (SPEC section 15) as what reads the scene finds
/// it: its track and scroller, its items, the snapport its snap and its `x`
/// effects run along, and its markers.
public struct CarouselTracks: Hashable, Sendable {
  /// The carousel's own track in `Scene.tracks` (a plain block's).
  public var track: Int
  /// Its scroller in `Scene.scrollers`: horizontal, its offset `x_k`.
  public var scroller: Int
  /// Its items' tracks, left to right (what they hold follows each in
  /// `Scene.tracks`, naming the same `slide`).
  public var items: [Int]
  /// The left and right edges of its snapport in screen coordinates (its
  /// frame less its left and right padding), which do not move with `x_k`.
  public var snapportStart: Double
  public var snapportEnd: Double
  /// The tracks of its snap targets (the items that snap), in order: one
  /// marker each.
  public var targets: [Int]
  /// Which of `targets` is active at each offset; nil unless it shows
  /// markers.
  public var markers: CarouselMarkers?

  /// The track of the target whose marker is active at offset `x_k`; nil
  /// without markers or targets.
  public func activeTarget(at offset: Double) -> Int? {
    markers?.active(at: offset).map { targets[$0] }
  }
}
