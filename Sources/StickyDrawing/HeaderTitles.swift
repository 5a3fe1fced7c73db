import StickyCore

/// Where a header's title and subtitle sit: centred in the part of the header
/// below the top inset it covers. A stretchy header starts at the top of the
/// visible area, under the status bar; its titles stay clear of that.
public enum HeaderTitles {
  /// The height at the top of `header` that the top inset covers.
  public static func inset(of header: Header, in viewport: Viewport) -> Double {
    header.stretch ? viewport.insetTop : 0
  }
}
