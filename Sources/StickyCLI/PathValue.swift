import StickyCore
import StickyFormats

/// The value of `--path` (`frames`, `animate`): the path, and the text it was
/// read from, which errors quote.
struct PathValue: Equatable {
  var text: String
  var path: ScrollPath

  init(parsing text: String, option: Option) throws(UsageError) {
    self.text = text
    do throws(ScrollPathError) {
      path = try ScrollPath(parsing: text)
    } catch {
      throw .invalidValue(text, option: option.usage, reason: error.description)
    }
  }

  /// Refuses a path whose lifts give the momentum's travel on a screen that
  /// does not snap, where it would mean nothing.
  func check(on table: Scene, option: Option) throws(UsageError) {
    do throws(ScrollPathError) {
      try path.checkTravels(snaps: table.snap.snaps, text: text)
    } catch {
      throw .invalidValue(text, option: option.usage, reason: error.description)
    }
  }
}
