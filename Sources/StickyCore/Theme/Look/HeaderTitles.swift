/// Where a header's title block, its title over its subtitle (one line each),
/// sits at every offset: the one rule the page and the drawings follow.
///
/// The block is centred in the part of the header below the top inset that
/// the header covers (a stretchy header starts under the status bar). When
/// that part is shorter than the block, the block rises into the inset just
/// enough to end at the header's bottom edge; when the whole header is
/// shorter, the block starts at the header's top edge and the header clips
/// the rest, as a view that clips to its bounds does. So, effects aside, the
/// block never leaves the header's box.
public enum HeaderTitles {
  public static let titleSize = 30.0
  public static let titleLineHeight = 34.0
  public static let subtitleSize = 20.0
  public static let subtitleLineHeight = 26.0
  /// The padding between the header's sides and its titles.
  public static let sideInset = 20.0

  /// The height at the top of `header` that the top inset covers while the
  /// header rests at its anchor.
  public static func inset(of header: Header, in viewport: Viewport) -> Double {
    header.stretch ? viewport.insetTop : 0
  }

  /// The block's height: one line for the title, one for the subtitle.
  public static func blockHeight(of header: Header) -> Double {
    (header.title == nil ? 0 : titleLineHeight)
      + (header.subtitle == nil ? 0 : subtitleLineHeight)
  }

  /// The block's top below the header's top, by offset, for a header whose
  /// height follows `height`.
  public static func top(
    of header: Header, height: PiecewiseLinear, in viewport: Viewport
  ) -> PiecewiseLinear {
    let block = blockHeight(of: header)
    let centred = height.scaled(by: 0.5).adding((inset(of: header, in: viewport) - block) / 2)
    return centred.minimum(height.adding(-block)).maximum(0)
  }

  /// Where the header's titles sit across it on a device of `frame`.
  public static func alignment(of header: Header, on frame: Device.FrameStyle) -> TitleAlignment {
    header.titleAlignment ?? .platform(frame)
  }

  /// Where a line's baseline sits below its top in a drawing: about where the
  /// page's line box puts it for the system font.
  public static func baseline(lineHeight: Double, size: Double) -> Double {
    lineHeight / 2 + size * 0.35
  }
}
