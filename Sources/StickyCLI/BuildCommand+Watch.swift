import Foundation
import StickyCore
import StickyFormats
import StickySite

extension BuildCommand {
  /// `build --watch`: builds the site, then builds again what each change of
  /// its inputs changes, until SIGINT or SIGTERM, after which it returns
  /// (exit 0) with the lock released and nothing of a build left beside the
  /// site. Each problem is printed as `build` prints it, and the pages of
  /// its screens show it over their last good build until a good save.
  static func watch(
    _ request: Request, in directory: String, output: inout some TextOutputStream,
    warnings: inout some TextOutputStream
  ) throws {
    let project = try Project(request, in: directory, standardInput: { nil })
    if project.isGallery {
      throw CommandError.usage(
        .optionNeeds(
          watch.name,
          what: "layout files or a config (\(ProjectConfig.fileName)) to watch; the built-in "
            + "gallery does not change"))
    }
    let stop = try StopSignal()
    defer { stop.restore() }
    let site: LiveSite
    do {
      site = try LiveSite(folder: URL(fileURLWithPath: project.outFolder, isDirectory: true))
    } catch {
      throw project.failure(error)
    }
    defer { site.close() }
    var watched = WatchedProject(project)
    let watcher = FolderWatcher(
      polling: request.polls, stop: stop, output: project.outFolder)
    var built = false
    while true {
      let started = ContinuousClock.now
      let scan = watched.scan()
      for problem in scan.found {
        warnings.write(DiagnosticText.line(problem.description) + "\n")
      }
      flush(&warnings)
      watcher.watch(scan.folders)
      if built || !scan.screens.isEmpty {
        do throws(SiteError) {
          let change = try site.write(
            watched.project.builder(scan.screens),
            changed: built && !scan.isFull ? scan.changed : nil,
            problems: scan.problems,
            inputs: watched.project.configInput?.url.map { [$0] } ?? [],
            stop: { stop.isRequested })
          for warning in change.warnings { warnings.write(DiagnosticText.line(warning) + "\n") }
          output.write(
            built
              ? WatchReport.line(change, scan: scan, took: ContinuousClock.now - started)
              : project.builtLine(count: scan.screens.count)
                + WatchReport.watching(scan, polling: watcher.isPolling))
          built = true
        } catch {
          if stop.isRequested { break }
          guard built else { throw project.failure(error) }
          warnings.write(DiagnosticText.line("error: \(error.message)") + "\n")
        }
      } else if !scan.found.isEmpty {
        // Said once for each save that leaves it so: printing it is no news,
        // and the output may go to a file among the inputs.
        output.write(WatchReport.notBuilt(polling: watcher.isPolling))
      }
      flush(&output)
      flush(&warnings)
      if watcher.wait(soon: scan.unsettled) == .stopped { break }
    }
    output.write(
      "Stopped watching" + (built ? "; \(project.outFolder) holds the last build" : "") + ".\n")
  }

  /// Hands on what `stream` holds, when it holds text for a file: a command
  /// that runs until stopped says what it did as it does it.
  private static func flush<Stream: TextOutputStream>(_ stream: inout Stream) {
    guard var file = stream as? FileOutputStream else { return }
    file.flush()
    stream = file as! Stream
  }
}
