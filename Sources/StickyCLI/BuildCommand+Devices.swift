import Foundation
import StickyCore
import StickyFormats
import StickySite

extension BuildCommand {
  /// A layout as it is built for one device, with its warnings.
  typealias Build = (root: RawNode, screen: Screen, sourceMap: SourceMap, warnings: [Diagnostic])

  /// A layout built for its own device, or once for each of the config's
  /// `devices`, in order. A device is set the way `device=` sets it in the
  /// layout, so each page shows what `frames` prints for the layout with that
  /// device.
  static func builds(of root: RawNode, devices: [String]) throws(DiagnosticError) -> [Build] {
    let choices: [String?] = devices.isEmpty ? [nil] : devices
    var builds: [Build] = []
    for device in choices {
      var build = try build(device.map(root.settingDevice) ?? root, device: device)
      // The device changes the screen's size, not its content: the builds
      // share one copy of it, and only the first one's places are read (seven
      // devices of a layout of the largest size held seven of each, 180 MB).
      if let first = builds.first {
        if build.screen.scroll == first.screen.scroll { build.screen.scroll = first.screen.scroll }
        build.sourceMap = SourceMap(file: build.sourceMap.file)
      }
      builds.append(build)
    }
    return builds
  }

  /// The screen of a layout's builds with its images: the first build's, the
  /// others as its variants. Every build names the same images and writes the
  /// same id: they are read and located once, in the first.
  static func siteScreen(_ builds: [Build], source: URL?, loader: inout LayoutLoader)
    throws(DiagnosticError) -> SiteScreen
  {
    let (screen, sourceMap) = (builds[0].screen, builds[0].sourceMap)
    let images = try loader.images(of: screen, placedBy: sourceMap, layout: source)
    let idLocation = sourceMap.location(of: .element(screen.id), property: "id")
    var entries = builds.map { build in
      var entry = SiteScreen(
        screen: build.screen, source: source, idLocation: idLocation, imageFiles: images)
      // With several devices each text is written when its page is: the
      // builds share one tree, which is smaller than seven texts; a single
      // build keeps the text, smaller than the tree.
      let root = build.root
      if builds.count == 1 {
        entry.layout = Self.source(of: root)
      } else {
        entry.writeLayout = { Self.source(of: root) }
      }
      return entry
    }
    var main = entries.removeFirst()
    main.variants = entries
    return main
  }

  /// The layout built, its diagnostics naming the device of `devices` it was
  /// built for, if any.
  private static func build(_ root: RawNode, device: String?) throws(DiagnosticError) -> Build {
    func naming(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
      guard let device else { return diagnostics }
      return diagnostics.map {
        Diagnostic(
          $0.message + " (with the device \(DiagnosticText.quoted(device)) of \"devices\")",
          at: $0.location, severity: $0.severity)
      }
    }
    do throws(DiagnosticError) {
      let built = try ScreenBuilder.build(root)
      return (root, built.screen, built.sourceMap, naming(built.warnings))
    } catch {
      throw DiagnosticError(naming(error.diagnostics))
    }
  }

  /// The layout's text in both spellings, as `config convert` writes them.
  static func source(of root: RawNode) -> LayoutSource {
    LayoutSource(xml: try? LayoutWriter.xml(root), json: LayoutWriter.json(root))
  }
}

extension RawNode {
  /// The layout with its screen's `device` set to a preset name; the value
  /// keeps the spelling's kind (a JSON string stays one), and a new one is
  /// untyped text, which the schema reads as the choice it is.
  func settingDevice(_ name: String) -> RawNode {
    var root = self
    if let index = root.properties.firstIndex(where: { $0.name == "device" }) {
      let isString = if case .string = root.properties[index].value { true } else { false }
      root.properties[index].value = isString ? .string(name) : .text(name)
    } else {
      root.properties.append(
        RawProperty(
          name: "device", nameLocation: location, value: .text(name), valueLocation: location))
    }
    return root
  }
}
