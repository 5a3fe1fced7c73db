import StickyCore

extension SiteBuilder {
  /// The panel's line that names the block (or row) the content rests at, on
  /// the pages of screens that snap only (SPEC section 14); the page writes
  /// the name as the content comes to rest, and a dash where none holds it.
  static func snapReadout(_ table: Scene) -> String {
    guard table.snap.snaps else { return "" }
    return HTMLWriter.markup { html in
      html.open("p", [("class", "snap-at")])
      html.characters("Rests at ")
      html.leaf("output", [("id", "snap-target"), ("aria-live", "polite")], text: "–")
      html.close("p")
    }
  }
}
