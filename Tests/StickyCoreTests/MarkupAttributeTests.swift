import StickyCore
import Testing

/// The one attribute escaper of the pages, the drawings and the layout and
/// schema writers: a value between double quotes can end no attribute, open
/// no tag and break no XML, and reads back as itself.
@Suite struct MarkupAttributeTests {
  @Test(arguments: [
    ("plain-id_1", "plain-id_1"),
    ("<a & b>", "&lt;a &amp; b&gt;"),
    ("\"><img src=x onerror=alert(1)>", "&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"),
    // Every attribute is double-quoted, so an apostrophe stays: `fmt` keeps a
    // layout's "don't" as written.
    ("\"it's\"", "&quot;it's&quot;"),
    // References, or an XML reader would make spaces of them.
    ("tab\tline\nend\r", "tab&#9;line&#10;end&#13;"),
    ("nul\u{0}bell\u{7}esc\u{1B}", "nul\u{FFFD}bell\u{FFFD}esc\u{FFFD}"),
    ("\u{FFFE}\u{FFFF}é✓ 東京", "\u{FFFD}\u{FFFD}é✓ 東京"),
  ])
  func escapes(input: String, escaped: String) {
    #expect(MarkupAttribute.escape(input) == escaped)
  }
}
