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
  /// The preview page of a site that `build --watch` writes, which follows
  /// the rebuilds of its screen.
  static let followingPreviewEntry = "following-preview.js"
  static let entries = [previewEntry, embedEntry, galleryEntry, followingPreviewEntry]

  var preview: Script
  var embed: Script
  var gallery: Script
  var followingPreview: Script

  /// `style` is the pages' one inline style, which every policy names too;
  /// `watchedStyle` that of a page that follows `build --watch`.
  init(style: String, watchedStyle: String) throws(SiteError) {
    let bundles = try Self.bundles.get()
    func script(_ entry: String, style: String = style, trusting extra: String = "") -> Script {
      let bundle = bundles[entry]!
      return Script(
        text: bundle.text,
        policy: SiteBuilder.policy(
          styleSource: SHA256.cspSource(style), scriptSource: bundle.source + extra))
    }
    preview = script(Self.previewEntry)
    embed = script(Self.embedEntry)
    gallery = script(Self.galleryEntry)
    // The page asks for the files beside it that the build rewrites by adding
    // `<script>` elements (`follow.js` says why): 'strict-dynamic' trusts the
    // scripts that the hashed runtime adds, and only those, in Chromium,
    // Firefox and WebKit alike, from file:// as from a host. ('self' would
    // trust every script of the host the site is on.)
    followingPreview = script(
      Self.followingPreviewEntry, style: watchedStyle, trusting: " 'strict-dynamic'")
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
