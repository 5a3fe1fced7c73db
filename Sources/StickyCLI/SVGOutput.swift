import Foundation
import StickyCore
import StickyDrawing
import StickyFormats

/// What `snapshot`, `film` and `animate` share: the layout they draw, with its
/// images inlined, and where the SVG goes.
enum SVGOutput {
  static let file = Argument(name: "file", help: "The layout file, or '-' for standard input.")
  static let output = Option(
    name: "--output", valueName: "file",
    help: "Where to write the SVG; an existing file is replaced whole, never half-written.",
    defaultValue: "standard output")

  static let carousel = Option(
    name: "--carousel", valueName: "id=x",
    help: "A carousel's own offset, as ID=X (cards=240); may be given once per carousel.",
    defaultValue: "0", isRepeatable: true)

  /// The carousels' offsets of `--carousel`, each once and each a number.
  static func carousels(_ scanner: ArgumentScanner) throws(UsageError) -> CarouselOffsets {
    do throws(CarouselOffsetError) {
      return try CarouselOffsets(parsing: scanner.values(of: carousel))
    } catch {
      throw .invalidValue(error.item, option: carousel.usage, reason: error.description)
    }
  }

  /// Refuses offsets of carousels the layout drawn does not have.
  static func check(_ carousels: CarouselOffsets, on drawing: ScreenDrawing) throws(UsageError) {
    do throws(CarouselOffsetError) {
      try carousels.check(on: drawing.table)
    } catch {
      throw .invalidValue(error.item, option: carousel.usage, reason: error.description)
    }
  }

  /// The layout at `path`, ready to draw; its images are data URLs, read from
  /// inside the layout's folder. An image that cannot be read is an error at
  /// the place the layout names it; the layout's warnings go to `warnings`.
  static func drawing(
    _ path: String, standardInput: () -> [UInt8]?, warnings: inout some TextOutputStream
  ) throws -> ScreenDrawing {
    var loader = LayoutLoader(images: .files(root: nil))
    let layout = try loader.load(Input(path), standardInput: standardInput)
    for warning in layout.warnings {
      warnings.write(DiagnosticText.line(warning.description) + "\n")
    }
    return ScreenDrawing(
      screen: layout.screen, table: Scene(screen: layout.screen),
      images: layout.images.mapValues { DrawnImage(href: $0.dataURL, file: $0) })
  }

  /// `--output`'s value, refusing an empty one.
  static func path(_ scanner: ArgumentScanner) throws(UsageError) -> String? {
    let path = scanner.value(of: output)
    if path == "" { throw .invalidValue("", option: output.usage, reason: "expected a path") }
    return path
  }

  static func write(_ svg: String, to path: String?, output: inout some TextOutputStream) throws {
    guard let path else {
      output.write(svg)
      return
    }
    try AtomicFile.replace(path, with: Array(svg.utf8))
  }
}
