import StickyCore

extension SiteBuilder {
  /// The "Source" section of a preview page: the layout in both spellings, each
  /// kept once as escaped text in a `<template>` (inert: no DOM until drawn),
  /// coloured by the runtime (`source.js`) when the reader opens the section,
  /// and then only its first lines; the whole file is written beside the page
  /// (`sourceFiles`). A spelling longer than `inlineLimit` keeps only its first
  /// lines in the page, so that the page does not grow with the layout; its
  /// copy button becomes a download. Another button copies the frames at the
  /// current offset. Empty for a screen with no layout text.
  static func sourceSection(_ source: LayoutSource?, screen: String) -> String {
    guard let source else { return "" }
    let spellings = Self.spellings(source, screen: screen)
    let tabs = spellings.enumerated().map { index, spelling in
      "<button type=\"button\" role=\"tab\" id=\"tab-\(spelling.id)\" "
        + "data-spelling=\"\(spelling.id)\" aria-controls=\"source-\(spelling.id)-panel\" "
        + "aria-selected=\"\(index == 0)\">" + spelling.label + "</button>"
    }
    let copies = spellings.map { spelling in
      Self.inlineText(spelling.text) == nil
        ? "<a class=\"copy\" href=\"\(MarkupAttribute.escape(spelling.file))\" download>Download "
          + spelling.label + "</a>"
        : "<button type=\"button\" class=\"copy\" data-copy-source=\"\(spelling.id)\" "
          + "data-show=\"source-\(spelling.id)\">Copy " + spelling.label + "</button>"
    }
    let panels = spellings.enumerated().map { index, spelling in
      let file = MarkupAttribute.escape(spelling.file)
      return "<div role=\"tabpanel\" id=\"source-\(spelling.id)-panel\" "
        + "aria-labelledby=\"tab-\(spelling.id)\"\(index == 0 ? "" : " hidden")>"
        + "<pre class=\"code\" id=\"source-\(spelling.id)\" tabindex=\"0\"></pre>"
        + "<p class=\"hint\" id=\"source-\(spelling.id)-more\" hidden><span></span>"
        + "<a href=\"\(file)\">Open the whole file</a> or "
        + "<a href=\"\(file)\" download>download it</a>.</p></div>"
        + "<template id=\"source-\(spelling.id)-text\" data-lines=\"\(Self.lineCount(spelling.text))\">"
        + HTMLText.escape(Self.inlineText(spelling.text) ?? Self.firstLines(spelling.text))
        + "</template>"
    }
    return """
      <section class="source" aria-labelledby="source-heading">
      <div class="section-head"><h2 id="source-heading">Source</h2>\
      <div class="tabs" id="source-tabs" role="tablist" aria-label="Spelling">\(tabs.joined())</div>\
      \(copies.joined())\
      <button type="button" class="copy" id="copy-csv" data-show="frames-csv">Copy frames as CSV</button>\
      <span class="copy-status" role="status"></span></div>
      <details class="source-view" id="source-view"><summary>Show the layout</summary>
      \(panels.joined(separator: "\n"))
      </details>
      <pre class="code" id="frames-csv" aria-label="Frames at the current offset" tabindex="0" hidden></pre>
      </section>
      """
  }

  /// Bytes of a spelling a page holds whole; a longer one keeps its first lines
  /// up to `prefixLimit` bytes.
  static let inlineLimit = 32_000
  static let prefixLimit = 16_000

  /// The whole text when the page holds it whole, else nil.
  static func inlineText(_ text: String) -> String? {
    text.utf8.count <= inlineLimit ? text : nil
  }

  /// The first whole lines of `text` within `prefixLimit` bytes.
  static func firstLines(_ text: String) -> String {
    var end = text.startIndex
    var bytes = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      bytes += line.utf8.count + 1
      guard bytes <= prefixLimit, line.endIndex < text.endIndex else { break }
      end = text.index(after: line.endIndex)
    }
    return String(text[..<end])
  }

  static func lineCount(_ text: String) -> Int {
    text.split(separator: "\n", omittingEmptySubsequences: false).count
      - (text.hasSuffix("\n") ? 1 : 0)
  }

  /// The layout's spellings as files beside its preview page, named after the
  /// screen, which the Source section links to.
  static func sourceFiles(_ source: LayoutSource?, screen: String) -> [(name: String, text: String)]
  {
    guard let source else { return [] }
    return spellings(source, screen: screen).map { ($0.file, $0.text) }
  }

  private static func spellings(_ source: LayoutSource, screen: String) -> [(
    id: String, label: String, file: String, text: String
  )] {
    var result: [(id: String, label: String, file: String, text: String)] = []
    if let xml = source.xml { result.append(("xml", "XML", screen + ".xml", xml)) }
    result.append(("json", "JSON", screen + ".json", source.json))
    return result
  }
}
