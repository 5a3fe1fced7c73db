import StickyCore

extension SiteBuilder {
  /// The device switcher of a page: a link to each device's page, the current
  /// one marked. Empty for a screen built once.
  static func deviceSwitcher(_ page: SitePage) -> String {
    guard !page.devices.isEmpty else { return "" }
    let links = page.devices.map { device in
      let name = HTMLText.escape(deviceName(device.name))
      if device.folder == page.folder {
        return "<a href=\"index.html\" aria-current=\"page\">\(name)</a>"
      }
      return "<a href=\"\(MarkupAttribute.escape(page.link(to: device.folder)))\">\(name)</a>"
    }
    return "<nav class=\"devices\" aria-label=\"Device\">" + links.joined() + "</nav>"
  }
}
