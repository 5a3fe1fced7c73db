/// Where a header's image sits inside the header, by offset, where it does
/// not simply cover the header (`ImageMode`). The header's top stays at its
/// anchor while its height follows `height`; collapsed by `d = rest - h`, an
/// image in `parallax` mode has moved up by `(1 - parallax) * d`, one in `pin`
/// mode not at all, and both keep the height they had at rest, so the bar
/// that remains shows the picture still (Android's `COLLAPSE_MODE_PARALLAX`
/// with its `parallaxMultiplier`, and `COLLAPSE_MODE_PIN`). Pulled past the
/// top, the header is taller than at rest, and the image grows to cover it.
public enum HeaderImage {
  /// The image's top below the header's top, and its height; nil for `cover`.
  public static func box(of header: Header, height: PiecewiseLinear, in viewport: Viewport)
    -> (y: PiecewiseLinear, height: PiecewiseLinear)?
  {
    let share: Double
    switch header.imageMode {
    case .cover: return nil
    case .parallax: share = 1 - header.parallax
    case .pin: share = 0
    }
    let rest = header.height + HeaderTitles.inset(of: header, in: viewport)
    let atRest = PiecewiseLinear.constant(rest)
    let collapsed = height.minimum(atRest).adding(-rest)
    return (collapsed.scaled(by: share), height.maximum(atRest))
  }
}
