import StickyCore

/// Reads a layout file in either spelling and checks it: the one entry point
/// from bytes on disk to a `Screen`.
public enum ScreenLoader {
  /// Reads, parses and validates the layout file at `path`.
  public static func load(contentsOf path: String) throws(DiagnosticError) -> Screen {
    try ScreenBuilder.build(LayoutParser.read(contentsOf: path)).screen
  }

  /// Parses and validates a layout held in memory; `file` names it in diagnostics.
  public static func load(_ bytes: [UInt8], file: String) throws(DiagnosticError) -> Screen {
    try ScreenBuilder.build(LayoutParser.read(bytes, file: file)).screen
  }
}
