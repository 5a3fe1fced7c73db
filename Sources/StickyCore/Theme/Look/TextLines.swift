/// How a `text` block is drawn, by the SVG drawings and by the preview page
/// (which gets these numbers as page data): its text wrapped into at most
/// `lines` lines, then a grey placeholder bar for each line the text leaves
/// empty, as many lines as the block's height holds.
public enum TextLines {
  /// A bar's top and height, as shares of the line height.
  public static let barTop = 0.3
  public static let barHeight = 0.4
  /// A bar's width as a share of the block's width; the block's last line is
  /// shorter, as a paragraph's last line is.
  public static let barWidth = 0.94
  public static let lastBarWidth = 0.6

  /// The lines the block shows: `lines`, or fewer when its height holds fewer.
  public static func count(lines: Int, height: Double, lineHeight: Double) -> Int {
    // A tiny line height makes the quotient too large for Int (1e-300 points
    // a line): compare it as a Double first.
    let fit = (height / lineHeight + 0.01).rounded(.down)
    guard lineHeight > 0, fit < Double(lines) else { return max(1, lines) }
    return max(1, Int(fit))
  }

  /// The screen's text size, in points (CSS pixels): the site's style sheet
  /// sets the screen's font from it.
  public static let bodySize = 17.0
  /// The smaller text: a box's detail line under its label, a bottom bar's
  /// label (a tab bar's).
  public static let smallSize = 15.0
  /// Text with lines at least this tall reads as a heading: bold, its font
  /// grown with the line height.
  public static let headingLineHeight = 28.0
  /// A heading's line height over its font size; below the body size's own
  /// line, the font shrinks with the line by the same ratio, so that its
  /// glyphs stay inside their lines.
  public static let fontRatio = 1.25

  /// The font of a block's lines, on the page (as page data) and in the
  /// drawings.
  public static func font(lineHeight: Double) -> (size: Double, bold: Bool) {
    if lineHeight >= headingLineHeight { return ((lineHeight / fontRatio).rounded(), true) }
    if lineHeight < bodySize * fontRatio { return (lineHeight / fontRatio, false) }
    return (bodySize, false)
  }
}
