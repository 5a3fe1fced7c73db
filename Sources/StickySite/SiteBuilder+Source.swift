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
    return HTMLWriter.markup { html in
      Self.openSection("source", heading: "source-heading", title: "Source", into: &html) {
        sourceTools(spellings, into: &$0)
      }
      html.open("details", [("class", "source-view"), ("id", "source-view")])
      html.leaf("summary", text: "Show the layout")
      for (index, spelling) in spellings.enumerated() {
        html.characters("\n")
        panel(spelling, shown: index == 0, into: &html)
      }
      html.characters("\n")
      html.close("details")
      html.characters("\n")
      html.leaf(
        "pre",
        [
          ("class", "code"), ("id", "frames-csv"), ("aria-label", "Frames at the current offset"),
          ("tabindex", "0"), ("hidden", nil),
        ], text: "")
      html.characters("\n")
      html.close("section")
    }
  }

  /// The Source section's tools: a tab for each spelling, a button that
  /// copies each (a link that downloads one too long for the page) and one
  /// that copies the frames.
  private static func sourceTools(_ spellings: [Spelling], into html: inout HTMLWriter) {
    html.open(
      "div",
      [("class", "tabs"), ("id", "source-tabs"), ("role", "tablist"), ("aria-label", "Spelling")])
    for (index, spelling) in spellings.enumerated() {
      html.leaf(
        "button",
        [
          ("type", "button"), ("role", "tab"), ("id", "tab-\(spelling.id)"),
          ("data-spelling", spelling.id), ("aria-controls", "source-\(spelling.id)-panel"),
          ("aria-selected", String(index == 0)),
        ], text: spelling.label)
    }
    html.close("div")
    for spelling in spellings {
      if Self.inlineText(spelling.text) == nil {
        html.leaf(
          "a", [("class", "copy"), ("href", spelling.file), ("download", nil)],
          text: "Download " + spelling.label)
      } else {
        html.leaf(
          "button",
          [
            ("type", "button"), ("class", "copy"), ("data-copy-source", spelling.id),
            ("data-show", "source-\(spelling.id)"),
          ], text: "Copy " + spelling.label)
      }
    }
    html.leaf(
      "button",
      [("type", "button"), ("class", "copy"), ("id", "copy-csv"), ("data-show", "frames-csv")],
      text: "Copy frames as CSV")
  }

  /// A spelling's tab panel, where the runtime draws its first lines, and
  /// its text, in a `<template>` beside the panel.
  private static func panel(_ spelling: Spelling, shown: Bool, into html: inout HTMLWriter) {
    let id = spelling.id
    var attributes: [HTMLWriter.Attribute] = [
      ("role", "tabpanel"), ("id", "source-\(id)-panel"), ("aria-labelledby", "tab-\(id)"),
    ]
    if !shown { attributes.append(("hidden", nil)) }
    html.open("div", attributes)
    html.leaf("pre", [("class", "code"), ("id", "source-\(id)"), ("tabindex", "0")], text: "")
    html.open("p", [("class", "hint"), ("id", "source-\(id)-more"), ("hidden", nil)])
    html.leaf("span", text: "")
    html.leaf("a", [("href", spelling.file)], text: "Open the whole file")
    html.characters(" or ")
    html.leaf("a", [("href", spelling.file), ("download", nil)], text: "download it")
    html.characters(".")
    html.close("p")
    html.close("div")
    html.leaf(
      "template",
      [("id", "source-\(id)-text"), ("data-lines", String(Self.lineCount(spelling.text)))],
      text: Self.inlineText(spelling.text) ?? Self.firstLines(spelling.text))
  }

  /// Bytes of a spelling a page holds whole; a longer one keeps its first lines
  /// up to `prefixLimit` bytes.
  static let inlineLimit = 32_000
  static let prefixLimit = 10_000

  /// The whole text when the page holds it whole, else nil.
  static func inlineText(_ text: String) -> String? {
    text.utf8.count <= inlineLimit ? text : nil
  }

  /// The first whole lines of `text` within `prefixLimit` bytes, found
  /// without splitting the text (a layout of the largest size has 100,000
  /// lines, whose pieces took 50 MB).
  static func firstLines(_ text: String) -> String {
    let utf8 = text.utf8
    var end = utf8.startIndex
    var bytes = 0
    for index in utf8.indices {
      bytes += 1
      if bytes > prefixLimit { break }
      if utf8[index] == UInt8(ascii: "\n") { end = utf8.index(after: index) }
    }
    return String(text[..<end])
  }

  static func lineCount(_ text: String) -> Int {
    text.utf8.count { $0 == UInt8(ascii: "\n") } + (text.hasSuffix("\n") ? 0 : 1)
  }

  /// The layout's spellings as files beside its preview page, named after the
  /// screen, which the Source section links to.
  static func sourceFiles(_ source: LayoutSource?, screen: String) -> [(name: String, text: String)]
  {
    guard let source else { return [] }
    return spellings(source, screen: screen).map { ($0.file, $0.text) }
  }

  /// A spelling of the layout: its id in the page, its name, the file beside
  /// the page, and its text.
  private typealias Spelling = (id: String, label: String, file: String, text: String)

  private static func spellings(_ source: LayoutSource, screen: String) -> [Spelling] {
    var result: [Spelling] = []
    if let xml = source.xml { result.append(("xml", "XML", screen + ".xml", xml)) }
    result.append(("json", "JSON", screen + ".json", source.json))
    return result
  }
}
