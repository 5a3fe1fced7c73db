import StickyCore
import StickyFormats

/// `stickypreview frames FILE [--offsets LIST | --path PATH [--times LIST]] [--carousel ID]
/// [--ids LIST] [--format json|csv]`: the frame tables of SPEC section 6, along a path
/// (SPEC section 12), or of a carousel against its own offset (section 15).
enum FramesCommand: Subcommand {
  static let offsets = Option(
    name: "--offsets", valueName: "list",
    help: "Comma-separated offsets and inclusive ranges start:end:step, printed in "
      + "ascending order without duplicates; offsets from \(OffsetLimit.range), at most "
      + "\(OffsetList.maximumCount) of them.",
    defaultValue: "every offset where a chosen element's motion changes, and both ends of "
      + "the overscroll range")
  static let path = Option(
    name: "--path", valueName: "path",
    help: "Frames along a scroll path instead of at offsets: comma-separated OFFSET@SECONDS "
      + "points at increasing times, eased in and out between them; a point ending in ! is "
      + "where the finger lifts (800@1.2!), in !+D or !-D where it lifts with momentum that "
      + "would travel D (800@1.2!+300, on a screen that snaps). Bars that hide and floating "
      + "headers follow it; on a screen that snaps the content glides to where it rests, "
      + "and snapTargets names the block it rests at. After ';', a carousel's own path "
      + "after its id (0@0,400@1;cards:0@1.2,600@1.8!+200): carousels lists its offsets, and "
      + "what it slides has an x per time.")
  static let times = Option(
    name: "--times", valueName: "list",
    help: "With --path: the times in seconds to print, as --offsets lists offsets.",
    defaultValue: "every 1/60 s of the path, and its end")
  static let carousel = Option(
    name: "--carousel", valueName: "id",
    help: "Frames of what slides in this carousel against its own offset: --offsets are then "
      + "the carousel's, each element has an x per offset and its y below the carousel's top, "
      + "and activeMarker names the child whose marker is active, where it has markers.")
  static let ids = Option(
    name: "--ids", valueName: "list",
    help: "Comma-separated element ids, printed in the order given; with --carousel, "
      + "elements that slide in it.",
    defaultValue: "every element, in document order")
  static let format = Option(
    name: "--format", valueName: "format", help: "Output format: json or csv.",
    defaultValue: "json")
  static let file = Argument(name: "file", help: "The layout file, or '-' for standard input.")

  static let help = CommandHelp(
    name: "frames", overview: "Print element frames at chosen scroll offsets.",
    discussion: "Reads a layout written in XML or JSON (recognised by its content) and "
      + "prints the frame of each chosen element at each chosen offset, in screen points.",
    arguments: [file], options: [offsets, path, times, carousel, ids, format],
    examples: [
      "stickypreview frames layout.xml",
      "stickypreview frames layout.json --offsets -100:0:25,40,1000:1200:50",
      "stickypreview frames - --ids items-25 --format csv < layout.xml",
      "stickypreview frames layout.xml --path 0@0,600@1,500@1.5!,500@2 --times 0:2:1",
      "stickypreview frames shelves.xml --carousel apps --offsets 0:600:100",
      "stickypreview frames shelves.xml --path '0@0,0@1;apps:0@0,300@0.5!,300@1'",
    ])

  enum Format: String, CaseIterable {
    case json
    case csv
  }

  /// What the command line asks for; nil lists mean the defaults.
  struct Request: Equatable {
    var path: String
    var offsets: [Double]?
    /// The path, and the times to print along it (nil: the default times).
    var scroll: PathValue?
    var times: [Double]?
    /// The carousel whose frames to print against its own offset.
    var carousel: String?
    var ids: [String]?
    var format: Format
  }

