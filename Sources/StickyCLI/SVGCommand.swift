import StickyDrawing

/// `snapshot`, `film` and `animate`: each reads a layout file and options of its
/// own, draws the layout, and writes the SVG to `--output` or standard output.
/// A command says only what its options are and what it draws with them; the
/// file, the loading and the writing are done here, alike for all three.
protocol SVGCommand: Subcommand where Request == SVGRequest<Options> {
  /// What the command's own options ask for.
  associatedtype Options: Equatable

  /// Reads the command's own options (after the file, before `--output`).
  static func options(from scanner: ArgumentScanner) throws(UsageError) -> Options

  /// Refuses options that do not fit the layout drawn.
  static func check(_ options: Options, on drawing: ScreenDrawing) throws(UsageError)

  /// The SVG of `drawing` that `options` ask for.
  static func svg(of drawing: ScreenDrawing, _ options: Options) throws(DrawingTooLarge) -> String
}

/// What the command line of an SVG command asks for.
struct SVGRequest<Options: Equatable>: Equatable {
  var path: String
  var options: Options
  var output: String?
}

extension SVGCommand {
  /// Options that fit any layout.
  static func check(_ options: Options, on drawing: ScreenDrawing) throws(UsageError) {}

  static func parse(_ arguments: [String]) throws(UsageError) -> Request {
    let scanner = try ArgumentScanner(arguments, options: help.options)
    let path = try scanner.positionals(help.arguments)[0]
    let options = try options(from: scanner)
    return SVGRequest(path: path, options: options, output: try SVGOutput.path(scanner))
  }

  static func run(
    _ request: Request, standardInput: () -> [UInt8]?, output: inout some TextOutputStream,
    warnings: inout some TextOutputStream
  ) throws {
    let drawing = try SVGOutput.drawing(
      request.path, standardInput: standardInput, warnings: &warnings)
    try check(request.options, on: drawing)
    let svg: String
    do throws(DrawingTooLarge) {
      svg = try Self.svg(of: drawing, request.options)
    } catch {
      // Nothing is written: a file named by --output keeps what it held.
      throw CommandError.invalidInput(["\(Input(request.path).file): error: \(error.description)"])
    }
    try SVGOutput.write(svg, to: request.output, output: &output)
  }
}
