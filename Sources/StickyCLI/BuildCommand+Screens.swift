import Foundation
import StickyCore
import StickyFormats
import StickySite

extension BuildCommand {
  /// Loads every layout (`-` is standard input) with its images and reports
  /// the diagnostics of all of them together, and screens that share an id:
  /// each id names a page folder of the site. The gallery groups the screens
  /// by their folder relative to `folder` (the config's). With `devices`,
  /// each layout is built once per device.
  ///
  /// - Parameter imageRoot: the folder images must stay inside (the config's);
  ///   nil: each layout's own folder.
  static func load(
    _ inputs: [Input], relativeTo folder: String = "", devices: [String] = [],
    imageRoot: URL? = nil, standardInput: () -> [UInt8]?, warnings: inout [Diagnostic]
  ) throws(DiagnosticError) -> [SiteScreen] {
    var loader = LayoutLoader(images: .files(root: imageRoot))
    var screens: [SiteScreen] = []
    var problems: [Diagnostic] = []
    var ids = ScreenIDs()
    for input in inputs {
      do throws(DiagnosticError) {
        let builds = try builds(reading: input, devices: devices, standardInput: standardInput)
        warnings += builds.flatMap(\.warnings)
        // A screen whose id is taken is left out before its images are read.
        do throws(SiteError) {
          try ids.add(builds[0].screen.id, at: idPlace(of: builds), file: nil)
        } catch {
          problems.append(Diagnostic(error.message, at: idPlace(of: builds)))
          continue
        }
        screens.append(
          try screen(of: builds, from: input, relativeTo: folder, loader: &loader))
      } catch {
        problems += error.diagnostics
      }
    }
    guard problems.isEmpty else { throw DiagnosticError(problems) }
    return screens
  }

  /// The layout at `input` read and built, once per device of `devices`.
  static func builds(reading input: Input, devices: [String], standardInput: () -> [UInt8]?)
    throws(DiagnosticError) -> [Build]
  {
    try builds(of: LayoutLoader.read(input, standardInput: standardInput), devices: devices)
  }

  /// Where the layout of `builds` writes its screen's id.
  static func idPlace(of builds: [Build]) -> SourceLocation {
    builds[0].sourceMap.location(of: .element(builds[0].screen.id), property: "id")
  }

  /// The site's screen of the layout at `input`, with its images, in the
  /// gallery's group of its folder relative to `folder` (the config's).
  static func screen(
    of builds: [Build], from input: Input, relativeTo folder: String,
    loader: inout LayoutLoader
  ) throws(DiagnosticError) -> SiteScreen {
    var entry = try siteScreen(builds, source: input.url, loader: &loader)
    entry.group = Paths.relative(Paths.folder(of: input.path), to: folder)
    return entry
  }

  /// The built-in gallery: the layouts of `site/screens`, embedded at build time.
  static func galleryScreens() throws(DiagnosticError) -> [SiteScreen] {
    var loader = LayoutLoader(images: .given(SiteResources.galleryImages))
    return try SiteResources.galleryLayouts.map { (layout) throws(DiagnosticError) in
      let root = try LayoutParser.read(Array(layout.text.utf8), file: layout.path)
      return try siteScreen(builds(of: root, devices: []), source: nil, loader: &loader)
    }
  }
}
