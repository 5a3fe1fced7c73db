import Foundation
import StickyCore
import StickyFormats
import StickySite

/// The inputs of `build --watch`: the config, the layouts it names (or the
/// command line names) and the images they show. Each scan looks at every
/// input's stamp, reads again what changed, and builds again the layouts
/// whose text, or an image's bytes, differ from what was built; a config
/// whose settings changed builds every page.
struct WatchedProject {
  var project: BuildCommand.Project
  private var loader: LayoutLoader
  /// Whether the config was read, its stamp then, and the text read.
  private var configSeen = false
  private var configStamp: FileStamp?
  private var configBytes: [UInt8]?
  /// Why the config cannot be used (it does not read, or is invalid), which
  /// every page shows, and which keeps every layout as built.
  private var configProblems: [Diagnostic] = []
  /// Why the config's patterns give no list of layouts (one matches no
  /// file), which every page shows, and which keeps the last list.
  private var listProblems: [Diagnostic] = []
  /// The layouts in the site's order.
  private var layouts: [WatchedLayout] = []
  /// The stamp of every image file a layout looked for, when last read.
  private var imageStamps: [String: FileStamp?] = [:]

  /// What a scan found.
  struct Scan {
    /// The screens of the site, in order: each layout's last good screen.
    var screens: [SiteScreen] = []
    /// The ids of the screens built again.
    var changed: Set<String> = []
    /// Whether every page changes: the title, the base URL or the theme did.
    var isFull = false
    /// A layout was found empty a moment after it changed, as while an
    /// editor writes it: the watcher looks again soon even without news.
    var unsettled = false
    /// What each screen's page shows over it, by id.
    var problems: [String: [Diagnostic]] = [:]
    /// The errors and warnings found in what was read again, to print.
    var found: [Diagnostic] = []
    /// The folders whose changes may change the inputs.
    var folders: Set<String> = []
  }

  init(_ project: BuildCommand.Project) {
    self.project = project
    loader = LayoutLoader(images: .files(root: project.imageRoot))
  }

  /// Looks at every input and reads again what changed.
  mutating func scan() -> Scan {
    var scan = Scan()
    let (settingsChanged, devicesChanged) = readConfig(into: &scan)
    scan.isFull = settingsChanged
    if configProblems.isEmpty { readLayouts(devicesChanged: devicesChanged, into: &scan) }
    var ids = ScreenIDs()
    for index in layouts.indices {
      guard let entry = layouts[index].entry else { continue }
      let clash: Diagnostic?
      do throws(SiteError) {
        try ids.add(entry.screen.id, at: entry.idLocation, file: nil)
        clash = nil
      } catch {
        clash = Diagnostic(error.message, at: entry.idLocation ?? layouts[index].input.place)
      }
      if let clash, clash != layouts[index].clash { scan.found.append(clash) }
      layouts[index].clash = clash
      guard clash == nil else { continue }
      scan.screens.append(entry)
      scan.problems[entry.screen.id] = configProblems + listProblems + layouts[index].problems
    }
    scan.folders = folders()
    return scan
  }

  /// Reads the config again when its stamp changed; returns whether its
  /// settings (title, base URL, theme) and its devices changed.
  private mutating func readConfig(into scan: inout Scan) -> (settings: Bool, devices: Bool) {
    guard let input = project.configInput else { return (false, false) }
    let stamp = FileStamp(path: input.path)
    if configSeen && stamp == configStamp { return (false, false) }
    configSeen = true
    configStamp = stamp
    do throws(DiagnosticError) {
      let bytes = try input.bytes(standardInput: { nil })
      if let old = configBytes, FileStamp.same(old, bytes) { return (false, false) }
      configBytes = bytes
      var next = project
      try next.read(config: bytes)
      let before = project.config
      project = next
      configProblems = []
      let settings =
        next.config.title != before.title || next.config.baseURL != before.baseURL
        || next.config.theme != before.theme
      return (settings, next.config.devices != before.devices)
    } catch {
      configProblems = error.diagnostics
      scan.found += error.diagnostics
      return (false, false)
    }
  }

