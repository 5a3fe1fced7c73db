/// Bounds that keep hostile or mistaken input from exhausting time or memory.
public enum LayoutLimits {
  /// No single length is larger: a million rows of this height still fit a Double exactly enough.
  public static let maximumLength = 100_000.0
  /// Entries in a `rowHeights` pattern.
  public static let maximumPatternLength = 10_000
  /// Values of one effect.
  public static let maximumKeyframes = 1_000
  /// Seconds of a state effect's `duration`: a transition longer than a
  /// minute shows nothing a preview needs.
  public static let maximumSeconds = 60.0
  /// Lines of a `text` block.
  public static let maximumLines = 100_000
  /// Characters (Unicode scalars) of a title, label or text: pages copy each
  /// value several times, so a 4 MiB title would make a site of tens of MB.
  public static let maximumTextLength = 10_000
  /// Characters of an id: a screen's id names its folder and the files in it
  /// (`<id>.json`), and file systems refuse names past 255 bytes.
  public static let maximumIDLength = 100
}
