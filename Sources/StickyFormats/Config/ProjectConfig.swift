import StickyCore

/// The project config `stickypreview.json` (SPEC section 8) as read, with the
/// defaults of `ConfigSchema` applied: which layouts make the site and how it
/// is written.
///
///     {"version": 1, "title": "Scroll previews", "screens": ["site/screens/*.xml"],
///      "output": "_site", "baseURL": "/", "devices": ["iphone-15", "pixel-8"],
///      "theme": {"accent": "#ff375f", "appearance": "auto"}}
public struct ProjectConfig: Hashable, Sendable {
  /// The file `build` looks for in the working folder.
  public static let fileName = "stickypreview.json"

  public var title: String
  /// The `screens` entries, in order; empty only for a site built without a config.
  public var screens: [Pattern]
  /// The output folder, relative to the config file.
  public var output: String
  /// Where `output` is written, for errors about the folder.
  public var outputLocation: SourceLocation?
  public var baseURL: BaseURL?
  /// The `devices` entries, in order; empty when every screen keeps its own device.
  public var devices: [String] = []
  public var theme: Theme

  /// A config with every key but `screens` at its default: what a site built
  /// from layout files alone, or the built-in gallery, is made with.
  public init(screens: [Pattern] = []) {
    title = ConfigSchema.defaultText("title")
    self.screens = screens
    output = ConfigSchema.defaultText("output")
    theme = Theme(
      accent: ConfigSchema.defaultColor("theme.accent"),
      appearance: Appearance(rawValue: ConfigSchema.defaultText("theme.appearance")) ?? .auto)
  }

  /// One `screens` entry: a path or a pattern, relative to the config file.
  public struct Pattern: Hashable, Sendable {
    public var text: String
    /// Where the entry is written, for errors about what it matches.
    public var location: SourceLocation

    public init(_ text: String, at location: SourceLocation) {
      self.text = text
      self.location = location
    }
  }
}
