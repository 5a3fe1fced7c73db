/// Limits that bound the work of every layout reader.
public enum LayoutReader {
  /// Larger files are refused before parsing, to bound time and memory.
  public static let maxInputSize = 16 * 1024 * 1024
  /// The deepest nesting of nodes (and of JSON values inside properties);
  /// real layouts stay far below it, and it keeps every reader's work bounded.
  public static let maxDepth = 64
}
