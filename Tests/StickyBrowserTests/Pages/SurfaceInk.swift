import StickyCore

/// What lies under a line across the screen at an offset, worked out from the
/// frame table alone, as the page paints it: each element with a background,
/// each list's rows and pinned rows, the highest stacking class on top and the
/// later element on top within a class. The status bar and the home indicator
/// must take the ink of that surface.
struct SurfaceInk {
  /// An ink: black, white, or the theme's text color on its own backgrounds.
  enum Ink: Equatable {
    case light, dark, theme

    init(on color: Color?) {
      guard let color else {
        self = .theme
        return
      }
      self = StickyCore.Ink.isLight(on: color) ? .light : .dark
    }

    /// The CSS color of text in this ink on a page in the light theme.
    var lightThemeCSS: String {
      switch self {
      case .light: "rgb(255, 255, 255)"
      case .dark: "rgb(0, 0, 0)"
      case .theme: "rgb(28, 28, 30)"
      }
    }
  }

  var screen: Screen
  var table: Scene
  var accent = Palette.accent

  /// The ink under the line `y` at `offset`, or nil when an edge of some
  /// surface lies within `margin` of the line (where a rounding may decide).
  func ink(atLine y: Double, offset: Double, margin: Double = 0.5) -> Ink? {
    // A status bar band covers everything under it.
    if let band = screen.statusBar, y < screen.safeTop { return Ink(on: band) }
    var best: (rank: Double, ink: Ink)?
    var ambiguous = false
    func consider(top: Double, height: Double, rank: Double, ink: () -> Ink?) {
      let bottom = top + height
      if abs(top - y) < margin || abs(bottom - y) < margin { ambiguous = true }
      guard top < y, y < bottom, best == nil || rank > best!.rank, let ink = ink() else { return }
      best = (rank, ink)
    }
    for (k, track) in table.tracks.enumerated() {
      let rank = Double(track.layer.rawValue) * 1_000_000 + Double(k)
      let top = track.y.value(at: offset)
      let height = track.height.value(at: offset)
      switch track.node {
      case .bar(let bar): consider(top: top, height: height, rank: rank) { Ink(on: bar.color) }
      case .scroll(let scroll):
        consider(top: top, height: height, rank: rank) { Ink(on: scroll.background) }
      case .header(let header):
        // An image, and the default header's shaded accent, are under white.
        consider(top: top, height: height, rank: rank) {
          header.image != nil ? .light : header.color.map { Ink(on: $0) } ?? .light
        }
      case .block(let block):
        switch block.kind {
        case .box(let box):
          consider(top: top, height: height, rank: rank) {
            box.image != nil ? .light : Ink(on: box.color)
          }
        case .button(let button):
          // White wherever it reads at 3:1 on the fill, as the platforms draw buttons.
          consider(top: top, height: height, rank: rank) {
            StickyCore.Ink.contrast((button.color ?? accent).luminance, 1) >= 3 ? .light : .dark
          }
        case .stack, .carousel:
          if let color = block.containerColor {
            consider(top: top, height: height, rank: rank) { Ink(on: color) }
          }
        case .list(let list):
          guard let rows = track.rows else { break }
          let origin = rows.origin.value(at: offset)
          let first = rows.geometry.firstRow(below: y - margin - origin)
          for index in first..<rows.count where rows.pinPosition(of: index) == nil {
            let rowTop = origin + rows.geometry.rowTop(index)
            if rowTop > y + margin { break }
            let color = index % 2 == 1 ? (list.altColor ?? list.color) : list.color
            consider(top: rowTop, height: rows.geometry.rowHeight(index), rank: rank) {
              Ink(on: color)
            }
          }
          let pinnedLayer = Double(max(track.layer.rawValue, ElementLayer.sticky.rawValue))
          for (n, pin) in rows.pins.enumerated() {
            consider(
              top: pin.y.value(at: offset), height: rows.geometry.rowHeight(pin.index),
              rank: pinnedLayer * 1_000_000 + 500_000 + Double(n)
            ) { .theme }
          }
        case .text, .spacer: break
        }
      case .row: break
      }
    }
    if ambiguous { return nil }
    return best?.ink ?? Ink(on: screen.background)
  }
}
