import Testing

@testable import StickySite

@Suite struct TemplateIncludeTests {
  /// The template `page.html` among `files` (by path in `Templates/`).
  static func page(_ files: [String: String]) throws(SiteError) -> Template {
    try Template.named("page.html") { files[$0] }
  }

  @Test func anIncludeStandsForThePartialsLines() throws {
    let template = try Self.page([
      "page.html": "<html>\n{{> head.html}}\n<body>{{x}}</body>\n",
      "partials/head.html": "<head>{{title}}</head>\n{{>meta.html }}\n",
      "partials/meta.html": "<meta>\n",
    ])
    #expect(template.text == "<html>\n<head>{{title}}</head>\n<meta>\n<body>{{x}}</body>\n")
    #expect(template.placeholders == ["title", "x"])
    #expect(try template.render(["title": "T", "x": "X"]).hasPrefix("<html>\n<head>T</head>"))
  }

  @Test func aMissingPartial() {
    let error = #expect(throws: SiteError.self) {
      try Self.page(["page.html": "{{> nope.html}}"])
    }
    #expect(
      error?.message
        == "the template page.html includes nope.html, which is not in Templates/partials/ of this build"
    )
  }

  @Test func partialsThatIncludeEachOther() {
    let error = #expect(throws: SiteError.self) {
      try Self.page([
        "page.html": "{{> a.html}}", "partials/a.html": "{{> b.html}}",
        "partials/b.html": "{{> a.html}}",
      ])
    }
    #expect(
      error?.message
        == "the templates include each other: page.html → partials/a.html → partials/b.html → "
        + "partials/a.html")
  }

  @Test(arguments: ["{{> }}", "{{> ../page.html}}", "{{> head.html"])
  func anIncludeThatCannotBeRead(include: String) {
    let error = #expect(throws: SiteError.self) {
      try Self.page(["page.html": "<html>\n" + include, "partials/head.html": ""])
    }
    #expect(
      error?.message
        == "the template page.html has an include it cannot read on line 2; write {{> name.html}}")
  }

  @Test(arguments: ["preview.html", "embed.html", "gallery.html"])
  func everyPageHasTheOneHead(name: String) throws {
    let template = try Template.named(name)
    #expect(template.text.components(separatedBy: "<head>").count == 2)
    #expect(
      template.text.hasPrefix(
        "<!DOCTYPE html>\n<html lang=\"en\" class=\"{{appearance}}\">\n<head>\n"))
    #expect(!template.text.contains("{{>"))
  }
}