  /// Lists the layouts again and reads each as `read` does.
  private mutating func readLayouts(devicesChanged: Bool, into scan: inout Scan) {
    let inputs: [Input]
    do throws(DiagnosticError) {
      inputs = try project.layouts()
      listProblems = []
    } catch {
      if error.diagnostics != listProblems { scan.found += error.diagnostics }
      listProblems = error.diagnostics
      return
    }
    let changedImages = readImages()
    // An editor that saves by removing the file and writing it anew leaves
    // a moment with no file: a layout gone at one look stays as it was
    // until the next, which comes within a poll's interval; one still gone
    // then was removed.
    //
    // Every look lists every layout: found by path, not by searching the
    // lists, a look stays linear in a gallery of a thousand screens.
    let present = Set(inputs.map(\.path))
    let known = Dictionary(layouts.map { ($0.input.path, $0) }) { first, _ in first }
    var listed = inputs
    for (index, old) in layouts.enumerated()
    where !old.isVanishing && !present.contains(old.input.path) {
      listed.insert(old.input, at: min(index, listed.count))
      scan.unsettled = true
    }
    layouts = listed.map { input in
      var layout = known[input.path] ?? WatchedLayout(input)
      layout.isVanishing = !present.contains(input.path)
      guard !layout.isVanishing else { return layout }
      let again = devicesChanged || !layout.images.isDisjoint(with: changedImages)
      read(&layout, again: again, into: &scan)
      return layout
    }
  }

  /// The image files whose bytes are no longer those read, which the loader
  /// forgets.
  private mutating func readImages() -> Set<String> {
    var changed: Set<String> = []
    for (path, old) in imageStamps {
      let stamp = FileStamp(path: path)
      guard stamp != old else { continue }
      imageStamps[path] = stamp
      if let known = loader.cache[path], stamp != nil,
        let data = FileManager.default.contents(atPath: path),
        FileStamp.same([UInt8](data), known.bytes)
      {
        continue
      }
      loader.cache[path] = nil
      changed.insert(path)
    }
    return changed
  }

  /// Reads `layout` again when its stamp changed, and builds it again when
  /// its text changed, or `again`.
  private mutating func read(_ layout: inout WatchedLayout, again: Bool, into scan: inout Scan) {
    let stamp = FileStamp(path: layout.input.path)
    var build = again
    if !layout.isSeen || stamp != layout.stamp {
      layout.isSeen = true
      layout.stamp = stamp
      do throws(DiagnosticError) {
        let bytes = try layout.input.bytes(standardInput: { nil })
        // An editor that saves in place empties the file before it writes
        // it: a look between the two finds it empty. It is read again at
        // the next look; one that stays empty a second is what was saved.
        if bytes.isEmpty, let stamp, stamp.isRecent {
          layout.isSeen = false
          scan.unsettled = true
          return
        }
        if layout.bytes.map({ !FileStamp.same($0, bytes) }) ?? true { build = true }
        layout.bytes = bytes
      } catch {
        layout.bytes = nil
        layout.problems = error.diagnostics
        scan.found += error.diagnostics
        return
      }
    }
    guard build, let bytes = layout.bytes else { return }
    loader.consulted = []
    defer {
      layout.images = loader.consulted
      for path in loader.consulted where imageStamps[path] == nil {
        imageStamps[path] = FileStamp(path: path)
      }
    }
    do throws(DiagnosticError) {
      let root = try LayoutParser.read(bytes, file: layout.input.file)
      let builds = try BuildCommand.builds(of: root, devices: project.config.devices)
      scan.found += builds.flatMap(\.warnings)
      layout.entry = try BuildCommand.screen(
        of: builds, from: layout.input, relativeTo: project.folder, loader: &loader)
      layout.problems = []
      scan.changed.insert(builds[0].screen.id)
    } catch {
      layout.problems = error.diagnostics
      scan.found += error.diagnostics
    }
  }

  /// The folders to watch: the config's, the folders its patterns read, and
  /// those of every layout and image file.
  private func folders() -> Set<String> {
    var folders: Set<String> = []
    if let input = project.configInput {
      folders.insert(Paths.folder(of: input.path))
      if project.inputs.isEmpty {
        folders.formUnion(project.config.screenFolders(in: project.folder))
      }
    }
    for layout in layouts {
      folders.insert(Paths.folder(of: layout.input.path))
      for image in layout.images { folders.insert(Paths.folder(of: image)) }
    }
    return folders
  }
}

extension Input {
  /// The file's first line and column, where a problem of the file as a
  /// whole is reported.
  var place: SourceLocation { SourceLocation(file: file, line: 1, column: 1) }
}
