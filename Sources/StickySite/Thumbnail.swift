import Foundation
import StickyCore

/// A small static picture of a screen at offset 0, as inline SVG, for its
/// gallery card: the same frames the page replays, drawn as a wireframe.
struct Thumbnail {
  var screen: Screen
  var table: FrameTable
  /// Layout image values to site-relative paths.
  var images: [String: String]

  /// At most this many rows are drawn per list (only those on screen are).
  static let rowLimit = 80

  func svg() -> String {
    let width = table.viewport.width
    let height = table.viewport.height
    var layers: [[String]] = Array(repeating: [], count: 5)
    let nodes = ModelWalk(screen: screen).nodes
    for (node, track) in zip(nodes, table.tracks) {
      let frame = Frame(
        x: track.x, y: track.y.value(at: 0), width: track.width,
        height: track.height.value(at: 0))
      var shapes = ""
      if frame.y < height && frame.y + frame.height > 0 {
        shapes = draw(node, frame)
      }
      if let rows = track.rows, case .block(let block) = node.kind,
        case .list(let list) = block.kind
      {
        let (plain, pinned) = drawRows(rows, list: list, x: track.x, width: track.width)
        shapes += plain
        layers[PageData.Layer.sticky.rawValue].append(pinned)
      }
      layers[node.layer.rawValue].append(shapes)
    }
    let background = screen.background.map { fill($0) } ?? " class=\"s-screen\""
    return "<svg viewBox=\"0 0 \(n(width)) \(n(height))\" role=\"img\" aria-label=\""
      + HTMLAttribute.escape("Preview of " + SiteBuilder.name(of: screen))
      + "\"><rect width=\"\(n(width))\" height=\"\(n(height))\"\(background)/>"
      + layers.joined().joined() + "</svg>"
  }

  private func n(_ value: Double) -> String { NumberFormat.string(value) }

  private func fill(_ color: String) -> String {
    " fill=\"\(HTMLAttribute.escape(color))\""
  }

  private func rect(_ frame: Frame, color: String?, kind: String, radius: Double = 0) -> String {
    let paint = color.map(fill) ?? " class=\"s-\(kind)\""
    let corner = radius > 0 ? " rx=\"\(n(radius))\"" : ""
    return "<rect x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" width=\"\(n(frame.width))\" "
      + "height=\"\(n(frame.height))\"\(corner)\(paint)/>"
  }

  /// A line of text; `ink` picks a readable color against `background`.
  private func text(
    _ value: String, x: Double, y: Double, size: Double, background: String?,
    anchor: String = "start", weight: Int = 400
  ) -> String {
    let ink = background.map { Ink.isLight(on: $0) ? "ink-light" : "ink-dark" } ?? "ink"
    let bold = weight == 400 ? "" : " font-weight=\"\(weight)\""
    return "<text x=\"\(n(x))\" y=\"\(n(y))\" font-size=\"\(n(size))\"\(bold) "
      + "text-anchor=\"\(anchor)\" class=\"\(ink)\">\(HTMLText.escape(value))</text>"
  }

  private func image(_ value: String?, _ frame: Frame) -> String {
    guard let value, let path = images[value] else { return "" }
    return "<image href=\"\(HTMLAttribute.escape(path))\" x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" "
      + "width=\"\(n(frame.width))\" height=\"\(n(frame.height))\" "
      + "preserveAspectRatio=\"xMidYMid slice\"/>"
  }

