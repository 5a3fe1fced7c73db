extension SiteBuilder {
  /// The "Source" section of a preview page: the layout in both spellings,
  /// highlighted, each with a copy button, and the button that copies the
  /// frames at the current offset. Empty for a screen with no layout text.
  static func sourceSection(_ source: LayoutSource?) -> String {
    guard let source else { return "" }
    var spellings: [(id: String, label: String, html: String)] = []
    if let xml = source.xml { spellings.append(("xml", "XML", SourceHighlighter.xml(xml))) }
    spellings.append(("json", "JSON", SourceHighlighter.json(source.json)))
    let tabs = spellings.enumerated().map { index, spelling in
      "<button type=\"button\" role=\"tab\" id=\"tab-\(spelling.id)\" "
        + "aria-controls=\"source-\(spelling.id)\" aria-selected=\"\(index == 0)\">"
        + spelling.label + "</button>"
    }
    let copies = spellings.map { spelling in
      "<button type=\"button\" class=\"copy\" data-copy=\"source-\(spelling.id)\">Copy "
        + spelling.label + "</button>"
    }
    let panels = spellings.enumerated().map { index, spelling in
      "<pre class=\"code\" id=\"source-\(spelling.id)\" role=\"tabpanel\" "
        + "aria-labelledby=\"tab-\(spelling.id)\" tabindex=\"0\"\(index == 0 ? "" : " hidden")>"
        + "<code>\(spelling.html)</code></pre>"
    }
    return """
      <section class="source" aria-labelledby="source-heading">
      <div class="section-head"><h2 id="source-heading">Source</h2>\
      <div class="tabs" role="tablist" aria-label="Spelling">\(tabs.joined())</div>\
      \(copies.joined())\
      <button type="button" class="copy" id="copy-csv">Copy frames as CSV</button>\
      <span class="copy-status" role="status"></span></div>
      \(panels.joined(separator: "\n"))
      <pre class="code" id="frames-csv" aria-label="Frames at the current offset" tabindex="0" hidden></pre>
      </section>
      """
  }
}
