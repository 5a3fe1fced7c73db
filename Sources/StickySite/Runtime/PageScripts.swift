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
  init(style: String) throws(SiteError) {
    let bundles = try Self.bundles.get()
    let styleSource = SHA256.cspSource(style)
    func script(_ entry: String) -> Script {
      let bundle = bundles[entry]!
      return Script(
        text: bundle.text,
        policy: SiteBuilder.policy(styleSource: styleSource, scriptSource: bundle.source))
    }
    preview = script(Self.previewEntry)
    embed = script(Self.embedEntry)
    gallery = script(Self.galleryEntry)
  }

  /// Each entry's bundle and its hash, made once per process: the embedded
  /// modules cannot change while it runs, and a process that builds many
  /// sites (`build --watch`, the tests) would otherwise bundle and hash the
  /// same text for each.
  private static let bundles: Result<[String: (text: String, source: String)], SiteError> =
    Result { () throws(SiteError) in
      let bundler = try RuntimeBundler.embedded()
      var bundles: [String: (text: String, source: String)] = [:]
      for entry in entries {
        let text = try bundler.bundle(entry: entry)
        bundles[entry] = (text, SHA256.cspSource(text))
      }
      return bundles
    }
}
