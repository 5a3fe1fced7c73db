/// One preview page of a site: a screen built for one device, and where its
/// files go. Without `devices` every screen has one page, in `<id>/`; with
/// them, the first device's page is `<id>/` and each other device's is
/// `<id>/<device>/`, so that `<id>/index.html` stays the page of the screen.
struct SitePage {
  var entry: SiteScreen
  /// The page's folder within the site, ending in `/`.
  var folder: String
  /// The way from the folder back to the site's root: `../` or `../../`.
  var root: String
  /// The devices the screen is built for and each one's folder, in order;
  /// empty when it is built once.
  var devices: [(name: String, folder: String)]
  /// Whether this is the screen's first page, the one the gallery shows.
  var isFirst: Bool

  /// The pages of a list of screens, each screen's devices after it.
  static func pages(of screens: [SiteScreen]) -> [SitePage] {
    screens.flatMap { entry -> [SitePage] in
      let base = entry.screen.id + "/"
      let variants = [entry] + entry.variants
      let devices: [(name: String, folder: String)] =
        entry.variants.isEmpty
        ? []
        : variants.enumerated().map { index, variant in
          (variant.screen.device, index == 0 ? base : base + variant.screen.device + "/")
        }
      return variants.enumerated().map { index, variant in
        SitePage(
          entry: variant, folder: devices.isEmpty ? base : devices[index].folder,
          root: index == 0 ? "../" : "../../", devices: devices, isFirst: index == 0)
      }
    }
  }

  /// A link from this page to the page of the device in `folder`.
  func link(to folder: String) -> String {
    let screenFolder = entry.screen.id + "/"
    let up = self.folder == screenFolder ? "" : "../"
    return up + folder.dropFirst(screenFolder.count) + "index.html"
  }
}
