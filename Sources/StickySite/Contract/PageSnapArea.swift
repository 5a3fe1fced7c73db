import StickyCore

/// A block that snaps, or a list whose rows each snap (`SnapArea`): a block
/// has a `height`, a list its `rows`.
struct PageSnapArea: PageRecord {
  var share: Double
  var stop: Bool
  var id: String
  var top: Double
  var height: Double?
  var rows: PageSnapRows?

  init(_ area: SnapArea) {
    share = area.align.share
    stop = area.stop == .always
    switch area.items {
    case .block(let id, let top, let height):
      self.id = id
      self.top = top
      self.height = height
    case .rows(let rows, let top):
      id = rows.listID
      self.top = top
      self.rows = PageSnapRows(count: rows.count, heights: rows.pattern)
    }
  }

  static let summary = "A block that snaps, or a list whose rows each snap."
  static var fields: [PageField<Self>] {
    [
      .init(
        "share", \.share,
        "The share of h - Hs an item's aligned offset lies past its start one: start 0, center 0.5, end 1."
      ),
      .init("stop", \.stop, "Whether a fling, step or page may not pass it (snapStop always)."),
      .init("id", \.id, "The block's id, or the list's, whose rows are <list>-<i>."),
      .init("top", \.top, "Its top in content coordinates."),
      .init("height", \.height, "A block's height."),
      .init("rows", \.rows, "A list's rows, each of which snaps."),
    ]
  }
}