  static func run(
    _ request: Request, standardInput: () -> [UInt8]?, output: inout some TextOutputStream,
    warnings: inout some TextOutputStream
  ) throws {
    let input = Input(request.path)
    let built = try ScreenBuilder.build(
      LayoutParser.read(input.bytes(standardInput: standardInput), file: input.file))
    for warning in built.warnings {
      warnings.write(DiagnosticText.line(warning.description) + "\n")
    }
    let table = Scene(screen: built.screen)
    try request.scroll?.check(on: table, option: path)
    if let id = request.carousel {
      try writeCarousel(id, of: table, request: request, into: &output)
      return
    }
    // All elements are walked, never listed, and their breakpoints found list by list.
    if let ids = request.ids {
      let chosen = try Self.elements(ids, in: table)
      try write(
        chosen, count: chosen.count, of: table, request: request,
        offsets: { table.breakpointOffsets(of: chosen) }, into: &output)
    } else {
      let all = table.allElements
      try write(
        all, count: all.count, of: table, request: request,
        offsets: { table.breakpointOffsets(of: all) }, into: &output)
    }
  }

  /// Every 1/60 s of the path from 0, and its end (the end of the last of
  /// the content's and the carousels' paths).
  static func defaultTimes(of path: ScenePath) -> [Double] {
    let steps = Int((path.duration * 60).rounded(.down))
    let times = (0...steps).map { Double($0) / 60 }
    return times.last == path.duration ? times : times + [path.duration]
  }

  /// Writes the frames of `count` elements, refusing JSON too large to take in
  /// before writing any of it.
  private static func write<Elements: Sequence<ElementReference>>(
    _ elements: Elements, count: Int, of table: Scene, request: Request,
    offsets: () -> [Double], into output: inout some TextOutputStream
  ) throws(CommandError) {
    let writer: FramesWriter<Elements>
    if let scroll = request.scroll?.path {
      writer = FramesWriter(
        table: table, path: scroll, times: request.times ?? defaultTimes(of: scroll),
        elements: elements)
    } else {
      writer = FramesWriter(
        table: table, offsets: request.offsets ?? offsets(), elements: elements)
    }
    switch request.format {
    case .json:
      try checkJSONSize(offsets: writer.offsets.count, elements: count)
      writer.json(into: &output)
    case .csv: writer.csv(into: &output)
    }
  }

  static func parse(_ arguments: [String]) throws(UsageError) -> Request {
    let scanner = try ArgumentScanner(arguments, options: help.options)
    let path = try scanner.positionals(help.arguments)[0]
    var request = Request(path: path, format: .json)
    if let text = scanner.value(of: offsets) {
      do throws(OffsetList.ParseError) {
        request.offsets = try OffsetList(parsing: text).offsets
      } catch {
        throw .invalidValue(text, option: offsets.usage, reason: error.description)
      }
    }
    if let text = scanner.value(of: Self.path) {
      if request.offsets != nil {
        throw .invalidValue(
          text, option: Self.path.usage, reason: "--path and --offsets exclude each other")
      }
      request.scroll = try PathValue(parsing: text, option: Self.path)
    }
    if let text = scanner.value(of: times) {
      guard request.scroll != nil else {
        throw .invalidValue(text, option: times.usage, reason: "times are those of a --path")
      }
      do throws(OffsetList.ParseError) {
        request.times = try OffsetList(parsing: text, of: .times).offsets
      } catch {
        throw .invalidValue(text, option: times.usage, reason: error.description)
      }
    }
    if let text = scanner.value(of: carousel) {
      if let scroll = request.scroll {
        throw .invalidValue(
          scroll.text, option: Self.path.usage, reason: "--path and --carousel exclude each other")
      }
      request.carousel = text
    }
    if let text = scanner.value(of: ids) {
      let items = text.split(separator: ",", omittingEmptySubsequences: false)
      if let empty = items.firstIndex(where: \.isEmpty) {
        throw .invalidValue(text, option: ids.usage, reason: "item \(empty + 1) is empty")
      }
      request.ids = items.map(String.init)
    }
    if let value: Format = try scanner.choice(format) { request.format = value }
    return request
  }
}
