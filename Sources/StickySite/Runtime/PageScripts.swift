/// The runtime of each kind of page, bundled once per build, with the
/// Content-Security-Policy that allows exactly that script and the site's style.
struct PageScripts {
  struct Script {
    var text: String
    var policy: String
  }

  /// The entry module of each kind of page, in `Templates/runtime/`.
  static let previewEntry = "preview.js"
  static let embedEntry = "embed.js"
  static let galleryEntry = "gallery.js"
  static let entries = [previewEntry, embedEntry, galleryEntry]

  var preview: Script
  var embed: Script
  var gallery: Script

  /// `style` is the pages' one inline style, which every policy names too.
  init(style: String, bundler: RuntimeBundler) throws(SiteError) {
    func script(_ entry: String) throws(SiteError) -> Script {
      let text = try bundler.bundle(entry: entry)
      return Script(text: text, policy: SiteBuilder.policy(style: style, script: text))
    }
    preview = try script(Self.previewEntry)
    embed = try script(Self.embedEntry)
    gallery = try script(Self.galleryEntry)
  }
}
