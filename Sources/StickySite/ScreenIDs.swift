import StickyCore

/// The ids of a site's screens, kept one at a time. Each id names a page
/// folder, so no two may be equal, nor differ only in case: such folders
/// collide on case-insensitive disks. The site builder checks this for every
/// caller; the command line asks here too, to report the clash at the id's
/// place among its other diagnostics.
public struct ScreenIDs {
  /// The first id of each lowercased spelling and the file it came from.
  private var seen: [String: (id: String, file: String?)] = [:]

  public init() {}

  /// Adds the id of a screen read from `file` (nil: not read from a file).
  /// Throws, adding nothing, when it collides with an id added before; the
  /// message names that one's file but not this one's place, which the caller
  /// knows better.
  public mutating func add(_ id: String, file: String?) throws(SiteError) {
    guard let first = seen[id.lowercased()] else {
      seen[id.lowercased()] = (id, file)
      return
    }
    if first.id == id {
      throw SiteError(
        "duplicate screen id \(DiagnosticText.quoted(id))"
          + (first.file.map { ": \($0) has a screen with this id too" } ?? ""))
    }
    throw SiteError(
      "screen id \(DiagnosticText.quoted(id)) differs only in case from \(DiagnosticText.quoted(first.id))"
        + (first.file.map { " in \($0)" } ?? ""))
  }
}
