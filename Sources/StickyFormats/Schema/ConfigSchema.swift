import StickyCore

/// The project config `stickypreview.json` (SPEC section 8), described once:
/// the reader's validation, `config schema`, `get`, `set` and the docs all read
/// this table.
public enum ConfigSchema {
  /// The one version of the config format.
  public static let version = 1

  public static let keys: [ConfigKey] = [
    // A JSON-only document may name its JSON Schema like any other key; the
    // build ignores it.
    ConfigKey("$schema", .text, JSONSchemaWriter.schemaMemberSummary),
    ConfigKey("version", .version, required: true, "Version of the config format; 1."),
    ConfigKey(
      "title", .text, default: .value(.text("Scroll previews")), "Heading of the gallery page."),
    ConfigKey(
      "screens", .patterns, required: true,
      "Layout files to build, in order: paths or patterns with *, ? and ** (any depth), "
        + "relative to the config file."),
    ConfigKey(
      "output", .path, default: .value(.text("_site")),
      "Folder the site is written to, relative to the config file."),
    ConfigKey(
      "baseURL", .baseURL,
      "Where the site will be hosted: a path from the host's root (/previews/) or an http or "
        + "https address (https://example.com/previews/); adds canonical links and full "
        + "addresses to the embed snippets."),
    ConfigKey(
      "devices", .choices(Device.presets.map(\.name)),
      "Device presets to build every screen for, one page each with a switcher: the first "
        + "device's page is the screen's own, each other's is in a folder named after it. "
        + "Without it each screen is built for its own device."),
    ConfigKey("theme", .object, "The look of the site."),
    ConfigKey(
      "theme.accent", .color, default: .value(.color(Palette.accent)),
      "Color of links, buttons and controls."),
    ConfigKey(
      "theme.appearance", .choice(Appearance.allCases.map(\.rawValue)),
      default: .value(.text("auto")),
      "Light or dark pages, or auto to follow the reader's system setting."),
  ]

  public static func key(_ name: String) -> ConfigKey? {
    keys.first { $0.name == name }
  }

  /// The default of a key that has a text default.
  static func defaultText(_ name: String) -> String {
    guard case .text(let text)? = key(name)?.defaultValue.value else {
      preconditionFailure("the config schema gives \"\(name)\" no text default")
    }
    return text
  }

  /// The default of a key that has a colour default.
  static func defaultColor(_ name: String) -> Color {
    guard case .color(let color)? = key(name)?.defaultValue.value else {
      preconditionFailure("the config schema gives \"\(name)\" no colour default")
    }
    return color
  }

  /// The keys of the object `parent` (nil: the top level), in table order.
  public static func keys(in parent: String?) -> [ConfigKey] {
    keys.filter { $0.parent == parent }
  }
}
