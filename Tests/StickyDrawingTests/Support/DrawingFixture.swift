import Foundation
import StickyCore
import StickyDrawing
import StickyFormats

/// The layouts in Fixtures/, ready to draw.
enum DrawingFixture {
  static let directory = Bundle.module.resourceURL!.appendingPathComponent("Fixtures")

  static func screen(_ name: String) throws -> Screen {
    try ScreenLoader.load(contentsOf: directory.appendingPathComponent(name).path)
  }

  static func drawing(_ name: String, images: [String: DrawnImage] = [:]) throws -> ScreenDrawing {
    let screen = try screen(name)
    return ScreenDrawing(screen: screen, table: Scene(screen: screen), images: images)
  }

  /// The ids of the elements on a screen `drawing.height` tall at `offset`,
  /// by the frame table: what a drawing at that offset must hold.
  static func onScreen(_ drawing: ScreenDrawing, at offset: Double) -> Set<String> {
    var ids: Set<String> = []
    for reference in drawing.table.allElements {
      let frame = drawing.table.frame(of: reference, at: offset)
      if frame.y < drawing.height && frame.y + frame.height > 0 {
        ids.insert(drawing.table.identity(of: reference).id)
      }
    }
    return ids
  }
}
