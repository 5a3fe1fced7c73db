extension SiteBuilder {
  /// Opens a section of a preview page (Source, Embed) and writes its head:
  /// the heading `title`, its id `heading`, then what `tools` writes beside
  /// it (the copy buttons) and the status line where a copy reports.
  static func openSection(
    _ className: String, heading: String, title: String, into html: inout HTMLWriter,
    tools: (inout HTMLWriter) -> Void
  ) {
    html.open("section", [("class", className), ("aria-labelledby", heading)])
    html.characters("\n")
    html.open("div", [("class", "section-head")])
    html.leaf("h2", [("id", heading)], text: title)
    tools(&html)
    html.leaf("span", [("class", "copy-status"), ("role", "status")], text: "")
    html.close("div")
    html.characters("\n")
  }
}
