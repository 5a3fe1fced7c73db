import StickyCore

extension SiteBuilder {
  /// The embed page beside each preview page: the screen and a slim scrubber.
  static let embedName = "embed.html"

  /// Where a host page finds a page's embed: under `baseURL` when the site
  /// has one, else relative to the site's folder.
  func embedAddress(_ page: SitePage) -> String {
    absolute(page.folder + Self.embedName) ?? page.folder + Self.embedName
  }

  /// The "Embed" section of a preview page: an `<iframe>` snippet to copy.
  func embedSection(_ page: SitePage) -> String {
    let screen = page.entry.screen
    let size = PageMetrics.embedSize(of: screen)
    let snippet = HTMLWriter.markup { html in
      html.leaf(
        "iframe",
        [
          ("src", embedAddress(page)), ("title", Self.name(of: screen)),
          ("width", NumberFormat.string(size.width)), ("height", NumberFormat.string(size.height)),
          // The embed page's own scheme, so that no host's makes its canvas opaque.
          ("style", "border:0;max-width:100%;color-scheme:\(colorScheme)"), ("loading", "lazy"),
        ], text: "")
    }
    let relative =
      absolute("") == nil
      ? " The address is relative to the site's folder; build with --base-url for a full one."
      : ""
    return HTMLWriter.markup { html in
      Self.openSection("share", heading: "embed-heading", title: "Embed", into: &html) { html in
        html.leaf(
          "button",
          [
            ("type", "button"), ("class", "copy"), ("data-copy", "embed-snippet"),
            ("data-show", "embed-snippet"),
          ], text: "Copy snippet")
      }
      html.leaf(
        "p", [("class", "hint")],
        text: "Put this preview into another page with an iframe. It scales to fit, starts at "
          + "#offset=N, and tells the host page its size." + relative)
      html.characters("\n")
      html.open("pre", [("class", "code"), ("id", "embed-snippet"), ("tabindex", "0")])
      html.leaf("code", text: snippet)
      html.close("pre")
      html.characters("\n")
      html.close("section")
    }
  }
}
