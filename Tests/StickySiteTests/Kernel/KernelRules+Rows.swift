import StickyCore
import StickyTestSupport

/// Where a list's rows sit (`RowGeometry`, `kernel/rowGeometry.js`): the
/// first row below a line and the row under it, at rows' edges exactly,
/// between them and past the ends, and rows' tops, for patterns with rows of
/// no height, fractions and the longest lengths, up to a million rows.
enum RowGeometryRule: KernelRule {
  struct Input: Codable, Sendable {
    var heights: [Double]
    var count: Int
    var ys: [Double]
    var rows: [Int]
  }

  static let name = "rowGeometry"

  static func inputs() -> [Input] {
    var generator = SplitMix64(seed: 0x2015)
    return (0..<40).map { index in
      let heights = (0..<(1 + generator.next(below: 6))).map { _ -> Double in
        index == 7
          ? 0
          : [0, 0.5, 1.0 / 3, 44, 60, 52, 100_000, Double.random(in: 1...200, using: &generator)][
            generator.next(below: 8)]
      }
      let count = [1, 2, 7, 100, 1_000, 1_000_000][index % 6]
      let geometry = RowGeometry(
        listID: "list", list: RowList(count: count, rowHeights: heights, label: ""))
      let rows = [0, count - 1, count] + (0..<12).map { _ in generator.next(below: count) }
      var ys: [Double] = [-1, -0.0, 0, 1e-9, geometry.totalHeight, geometry.totalHeight + 1, 1e12]
      for row in rows.prefix(8) {
        let top = geometry.rowTop(row)
        ys += [top, top + (row < count ? geometry.rowHeight(row) : 0), top - 1e-9]
      }
      ys += (0..<6).map { _ in Double.random(in: 0...geometry.totalHeight, using: &generator) }
      return Input(heights: heights, count: count, ys: ys, rows: rows)
    }
  }

  /// Per line the first row below it and the row under it (-1 for none);
  /// per row its top.
  static func outputs(_ input: Input) -> [VectorValue] {
    let geometry = RowGeometry(
      listID: "list", list: RowList(count: input.count, rowHeights: input.heights, label: ""))
    return input.ys.flatMap { y -> [VectorValue] in
      [.number(Double(geometry.firstRow(below: y))), .number(Double(geometry.row(at: y) ?? -1))]
    } + input.rows.map { .number(geometry.rowTop($0)) }
  }

  static func cases(_ input: Input) -> Int { input.ys.count + input.rows.count }
}

/// Row ids (`RowID`, `kernel/rowID.js`): written, and read back or refused.
enum RowIDRule: KernelRule {
  struct Input: Codable, Sendable {
    /// A row to name, or an id to read.
    var list: String?
    var index: Int?
    var id: String?
  }

  static let name = "rowID"

  static func inputs() -> [Input] {
    var generator = SplitMix64(seed: 0x201D)
    let lists = ["items", "a-b", "", "list-2", "列表", "x y", "rows-", "-"]
    let written = (0..<150).map { _ in
      Input(
        list: lists[generator.next(below: lists.count)],
        index: [0, 1, 9, 10, 999_999, 9_007_199_254_740_991, generator.next(below: 100_000)][
          generator.next(below: 7)], id: nil)
    }
    let ids = [
      "items-0", "items-7", "items-007", "items-+7", "items-", "-5", "items", "a-b-3", "a--3",
      "items-00", "items-99999999999999999999", "items-9007199254740991", "items-1e3",
      "items- 3", "", "-", "items-٣", "x y-12", "列表-4", "items-3 ",
    ]
    return written + ids.map { Input(list: nil, index: nil, id: $0) }
      + written.prefix(100).map { Input(list: nil, index: nil, id: "\($0.list!)-\($0.index!)") }
  }

  /// The id written, or the list and index read (null where it is no row's).
  static func outputs(_ input: Input) -> [VectorValue] {
    if let list = input.list, let index = input.index {
      return [.text(RowID(list: list, index: index).description)]
    }
    guard let row = RowID(parsing: input.id!) else { return [.null] }
    return [.text(row.list), .number(Double(row.index))]
  }

  static func cases(_ input: Input) -> Int { 1 }
}

/// A row's label (`RowLabel`, `kernel/rowLabel.js`): from templates with the
/// placeholders in every arrangement, and its size by the row's height.
enum RowLabelRule: KernelRule {
  struct Input: Codable, Sendable {
    var template: String?
    var indexes: [Int]?
    var heights: [Double]?
  }

  static let name = "rowLabel"

  static func inputs() -> [Input] {
    var generator = SplitMix64(seed: 0x201A)
    var templates = [
      "Row {i}", "Item {n}", "{i}{n}", "{{i}}", "{i{n}}", "{n{i}}", "{{i}n}", "no placeholder", "",
      "{I}", "{ i }", "{i}{i}{n}{n}", "Name A{n}",
    ]
    let alphabet = Array("{}in x")
    templates += (0..<27).map { _ in
      String((0..<generator.next(below: 13)).map { _ in alphabet[generator.next(below: 6)] })
    }
    let labels = templates.map { template in
      Input(
        template: template,
        indexes: [0, 1, 9, 10, 99, 999_999] + (0..<4).map { _ in generator.next(below: 1_000) },
        heights: nil)
    }
    let heights = (0..<30).map { _ in
      [0, 15.999, 16, 16.0000001, 22, 37.77, 37.7777, 37.78, 38, 44, 100_000]
        + (0..<9).map { _ in Double.random(in: 0...120, using: &generator) }
    }
    return labels + heights.map { Input(template: nil, indexes: nil, heights: $0) }
  }

  static func outputs(_ input: Input) -> [VectorValue] {
    if let template = input.template {
      return input.indexes!.map { .text(RowLabel.text(template: template, index: $0)) }
    }
    return input.heights!.map { .number(RowLabel.size(rowHeight: $0)) }
  }

  static func cases(_ input: Input) -> Int {
    (input.indexes?.count ?? 0) + (input.heights?.count ?? 0)
  }
}
