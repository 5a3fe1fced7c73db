import Foundation
import StickyCore
import StickyFormats
import StickySite

extension BuildCommand {
  static func theme(_ theme: ProjectConfig.Theme) -> SiteTheme {
    let appearance: SiteTheme.Appearance =
      switch theme.appearance {
      case .auto: .auto
      case .light: .light
      case .dark: .dark
      }
    return SiteTheme(accent: theme.accent, appearance: appearance)
  }

  /// Reads every layout (`-` is standard input) and reports the diagnostics
  /// of all of them together, then screens that share an id: each id names a
  /// page folder of the site. The gallery groups the screens by their folder
  /// relative to `folder` (the config's). With `devices`, each layout is built
  /// once per device.
  static func load(
    _ paths: [String], relativeTo folder: String = "", devices: [String] = [],
    standardInput: () -> [UInt8]?
  ) throws(DiagnosticError) -> [SiteScreen] {
    var screens: [SiteScreen] = []
    var problems: [Diagnostic] = []
    var ids = ScreenIDs()
    for path in paths {
      do throws(DiagnosticError) {
        let input = Input(path)
        let file = input.file
        let root = try LayoutParser.read(input.bytes(standardInput: standardInput), file: file)
        var entry = try siteScreen(
          of: root, devices: devices, source: path == "-" ? nil : URL(fileURLWithPath: path))
        entry.group = Paths.relative(Paths.folder(of: path), to: folder)
        let screen = entry.screen
        let place = root.properties.first { $0.name == "id" }?.valueLocation ?? root.location
        do throws(SiteError) {
          try ids.add(screen.id, file: file)
        } catch {
          problems.append(Diagnostic(error.message, at: place))
          continue
        }
        screens.append(entry)
      } catch {
        problems += error.diagnostics
      }
    }
    guard problems.isEmpty else { throw DiagnosticError(problems) }
    return screens
  }

  /// The built-in gallery: the layouts of `site/screens`, embedded at build time.
  static func galleryScreens() throws(DiagnosticError) -> [SiteScreen] {
    try SiteResources.galleryLayouts.map { (layout) throws(DiagnosticError) in
      var entry = try siteScreen(
        of: LayoutParser.read(Array(layout.text.utf8), file: layout.path), devices: [], source: nil)
      entry.imageFiles = SiteResources.galleryImages
      return entry
    }
  }
}
