import Foundation
import StickyCore
import StickyFormats
import StickySite

extension BuildCommand {
  /// The screens of one layout: built for its own device, or once for each
  /// of the config's `devices` (the first one first, the rest as its
  /// variants). A device is set the way `device=` sets it in the layout, so
  /// each page shows what `frames` prints for the layout with that device.
  static func siteScreen(of root: RawNode, devices: [String], source: URL?)
    throws(DiagnosticError) -> SiteScreen
  {
    let places = imagePlaces(in: root)
    func entry(_ root: RawNode) throws(DiagnosticError) -> SiteScreen {
      SiteScreen(
        screen: try ScreenBuilder.build(root).screen, source: source, imagePlaces: places,
        layout: Self.source(of: root))
    }
    guard let first = devices.first else { return try entry(root) }
    var main = try variant(of: root, device: first, entry)
    for device in devices.dropFirst() {
      main.variants.append(try variant(of: root, device: device, entry))
    }
    return main
  }

  private static func variant(
    of root: RawNode, device: String, _ entry: (RawNode) throws(DiagnosticError) -> SiteScreen
  ) throws(DiagnosticError) -> SiteScreen {
    do throws(DiagnosticError) {
      return try entry(root.settingDevice(device))
    } catch {
      throw DiagnosticError(
        error.diagnostics.map {
          Diagnostic(
            $0.message + " (with the device \(DiagnosticText.quoted(device)) of \"devices\")",
            at: $0.location)
        })
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
