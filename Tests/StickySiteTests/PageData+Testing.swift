import StickyCore
import StickyDrawing

@testable import StickySite

extension PageData {
  /// The page data of a screen as `SiteBuilder` makes it: the table solved and
  /// its ticks built once.
  init(solving screen: Screen, imageURL: @escaping (String) throws(SiteError) -> String) {
    let table = Scene(screen: screen)
    self.init(
      screen: screen, table: table, ticks: BreakpointTicks(table: table).ticks, imageURL: imageURL)
  }
}
