/// A list row's label: its text, from the list's template, and its size,
/// from the row's height. The drawings and the page (`kernel/rowLabel.js`)
/// follow this one rule.
public enum RowLabel {
  /// Rows shorter than this show no label.
  public static let minimumRowHeight = 16.0
  /// A label's size as a share of its row's height, on rows too short for
  /// the body size.
  public static let heightShare = 0.45

  /// The label of row `index` (0-based) from `template`: `{i}` is the
  /// 0-based index, `{n}` the 1-based one.
  public static func text(template: String, index: Int) -> String {
    template.replacing("{i}", with: String(index)).replacing("{n}", with: String(index + 1))
  }

  /// The label's font size on a row `height` points tall: the body size,
  /// smaller on a row too short for it, 0 on one that shows no label.
  public static func size(rowHeight height: Double) -> Double {
    height >= minimumRowHeight ? min(TextLines.bodySize, height * heightShare) : 0
  }
}
