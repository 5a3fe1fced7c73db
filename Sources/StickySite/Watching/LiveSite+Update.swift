import Foundation
import StickyCore

extension LiveSite {
  /// What an update has written beside the site, to be put in place.
  private struct Staged {
    var folder: URL
    /// The screens made, by id.
    var made: [String: ScreenPages] = [:]
    /// State files of screens not made again: where each is, and where it goes.
    var states: [(staged: URL, target: URL)] = []
    var gallery = false
    /// `_images/` paths written beside the site, and those the site loses.
    var newImages: [String] = []
    var staleImages: [String] = []
  }

  /// Makes the screens of `changed` and the new ones beside the site, with
  /// whatever else changes, then puts them in place.
  func update(
    _ builder: SiteBuilder, changed: Set<String>, problems: [String: [Diagnostic]],
    stop: () -> Bool
  ) throws(SiteError) -> Change {
    let newOrder = builder.screens.map(\.screen.id)
    let present = Set(newOrder)
    let making = builder.screens.filter {
      changed.contains($0.screen.id) || records[$0.screen.id] == nil
    }
    let makingIDs = Set(making.map(\.screen.id))
    var change = Change()
    change.removed = order.filter { !present.contains($0) }
    change.restated = newOrder.filter {
      !makingIDs.contains($0) && records[$0]!.problems != problems[$0] ?? []
    }
    guard
      !making.isEmpty || !change.removed.isEmpty || !change.restated.isEmpty
        || newOrder != order
    else { return change }
    let (folder, _) = try writer.temporaryFolder()
    var staged = Staged(folder: folder)
    do throws(SiteError) {
      try stage(
        builder, making: making, order: newOrder, restated: change.restated,
        problems: problems, into: &staged, stop: stop)
    } catch {
      try? writer.manager.removeItem(at: folder)
      throw error
    }
    change.made = newOrder.filter { staged.made[$0] != nil }
    change.added = change.made.filter { records[$0] == nil }
    change.gallery = staged.gallery
    do throws(SiteError) {
      try commit(staged, removed: change.removed)
    } catch {
      // Part of it may be in place: the next write is in full.
      records = [:]
      try? writer.manager.removeItem(at: folder)
      throw error
    }
    change.warnings = writer.remove(folder, what: "what the update replaced").map { [$0] } ?? []
    for id in change.removed { records[id] = nil }
    for (id, pages) in staged.made {
      records[id] = Record(pages: pages, problems: problems[id] ?? [])
    }
    for id in change.restated { records[id]!.problems = problems[id] ?? [] }
    order = newOrder
    cards = newOrder.map { records[$0]!.pages.card }
    images.subtract(staged.staleImages)
    images.formUnion(staged.newImages)
    return change
  }

  /// Writes beside the site what the update puts in place.
  private func stage(
    _ builder: SiteBuilder, making: [SiteScreen], order newOrder: [String],
    restated: [String], problems: [String: [Diagnostic]], into staged: inout Staged,
    stop: () -> Bool
  ) throws(SiteError) {
    let parts = try parts(for: builder.theme)
    var siteImages = SiteImages()
    var size = SiteSize(limit: writer.sizeLimit)
    for entry in making {
      if stop() { throw Self.stopped }
      let id = entry.screen.id
      // The screen's files are in its folder, `id/`, as in the site.
      var sink = SiteWriter.Folder(
        url: staged.folder, site: writer.path, manager: writer.manager, size: size,
        previous: writer.folder)
      staged.made[id] = try builder.makeScreen(
        entry, parts: parts, images: &siteImages, problems: problems[id] ?? [], into: &sink)
      size = sink.size
    }
    var others = SiteWriter.Folder(
      url: staged.folder.appending(path: Self.othersName, directoryHint: .isDirectory),
      site: writer.path, manager: writer.manager, size: size)
    for (index, id) in restated.enumerated() {
      for (page, stamp) in records[id]!.pages.stamps.sorted(by: { $0.key < $1.key }) {
        let name = "state-\(index)-\(staged.states.count)"
        try others.add(
          name, Array(WatchState(stamp: stamp, problems: problems[id] ?? []).script.utf8))
        staged.states.append(
          (
            others.url.appending(path: name),
            writer.folder.appending(path: page + WatchState.fileName)
          ))
      }
    }
    let newCards = newOrder.map { staged.made[$0]?.card ?? records[$0]!.pages.card }
    if newCards != cards {
      try others.add("index.html", try builder.galleryPage(newCards, parts: parts))
      staged.gallery = true
    }
    let shown = newOrder.reduce(into: Set<String>()) {
      $0.formUnion(staged.made[$1]?.images ?? records[$1]!.pages.images)
    }
    for (path, bytes) in siteImages.files where !images.contains(path) && shown.contains(path) {
      try others.add(path, bytes)
      staged.newImages.append(path)
    }
    staged.staleImages = images.subtracting(shown).sorted()
  }

  /// The folder beside the made screens' folders that holds the rest.
  private static let othersName = ".others"

  /// Puts what `staged` holds in place by renames, and moves what leaves the
  /// site into the staging folder, which is removed afterwards.
  private func commit(_ staged: Staged, removed: [String]) throws(SiteError) {
    let site = writer.folder
    let others = staged.folder.appending(path: Self.othersName, directoryHint: .isDirectory)
    func move(_ from: URL, _ to: URL) throws(SiteError) {
      let (source, target) = (from.path(percentEncoded: false), to.path(percentEncoded: false))
      guard SiteWriter.rename(source, target) == 0 else {
        throw SiteError(
          "cannot move \(source) to \(target): \(SiteWriter.errorText())", subject: .output)
      }
    }
    for id in staged.made.keys.sorted() {
      let new = staged.folder.appending(path: id, directoryHint: .isDirectory)
      let target = site.appending(path: id, directoryHint: .isDirectory)
      if FileManager.default.fileExists(atPath: target.path(percentEncoded: false)) {
        _ = try writer.exchange(
          new, with: target.path(percentEncoded: false),
          aside: staged.folder.appending(path: ".old-" + id))
      } else {
        try move(new, target)
      }
    }
    for id in removed {
      try move(site.appending(path: id), staged.folder.appending(path: ".gone-" + id))
    }
    for state in staged.states { try move(state.staged, state.target) }
    if staged.gallery {
      try move(others.appending(path: "index.html"), site.appending(path: "index.html"))
    }
    if !staged.newImages.isEmpty {
      do {
        try writer.manager.createDirectory(
          at: site.appending(path: SiteImages.folder), withIntermediateDirectories: true)
      } catch {
        throw SiteError(
          "cannot write the site next to \(writer.path): \(SiteWriter.reason(error))",
          subject: .output)
      }
    }
    for path in staged.newImages {
      try move(others.appending(path: path), site.appending(path: path))
    }
    for (index, path) in staged.staleImages.enumerated() {
      try move(site.appending(path: path), staged.folder.appending(path: ".stale-\(index)"))
    }
  }
}
