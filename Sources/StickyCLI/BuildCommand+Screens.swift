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
    // The first screen with each id and its file, by lowercased id: page
    // folders that differ only in case collide on case-insensitive disks.
    var ids: [String: (id: String, file: String)] = [:]
    for path in paths {
      do throws(DiagnosticError) {
        let file = path == "-" ? "<stdin>" : path
        let root = try read(path, file: file, standardInput: standardInput)
        let screen = try ScreenBuilder.build(root)
        let place = root.properties.first { $0.name == "id" }?.valueLocation ?? root.location
        if let first = ids[screen.id.lowercased()] {
          problems.append(Diagnostic(duplicate(screen.id, first: first), at: place))
          continue
        }
        ids[screen.id.lowercased()] = (screen.id, file)
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

  private static func duplicate(_ id: String, first: (id: String, file: String)) -> String {
    first.id == id
      ? "duplicate screen id \"\(id)\": \(first.file) has a screen with this id too"
      : "screen id \"\(id)\" differs only in case from \"\(first.id)\" in \(first.file)"
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
