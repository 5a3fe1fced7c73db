import Foundation
import StickySite

/// The lines `build --watch` prints about what it did.
enum WatchReport {
  /// After the first build: what it watches, and how to stop it.
  static func watching(_ scan: WatchedProject.Scan, polling: Bool) -> String {
    let folders = scan.folders.count == 1 ? "1 folder" : "\(scan.folders.count) folders"
    let how = polling ? "looking at them 4 times a second" : "as the system reports changes"
    return "Watching the inputs in \(folders) for changes, \(how); Ctrl-C stops\n"
  }

  /// When no screen builds at all.
  static func notBuilt(polling: Bool) -> String {
    "Nothing built: fix the errors above and save; watching for changes"
      + (polling ? ", looking 4 times a second" : "") + "; Ctrl-C stops\n"
  }

  /// What a build after the first did, and how long it took, or nothing
  /// when it did nothing.
  static func line(_ change: LiveSite.Change, scan: WatchedProject.Scan, took: Duration) -> String {
    var lines: [String] = []
    let time = " in " + seconds(took)
    if change.isFull {
      lines.append("Rebuilt every page (\(screens(scan.screens.count)))" + time)
    } else {
      let rebuilt = change.made.filter { !change.added.contains($0) }
      var parts: [String] = []
      if !change.added.isEmpty { parts.append("added " + names(change.added)) }
      if !change.removed.isEmpty { parts.append("removed " + names(change.removed)) }
      if !rebuilt.isEmpty {
        parts.append("rebuilt " + list(names(rebuilt), change.gallery ? "the gallery" : nil))
      } else if change.gallery {
        parts.append("rebuilt the gallery")
      }
      if !parts.isEmpty {
        let text = list(parts) + time
        lines.append(text.prefix(1).uppercased() + text.dropFirst())
      }
    }
    let failing = change.restated.filter { !(scan.problems[$0] ?? []).isEmpty }
    let mended = change.restated.filter { (scan.problems[$0] ?? []).isEmpty }
    if !failing.isEmpty {
      lines.append(
        "Kept the last good build of \(names(failing)); "
          + (failing.count == 1 ? "its page shows" : "their pages show") + " the errors")
    }
    if !mended.isEmpty {
      lines.append(
        "The " + (mended.count == 1 ? "page" : "pages") + " of \(names(mended)) show no errors")
    }
    return lines.map { $0 + "\n" }.joined()
  }

  private static func seconds(_ duration: Duration) -> String {
    let (whole, fraction) = duration.components
    return String(format: "%.2f s", Double(whole) + Double(fraction) / 1e18)
  }

  private static func screens(_ count: Int) -> String {
    count == 1 ? "1 screen" : "\(count) screens"
  }

  /// A few ids by name, more by their count.
  private static func names(_ ids: [String]) -> String {
    ids.count > 4 ? screens(ids.count) : list(ids)
  }

  private static func list(_ items: String?...) -> String {
    list(items.compactMap { $0 })
  }

  /// `a`, `a and b`, `a, b and c`.
  private static func list(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + items.last!
  }
}
