import StickyDrawing

/// `stickypreview film FILE --offsets LIST [--columns N] [--output FILE]`: the
/// screen at several offsets side by side (SPEC section 11).
enum FilmCommand: Subcommand {
  static let offsets = Option(
    name: "--offsets", valueName: "list",
    help: "Comma-separated offsets and inclusive ranges start:end:step, drawn in ascending "
      + "order without duplicates; offsets from \(OffsetLimit.range).", isRequired: true)
  static let columns = Option(
    name: "--columns", valueName: "n", help: "Screens per row, at least 1.",
    defaultValue: "all in one row")

  /// More screens than this make a picture nobody can read, and a file too big to share.
  static let maximumScreens = 200

  static let help = CommandHelp(
    name: "film", overview: "Draw snapshots at several offsets as an SVG filmstrip.",
    discussion: "A filmstrip for design reviews: one snapshot per offset, each captioned with "
      + "its offset, at most \(maximumScreens).",
    arguments: [SVGOutput.file], options: [offsets, columns, SVGOutput.output],
    examples: [
      "stickypreview film layout.xml --offsets -150,0,300:900:300 --output film.svg",
      "stickypreview film layout.json --offsets 0:1200:100 --columns 4 > film.svg",
    ])

  struct Request: Equatable {
    var path: String
    var offsets: [Double]
    var columns: Int?
    var output: String?
  }

  static func parse(_ arguments: [String]) throws(UsageError) -> Request {
    let scanner = try ArgumentScanner(arguments, options: help.options)
    let path = try scanner.positionals(help.arguments)[0]
    guard let text = scanner.value(of: offsets) else { throw .missingArgument(offsets.usage) }
    let list: [Double]
    do throws(OffsetList.ParseError) {
      list = try OffsetList(parsing: text).offsets
    } catch {
      throw .invalidValue(text, option: offsets.usage, reason: error.description)
    }
    guard list.count <= maximumScreens else {
      throw .invalidValue(
        text, option: offsets.usage, reason: "it gives more than \(maximumScreens) offsets")
    }
    var request = Request(path: path, offsets: list, output: try SVGOutput.path(scanner))
    if let text = scanner.value(of: columns) {
      guard let value = Int(text), value >= 1 else {
        throw .invalidValue(text, option: columns.usage, reason: "expected a whole number >= 1")
      }
      request.columns = value
    }
    return request
  }

  static func run(
    _ request: Request, standardInput: () -> [UInt8]?, output: inout some TextOutputStream,
    warnings _: inout some TextOutputStream
  ) throws {
    let drawing = try SVGOutput.drawing(request.path, standardInput: standardInput)
    let film = Filmstrip(
      drawing: drawing, offsets: request.offsets,
      columns: request.columns ?? request.offsets.count)
    try SVGOutput.write(film.svg(), to: request.output, output: &output)
  }
}
