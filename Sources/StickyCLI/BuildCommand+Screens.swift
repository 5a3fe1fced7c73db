import Foundation
import StickyFormats
import StickySite

extension BuildCommand {
  static func readConfig(_ path: String) throws(CommandError) -> ProjectConfig {
    do throws(DiagnosticError) {
      return try ProjectConfigReader.read(contentsOf: path)
    } catch {
      throw .invalidInput(error.diagnostics.map(\.description))
    }
  }

  static func screenFiles(of config: ProjectConfig, in folder: String) throws(CommandError)
    -> [String]
  {
    do throws(DiagnosticError) {
      return try config.screenFiles(in: folder)
    } catch {
      throw .invalidInput(error.diagnostics.map(\.description))
    }
  }

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
  /// page folder of the site.
  static func load(_ paths: [String], standardInput: () -> [UInt8]?) throws(CommandError)
    -> [SiteScreen]
  {
    var screens: [SiteScreen] = []
    var problems: [Diagnostic] = []
    var ids = ScreenIDs()
    for path in paths {
      do throws(DiagnosticError) {
        let file = path == "-" ? "<stdin>" : path
        let root = try read(path, file: file, standardInput: standardInput)
        let screen = try ScreenBuilder.build(root)
        let place = root.properties.first { $0.name == "id" }?.valueLocation ?? root.location
        do throws(SiteError) {
          try ids.add(screen.id, file: file)
        } catch {
          problems.append(Diagnostic(error.message, at: place))
          continue
        }
        screens.append(
          SiteScreen(screen: screen, source: path == "-" ? nil : URL(fileURLWithPath: path)))
      } catch {
        problems += error.diagnostics
      }
    }
    guard problems.isEmpty else { throw .invalidInput(problems.map(\.description)) }
    return screens
  }

  private static func read(
    _ path: String, file: String, standardInput: () -> [UInt8]?
  ) throws(DiagnosticError) -> RawNode {
    guard path == "-" else { return try LayoutParser.read(contentsOf: path) }
    guard let bytes = standardInput() else {
      let location = SourceLocation(file: file, line: 1, column: 1)
      throw DiagnosticError([Diagnostic("cannot read standard input", at: location)])
    }
    return try LayoutParser.read(bytes, file: file)
  }

  /// The built-in gallery: the layouts of `site/screens`, embedded at build time.
  static func galleryScreens() throws(CommandError) -> [SiteScreen] {
    var screens: [SiteScreen] = []
    for layout in SiteResources.galleryLayouts {
      do throws(DiagnosticError) {
        screens.append(
          SiteScreen(screen: try ScreenLoader.load(Array(layout.text.utf8), file: layout.path)))
      } catch {
        throw .invalidInput(error.diagnostics.map(\.description))
      }
    }
    return screens
  }
}