  private func draw(_ node: ModelWalk.Node, _ frame: Frame) -> String {
    let middle = frame.y + frame.height / 2
    switch node.kind {
    case .bar(let bar):
      var result = rect(frame, color: bar.color, kind: bar.translucent ? "glass" : "bar")
      if let label = bar.label {
        let baseline =
          bar.edge == .top
          ? max(frame.y + frame.height - 16, middle + 6) : min(frame.y + 30, middle + 6)
        result += text(
          label, x: frame.x + frame.width / 2, y: baseline, size: 17, background: bar.color,
          anchor: "middle", weight: 600)
      }
      return result
    case .scroll(let scroll):
      return rect(frame, color: scroll.background, kind: "scroll")
    case .header(let header):
      var result = rect(frame, color: header.color, kind: "header") + image(header.image, frame)
      let hasSubtitle = header.subtitle != nil
      if let title = header.title {
        result += text(
          title, x: frame.x + frame.width / 2, y: middle + (hasSubtitle ? 0 : 10), size: 30,
          background: header.color, anchor: "middle", weight: 700)
      }
      if let subtitle = header.subtitle {
        result += text(
          subtitle, x: frame.x + frame.width / 2, y: middle + 30, size: 20,
          background: header.color, anchor: "middle", weight: 600)
      }
      return result
    case .block(let block):
      switch block.kind {
      case .stack(let stack):
        return stack.color.map { rect(frame, color: $0, kind: "stack") } ?? ""
      case .box(let box):
        var result = rect(frame, color: box.color, kind: "box") + image(box.image, frame)
        let hasDetail = box.detail != nil && frame.height >= 44
        if let label = box.label {
          result += text(
            label, x: frame.x + 16, y: middle + (hasDetail ? -3 : 6), size: 17,
            background: box.color, weight: 600)
        }
        if hasDetail, let detail = box.detail {
          result += text(
            detail, x: frame.x + 16, y: middle + 18, size: 14, background: box.color)
        }
        return result
      case .text(let body):
        // Text as grey lines: a thumbnail is too small to read anyway.
        var result = ""
        let lines = max(1, min(body.lines, Int(frame.height / max(body.lineHeight, 1))))
        for line in 0..<lines {
          let share = line == lines - 1 && lines > 1 ? 0.6 : 0.94
          result += rect(
            Frame(
              x: frame.x, y: frame.y + Double(line) * body.lineHeight + body.lineHeight * 0.3,
              width: frame.width * share, height: body.lineHeight * 0.4),
            color: nil, kind: "line", radius: body.lineHeight * 0.2)
        }
        return result
      case .button(let button):
        return rect(frame, color: button.color, kind: "button", radius: min(14, frame.height / 2))
          + text(
            button.label, x: frame.x + frame.width / 2, y: middle + 6, size: 17,
            background: button.color ?? "#0a84ff", anchor: "middle", weight: 600)
      case .spacer, .list:
        return ""
      }
    }
  }

  /// The rows on screen at offset 0: plain rows, and pinned rows (drawn above).
  private func drawRows(_ rows: RowTracks, list: RowList, x: Double, width: Double)
    -> (plain: String, pinned: String)
  {
    let height = table.viewport.height
    let origin = rows.origin.value(at: 0)
    var plain = ""
    var pinned = ""
    var drawn = 0
    var index = rows.geometry.firstRow(below: -origin)
    while index < rows.count, drawn < Self.rowLimit {
      let top = origin + rows.geometry.rowTop(index)
      if top >= height { break }
      if rows.pinPosition(of: index) == nil {
        plain += row(
          index, list: list,
          frame: Frame(
            x: x, y: top, width: width, height: rows.geometry.rowHeight(index)), pinned: false)
        drawn += 1
      }
      index += 1
    }
    for (index, track) in zip(rows.pinnedRows, rows.pinnedY) {
      let frame = Frame(
        x: x, y: track.value(at: 0), width: width, height: rows.geometry.rowHeight(index))
      if frame.y < height && frame.y + frame.height > 0 {
        pinned += row(index, list: list, frame: frame, pinned: true)
      }
    }
    return (plain, pinned)
  }

  private func row(_ index: Int, list: RowList, frame: Frame, pinned: Bool) -> String {
    let color = index % 2 == 1 ? (list.altColor ?? list.color) : list.color
    var result = rect(frame, color: pinned ? nil : color, kind: pinned ? "pinned" : "row")
    result +=
      "<rect x=\"\(n(frame.x + 16))\" y=\"\(n(frame.y + frame.height - 0.5))\" "
      + "width=\"\(n(max(0, frame.width - 16)))\" height=\"0.5\" class=\"s-separator\"/>"
    if frame.height >= 16 {
      result += text(
        list.rowLabel(index), x: frame.x + 16, y: frame.y + frame.height / 2 + 6,
        size: min(17, frame.height * 0.45), background: pinned ? nil : color)
    }
    return result
  }
}

/// Picks readable text on a colored background.
enum Ink {
  /// Whether text on `color` (`#rgb`, `#rrggbb`, `#rrggbbaa`) should be light.
  static func isLight(on color: String) -> Bool {
    var digits = Array(color.utf8.dropFirst())
    if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
    guard digits.count >= 6 else { return false }
    func channel(_ at: Int) -> Double {
      let text = String(decoding: digits[at..<at + 2], as: UTF8.self)
      let value = Double(Int(text, radix: 16) ?? 0) / 255
      return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    let luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4)
    return luminance < 0.4
  }
}
