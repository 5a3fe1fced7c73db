import StickyCore
import StickySite

/// One layout file of a build that watches its inputs: what was read of it,
/// its last good screen, and what keeps it from being built now.
struct WatchedLayout {
  var input: Input
  /// Whether the file was looked at, and its stamp then (nil: there was none).
  var isSeen = false
  var stamp: FileStamp?
  /// The text last read.
  var bytes: [UInt8]?
  /// The screen last built from it with its images; nil until one builds.
  var entry: SiteScreen?
  /// The image files it looked for when last built, by resolved path, found
  /// or not: a change to one builds it again.
  var images: Set<String> = []
  /// The errors of its last build; its page shows them over the last good
  /// screen.
  var problems: [Diagnostic] = []
  /// Its screen's id is another's that comes first: the screen is left out
  /// of the site.
  var clash: Diagnostic?
  /// It was listed at the last look and is gone at this one: it stays, as
  /// it was, until the next (a save that removes the file, then writes it).
  var isVanishing = false

  init(_ input: Input) {
    self.input = input
  }

  /// The id of the screen the site shows for it.
  var id: String? { entry?.screen.id }
}
