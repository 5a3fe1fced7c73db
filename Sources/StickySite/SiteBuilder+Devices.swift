import StickyCore

extension SiteBuilder {
  /// The device switcher of a page: a link to each device's page, the current
  /// one marked. Empty for a screen built once.
  static func deviceSwitcher(_ page: SitePage) -> String {
    guard !page.devices.isEmpty else { return "" }
    return HTMLWriter.markup { html in
      html.open("nav", [("class", "devices"), ("aria-label", "Device")])
      for device in page.devices {
        let link: [HTMLWriter.Attribute] =
          device.folder == page.folder
          ? [("href", "index.html"), ("aria-current", "page")]
          : [("href", page.link(to: device.folder))]
        html.leaf("a", link, text: deviceName(device.name))
      }
      html.close("nav")
    }
  }
}
