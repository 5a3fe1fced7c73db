import StickyCore

/// What every page of a site shares: the style sheet with the theme's
/// properties, each kind of page's runtime with the policy that allows it,
/// and the templates. A build makes them once; a build that watches its
/// layouts keeps them from one rebuild to the next while the theme stays.
struct SiteParts {
  var theme: Theme
  var style: String
  /// The style of a page that follows `build --watch`: `style` and the rules
  /// of what it shows over the preview, which no other page carries.
  var watchedStyle: String
  var scripts: PageScripts
  var preview: Template
  var gallery: Template
  var embed: Template
  /// The placeholders of the embed page, which takes those of the preview's
  /// values it names.
  var embedPlaceholders: Set<String>

  init(theme: Theme) throws(SiteError) {
    self.theme = theme
    style =
      SiteStyle.generated(accent: theme.accent)
      + StyleSheetText.compact(try Self.asset("site.css", closing: "</style"))
    watchedStyle = style + StyleSheetText.compact(try Self.asset("watch.css", closing: "</style"))
    scripts = try PageScripts(style: style, watchedStyle: watchedStyle)
    preview = try Template.named("preview.html")
    gallery = try Template.named("gallery.html")
    embed = try Template.named(SiteBuilder.embedName)
    embedPlaceholders = Set(embed.placeholders)
  }

  /// An embedded CSS file, checked not to contain its own closing tag.
  private static func asset(_ name: String, closing: String) throws(SiteError) -> String {
    let text = try Template.named(name).text
    if text.lowercased().contains(closing) || text.contains("<!--") {
      throw SiteError("Templates/\(name) must not contain \(closing) or <!--")
    }
    return text
  }
}
