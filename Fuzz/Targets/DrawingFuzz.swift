import StickyCore
import StickyDrawing
import StickyFormats

/// libFuzzer's entry point for drawings along paths. The first line of an
/// input is a path as `animate --path` takes it, the rest a layout in XML;
/// where both are accepted the screen is animated along the path and filmed
/// at its points' offsets. Each drawing is a whole SVG or is refused as too
/// large; the fuzz script's limits on time and memory per input make an
/// unbounded drawing a finding (a sweep over long lists once took gigabytes
/// and aborted).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDrawing(_ data: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: count))
  let end = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
  let path: ScrollPath
  do throws(ScrollPathError) {
    path = try ScrollPath(parsing: String(decoding: bytes[..<end], as: UTF8.self))
  } catch {
    return 0
  }
  let screen: Screen
  do throws(DiagnosticError) {
    let layout = Array(bytes[min(end + 1, bytes.endIndex)...])
    screen = try ScreenBuilder.build(try XMLLayoutReader.read(layout, file: "fuzz.xml")).screen
  } catch {
    return 0
  }
  let drawing = ScreenDrawing(screen: screen, table: Scene(screen: screen))
  do throws(DrawingTooLarge) {
    let animation = try ScrollAnimation(drawing: drawing, path: path, loop: false).svg()
    precondition(animation.hasSuffix("</svg>\n"), "an animation that does not end")
    let film = try Filmstrip(
      drawing: drawing, offsets: path.points.map(\.offset), columns: 4
    ).svg()
    precondition(film.hasSuffix("</svg>\n"), "a filmstrip that does not end")
  } catch {
    precondition(!error.description.isEmpty, "a refusal without a reason")
  }
  return 0
}
