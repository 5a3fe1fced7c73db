extension Scene {
  /// What shows through a translucent colour of `track`: the colour of its
  /// backdrop (`ElementTrack.backdrop`: a stack's or a carousel's colour or the scroll's
  /// background), or else `screen`, the screen's background (nil: the
  /// theme's).
  public func under(_ track: ElementTrack, screen: Color?) -> Color? {
    guard let index = track.backdrop else { return screen }
    switch tracks[index].node {
    case .scroll(let scroll): return scroll.background ?? screen
    case .block(let block):
      return block.containerColor ?? screen
    case .bar, .header, .row: return screen
    }
  }

  /// The node and effects of what paints under `track`, for a text block's
  /// ink (`InkTrack.text`).
  public func backdrop(of track: ElementTrack) -> (node: ElementNode, effects: [EffectTrack])? {
    track.backdrop.map { (tracks[$0].node, tracks[$0].effects) }
  }
}
