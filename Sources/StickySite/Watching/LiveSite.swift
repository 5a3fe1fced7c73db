import Foundation
import StickyCore

/// The site that `build --watch` keeps up to date: built once in full, then
/// screen by screen as their inputs change.
///
/// It holds the output folder's lock from start to stop, marked as held
/// until stopped: builds into the folder are refused at once with a message
/// that names this process, rather than waiting for it. It keeps what each
/// screen put into the site (its card, its images, its pages' stamps), so
/// that a screen made again replaces only its own folder (and in that, only
/// the files that changed, each other one keeping its time), the gallery
/// page is written only when a card changed or screens came, went or moved,
/// and `_images/` only gains and loses what the screens name. Everything new
/// is written beside the site first, then put in place by renames: a folder
/// trades places with its old self in one step, a file replaces its old
/// self in one, and an error before then leaves the site as it was.
///
///     let site = try LiveSite(folder: URL(filePath: "_site"))
///     defer { site.close() }
///     try site.write(builder, changed: nil, problems: [:])       // in full
///     try site.write(builder, changed: ["my-screen"], problems: [:])
public final class LiveSite {
  /// What one write did, for the line that reports it.
  public struct Change: Equatable, Sendable {
    /// Whether the site was written in full.
    public var isFull = false
    /// The screens made again or for the first time, by id, in site order.
    public var made: [String] = []
    /// Those of `made` that are new to the site.
    public var added: [String] = []
    /// The screens that left the site.
    public var removed: [String] = []
    /// The screens whose pages now say other problems.
    public var restated: [String] = []
    /// Whether the gallery page was written.
    public var gallery = false
    /// What could not be cleaned up once the site was in place.
    public var warnings: [String] = []

    public var isEmpty: Bool {
      !isFull && made.isEmpty && removed.isEmpty && restated.isEmpty && !gallery
    }
  }

  /// What a screen put into the site, and the problems its pages say.
  struct Record {
    var pages: ScreenPages
    var problems: [Diagnostic]
  }

  /// What every page shows of the builder's own settings: when they change,
  /// every page does.
  struct Settings: Equatable {
    var title: String
    var baseURL: BaseURL?
    var theme: Theme

    init(_ builder: SiteBuilder) {
      title = builder.title
      baseURL = builder.baseURL
      theme = builder.theme
    }
  }

  let writer: SiteWriter
  private let lock: FileLock
  /// The site as last written; empty until the first write, and after a
  /// write that failed while putting things in place (the next is in full).
  var records: [String: Record] = [:]
  /// The screens' ids in the order the gallery shows them.
  var order: [String] = []
  /// The gallery's cards as last written.
  var cards: [GalleryCard] = []
  /// The paths of `_images/` in the site.
  var images: Set<String> = []
  var settings: Settings?
  /// The parts of the pages, kept while the theme stays.
  private var parts: SiteParts?

  /// Takes the lock of the site at `folder` until `close`: waits for a build
  /// that holds it as `build` does, and refuses at once when another
  /// `build --watch` keeps the folder.
  public init(folder: URL) throws(SiteError) {
    writer = SiteWriter(folder: folder)
    lock = try writer.lock(untilStopped: true)
  }

  /// Releases the lock.
  public func close() {
    lock.release()
  }

  /// Writes the site of `builder`: the screens of `changed` (by id) made
  /// again, and those that are new; those it no longer has removed; the
  /// pages of every screen with `problems` (by id) saying them over the last
  /// good build. `changed` nil, the first write, and a change of the title,
  /// the base URL or the theme write the site in full, as `build` does,
  /// refusing a folder it must not replace; `inputs` are the files besides
  /// the layouts that the folder must not hold. `stop` is asked between
  /// screens: true throws, and the site stays as it was.
  @discardableResult
  public func write(
    _ builder: SiteBuilder, changed: Set<String>?, problems: [String: [Diagnostic]],
    inputs: [URL] = [], stop: () -> Bool = { false }
  ) throws(SiteError) -> Change {
    var builder = builder
    builder.isWatched = true
    if changed == nil || records.isEmpty || settings != Settings(builder) {
      return try writeInFull(builder, problems: problems, inputs: inputs, stop: stop)
    }
    return try update(builder, changed: changed ?? [], problems: problems, stop: stop)
  }

  /// The parts of the pages for `theme`, made again only when it changed.
  func parts(for theme: Theme) throws(SiteError) -> SiteParts {
    if let parts, parts.theme == theme { return parts }
    let made = try SiteParts(theme: theme)
    parts = made
    return made
  }

  static let stopped = SiteError("the build was stopped", subject: .output)

  private func writeInFull(
    _ builder: SiteBuilder, problems: [String: [Diagnostic]], inputs: [URL],
    stop: () -> Bool
  ) throws(SiteError) -> Change {
    var writer = self.writer
    writer.inputs = builder.screens.compactMap(\.source) + inputs
    var made: [String: Record] = [:]
    // The first build of a session writes no copies of its pages: no page
    // open before it can take its parts from one (it loads again), and a
    // site of a thousand screens is half as large without them.
    let copies = settings != nil
    records = [:]
    let warnings = try writer.replaceLocked { (folder) throws(SiteError) in
      try builder.make(into: &folder, problems: problems, copies: copies) {
        (pages) throws(SiteError) in
        made[pages.id] = Record(pages: pages, problems: problems[pages.id] ?? [])
        if stop() { throw Self.stopped }
      }
    }
    records = made
    order = builder.screens.map(\.screen.id)
    cards = order.map { made[$0]!.pages.card }
    images = made.values.reduce(into: []) { $0.formUnion($1.pages.images) }
    settings = Settings(builder)
    return Change(isFull: true, made: order, gallery: true, warnings: warnings)
  }
}
