import StickyCore
import StickyDrawing
import StickyFormats

/// A small screen with a stretchy header, a bar and a pinned row, drawn along
/// every path the parser accepts, so that no accepted path reaches arithmetic
/// that traps (a time of 1e10 once did, converting a Double to Int64).
private let drawing: ScreenDrawing = {
  let layout = """
    <screen id="s" device="iphone-se">
      <bar edge="top" height="44"/>
      <scroll>
        <header height="120" collapsedHeight="60"/>
        <list id="rows" count="30" rowHeight="50"><pin index="12" edge="both"/></list>
      </scroll>
    </screen>
    """
  let screen = try! ScreenLoader.load(Array(layout.utf8), file: "fuzz.xml")
  return ScreenDrawing(screen: screen, table: Scene(screen: screen))
}()

/// libFuzzer's entry point for the `--path` grammar of `animate`: the text is
/// refused with a reason, or it is a path within the stated limits that draws
/// to a whole SVG.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScrollPath(_ data: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
  let path: ScrollPath
  do throws(ScrollPathError) {
    path = try ScrollPath(parsing: text)
  } catch {
    precondition(!error.description.isEmpty, "a refusal without a reason")
    return 0
  }
  precondition(path.points.count <= ScrollLimits.maximumPathPoints, "too many points")
  precondition(path.points.allSatisfy { OffsetLimit.admits($0.offset) }, "an offset too far")
  precondition(path.points.last!.time <= ScrollLimits.maximumSeconds, "a time too late")
  let svg: String
  do throws(DrawingTooLarge) {
    svg = try ScrollAnimation(drawing: drawing, path: path, loop: count % 2 == 0).svg()
  } catch {
    return 0
  }
  precondition(svg.hasSuffix("</svg>\n"), "an SVG that does not end")
  return 0
}
