import StickyCore

extension SiteBuilder {
  /// The panel's Play control, on the pages of screens with a bar that hides
  /// or a floating header only: it plays the page data's demo path
  /// (`ScrollPath.demo`), which shows what they do (SPEC section 12).
  static func playControl(_ table: Scene) -> String {
    guard !table.hiding.isEmpty else { return "" }
    return "<button type=\"button\" class=\"play\" id=\"play\" "
      + "title=\"Scroll down, back up a little, lift the finger, then down to the end\">"
      + "Play</button>"
  }
}
