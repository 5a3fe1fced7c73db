import StickyCore

/// The ids of a site's screens, kept one at a time. Each id names a page
/// folder, so no two may be equal, nor differ only in case: such folders
/// collide on case-insensitive disks. The layouts' builder cannot know this,
/// reading one file at a time: the site builder checks it for every caller,
/// and the command line asks here too, to report each clash among its other
/// diagnostics.
public struct ScreenIDs {
  /// The first id of each lowercased spelling and the file it came from.
  private var seen: [String: (id: String, file: String?)] = [:]

  public init() {}

  /// Adds the id of a screen whose layout writes it at `place`, or, for a
  /// screen not read with a source map, that comes from `file` (nil: not
  /// from a file). Throws, adding nothing, when it collides with an id added
  /// before: located at `place`, else naming `file` in the message.
  public mutating func add(_ id: String, at place: SourceLocation?, file: String?)
    throws(SiteError)
  {
    let file = place?.file ?? file
    guard let first = seen[id.lowercased()] else {
      seen[id.lowercased()] = (id, file)
      return
    }
    let message =
      first.id == id
      ? "duplicate screen id \(DiagnosticText.quoted(id))"
        + (first.file.map { ": \($0) has a screen with this id too" } ?? "")
      : "screen id \(DiagnosticText.quoted(id)) differs only in case from "
        + DiagnosticText.quoted(first.id) + (first.file.map { " in \($0)" } ?? "")
    guard let place else { throw SiteError((file.map { "\($0): " } ?? "") + message) }
    throw SiteError(message, subject: .input(place: place))
  }
}
