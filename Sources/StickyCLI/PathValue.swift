import StickyCore
import StickyFormats

/// The value of `--path` (`frames`, `animate`): the content's path and the
/// carousels' own paths after it, and the text it was read from, which
/// errors quote.
struct PathValue: Equatable {
  var text: String
  var path: ScenePath

  init(parsing text: String, option: Option) throws(UsageError) {
    self.text = text
    do throws(ScrollPathError) {
      path = try ScenePath(parsing: text)
    } catch {
      throw .invalidValue(text, option: option.usage, reason: error.description)
    }
  }

  /// Refuses a path that moves a carousel the screen does not have, or whose
  /// lifts give the momentum's travel to a scroller that does not snap,
  /// where it would mean nothing.
  func check(on table: Scene, option: Option) throws(UsageError) {
    do throws(ScrollPathError) {
      try path.check(on: table, text: text)
    } catch {
      throw .invalidValue(text, option: option.usage, reason: error.description)
    }
  }
}
