import Foundation
import StickyCore
import StickyFormats
import StickyTestSupport
import Testing

@testable import StickyDrawing

/// A header's titles stay inside the header at every offset of the whole
/// overscroll range (`HeaderTitles`), in the drawings: each snapshot's title
/// lines, carried through the groups that place and move them, lie inside the
/// header's frame, and the header clips its titles to that frame.
@Suite struct HeaderTitleTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The gallery's screens with a titled header, and headers of every kind.
  static func screens() throws -> [Screen] {
    let folder = root.appendingPathComponent("site/screens")
    let gallery = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".xml") || $0.hasSuffix(".json") }.sorted()
      .map { try ScreenLoader.load(contentsOf: folder.appendingPathComponent($0).path) }
    return (gallery + (try HeaderLayouts.screens())).filter {
      $0.scroll.header.map { $0.title != nil || $0.subtitle != nil } ?? false
    }
  }

  /// Every breakpoint of the screen and of its titles, points beside them,
  /// midpoints between them and both ends of the overscroll range.
  static func offsets(_ table: Scene, titles: PiecewiseLinear) -> [Double] {
    let points =
      (table.breakpointOffsets(of: table.allElements) + Array(titles.breakpoints)
      + [table.lowestOffset, table.highestOffset])
      .filter { $0 >= table.lowestOffset && $0 <= table.highestOffset }.sorted()
    var offsets = Set(points)
    for (point, next) in zip(points, points.dropFirst()) {
      offsets.formUnion([point + 0.5, next - 0.5, (point + next) / 2])
    }
    return offsets.filter { $0 >= table.lowestOffset && $0 <= table.highestOffset }.sorted()
  }

  @Test func titlesStayInsideTheirHeaderAtEveryOffset() throws {
    let screens = try Self.screens()
    #expect(screens.count >= 20)
    var problems: [String] = []
    for screen in screens {
      let drawing = ScreenDrawing(screen: screen, table: Scene(screen: screen))
      let track = try #require(drawing.table.tracks.first { $0.id == screen.scroll.header?.id })
      let titles = try #require(drawing.titlesTop(of: track.node, height: track.height))
      for offset in Self.offsets(drawing.table, titles: titles) {
        let svg = try Snapshot(drawing: drawing, offset: offset, framing: .none, appearance: .light)
          .svg()
        let context = "\(screen.id) at offset \(NumberFormat.string(offset))"
        problems += Self.problems(in: try #require(SVGElement.parse(svg)), header: track.id)
          .map { "\(context): \($0)" }
      }
    }
    #expect(
      problems.isEmpty,
      "\(problems.count) problems:\n\(problems.prefix(30).joined(separator: "\n"))")
  }

  /// The header's frame rectangle and its clip must agree, and each title line's
  /// box, as its groups place it, must lie inside them.
  static func problems(in root: SVGElement, header id: String) -> [String] {
    guard let frame = root.all.first(where: { $0["data-id"] == id }), let group = frame.parent
    else { return [] }  // off screen: not drawn
    guard let height = frame.number("height"), let width = frame.number("width") else {
      return ["the header's rectangle has no size"]
    }
    let lines = group.all.filter { $0.name == "text" }
    // The clip is the nested svg around the titles, inside the header's group.
    guard
      let clip = lines.first?.ancestors.first(where: { $0.name == "svg" }),
      clip.ancestors.contains(where: { $0 === group })
    else {
      return lines.isEmpty ? [] : ["the header draws its titles without a clip"]
    }
    var problems: [String] = []
    if clip.number("height") != height || clip.number("width") != width {
      problems.append(
        "the clip is \(clip["width"] ?? "?")×\(clip["height"] ?? "?"), the header \(width)×\(height)"
      )
    }
    var block: (top: Double, bottom: Double)?
    for line in lines {
      guard let size = line.number("font-size"), let baseline = line.number("y"),
        let x = line.number("x")
      else {
        problems.append("\(line.text) has no size or place")
        continue
      }
      guard line.ancestors.contains(where: { $0 === clip }) else {
        problems.append("\(line.text) is outside the header's clip")
        continue
      }
      let lineHeight =
        size == HeaderTitles.titleSize
        ? HeaderTitles.titleLineHeight : HeaderTitles.subtitleLineHeight
      let top = baseline - HeaderTitles.baseline(lineHeight: lineHeight, size: size)
      guard let (a, b) = placed(top, top + lineHeight, x, from: line, to: clip) else {
        problems.append("\(line.text) is moved by a transform other than translate and scale")
        continue
      }
      if a.x < 0 || a.x > width {
        problems.append(
          "\(line.text) is centred at x \(NumberFormat.string(a.x)), outside 0...\(width)")
      }
      block = (min(block?.top ?? a.y, a.y), max(block?.bottom ?? b.y, b.y))
    }
    if let block, let problem = HeaderLayouts.problem(block: block, header: (0, height)) {
      problems.append(problem)
    }
    return problems
  }

  /// The points (`x`, `top`) and (`x`, `bottom`) of `element`'s user space in
  /// `ancestor`'s, through the translations and uniform scales between them.
  static func placed(
    _ top: Double, _ bottom: Double, _ x: Double, from element: SVGElement, to ancestor: SVGElement
  ) -> ((x: Double, y: Double), (x: Double, y: Double))? {
    var a = (x: x, y: top)
    var b = (x: x, y: bottom)
    for group in element.ancestors.prefix(while: { $0 !== ancestor }) {
      guard let transform = group["transform"] else { continue }
      let numbers = transform.drop { $0 != "(" }.dropFirst().dropLast()
        .split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
      if transform.hasPrefix("translate("), let dx = numbers.first {
        let dy = numbers.count > 1 ? numbers[1] : 0
        a = (a.x + dx, a.y + dy)
        b = (b.x + dx, b.y + dy)
      } else if transform.hasPrefix("scale("), numbers.count == 1 {
        a = (a.x * numbers[0], a.y * numbers[0])
        b = (b.x * numbers[0], b.y * numbers[0])
      } else {
        return nil
      }
    }
    return (a, b)
  }
}
