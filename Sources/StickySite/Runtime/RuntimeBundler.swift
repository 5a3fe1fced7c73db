/// Bundles the page runtime, small ES modules in `Templates/runtime/` and its
/// `kernel/` folder, into one script per kind of page.
///
/// A page allows its inline script by hash and nothing else, and a browser
/// loads no module from file:// anyway, so each page carries its runtime as
/// one inline script: every module it needs, each wrapped in a function whose
/// result holds its exports, in dependency order, then the call of its entry
/// module's `start`. Modules only define things, so that a page can mount
/// again and a test can read any module alone; the page starts by that one
/// call. No outside bundler is involved, so only the convention
/// `RuntimeModule` reads is supported.
///
/// The kernel (`kernel/NAME.js`) holds the rules the page runs that Swift
/// runs too, each the twin of StickyCore's `Kernel/Name.swift`: pure
/// functions that import only each other, which a test can call alone.
///
///     let bundler = try RuntimeBundler.embedded()
///     let script = try bundler.bundle(entry: "preview.js")
///
/// Every module is read and every import checked when the bundler is made,
/// so a broken module fails every build, not only the pages that use it.
/// The output depends on nothing but the modules' texts.
public struct RuntimeBundler: Sendable {
  /// Where the embedded modules live, package-relative.
  public static let folder = "Templates/runtime/"
  /// The global that `testBundle` assigns modules' exports to.
  public static let testGlobal = "stickyPreviewModules"
  /// The folder of the kernel's modules, within `folder`: the one folder
  /// modules may be in.
  public static let kernelFolder = "kernel/"
  /// The function an entry module exports, which its page's script calls.
  public static let start = "start"

  /// The modules by file name.
  private(set) var byName: [String: RuntimeModule]

  /// A bundler for the modules given by file name (`track.js`, or
  /// `kernel/easing.js` for the kernel's) and text; `folder` prefixes the
  /// paths errors name.
  public init(modules texts: [String: String], folder: String = RuntimeBundler.folder)
    throws(SiteError)
  {
    byName = [:]
    var variables: [String: String] = [:]
    for (name, text) in texts.sorted(by: { $0.key < $1.key }) {
      let file =
        name.hasPrefix(Self.kernelFolder) ? name.dropFirst(Self.kernelFolder.count) : name[...]
      guard file.hasSuffix(".js"), file.count > 3,
        file.unicodeScalars.allSatisfy({
          RuntimeModule.isIdentifierPart($0) || $0 == "-" || $0 == "."
        })
      else {
        throw SiteError(
          "\(folder)\(name): a runtime module's file name is letters, digits, _, $, - and . "
            + "ending in .js, in \(folder) or \(folder)\(Self.kernelFolder)")
      }
      let module = try RuntimeModule(name: name, text: text, folder: folder)
      if let other = variables[module.variable] {
        throw SiteError(
          "\(folder)\(other) and \(folder)\(name) would both be bound to \(module.variable) "
            + "in the bundle; rename one")
      }
      variables[module.variable] = name
      byName[name] = module
    }
    try checkCycles()
    try checkImports()
  }

  /// A bundler for the modules embedded in this build (`Templates/runtime/*.js`
  /// and `Templates/runtime/kernel/*.js`).
  public static func embedded() throws(SiteError) -> RuntimeBundler {
    var texts: [String: String] = [:]
    for file in SiteResources.files where file.path.hasPrefix(folder) {
      let name = String(file.path.dropFirst(folder.count))
      let base = name.hasPrefix(kernelFolder) ? name.dropFirst(kernelFolder.count) : name[...]
      if base.hasSuffix(".js"), !base.contains("/") { texts[name] = file.text }
    }
    return try RuntimeBundler(modules: texts)
  }

  /// Every module's file name (`kernel/` and the file name for the kernel's),
  /// sorted.
  public var moduleNames: [String] { byName.keys.sorted() }

  /// The kernel's modules, sorted.
  public var kernelModuleNames: [String] { moduleNames.filter { $0.hasPrefix(Self.kernelFolder) } }

  /// The modules that bundling `entries` takes, in the order the bundle
  /// writes them: depth first from each entry, imports in written order, each
  /// module after those it imports and only once.
  public func modules(reachableFrom entries: [String]) throws(SiteError) -> [String] {
    var order: [String] = []
    var seen: Set<String> = []
    func visit(_ name: String) {
      guard seen.insert(name).inserted else { return }
      for statement in byName[name]!.imports { visit(statement.module) }
      order.append(name)
    }
    for entry in entries {
      guard byName[entry] != nil else {
        throw SiteError("there is no runtime module \(entry) in \(Self.folder)")
      }
      visit(entry)
    }
    return order
  }

  /// The script of a page whose runtime starts at the module `entry`
  /// (`preview.js`): it and every module it imports, directly or not, then
  /// the call of the entry's `start`, which it must export.
  public func bundle(entry: String) throws(SiteError) -> String {
    let order = try modules(reachableFrom: [entry])
    let module = byName[entry]!
    guard module.exports.contains(Self.start) else {
      throw SiteError(
        "\(module.path): an entry module must export \(Self.start), which its page calls once "
          + "every module is defined")
    }
    var script = "(() => {\n'use strict';\n"
    for name in order { write(byName[name]!, to: &script) }
    return script + "\(module.variable).\(Self.start)();\n})();\n"
  }

  /// A script for tests only, never part of a page: the modules `names` (and
  /// what they import) bundled as `bundle(entry:)` does, but nothing started,
  /// then each named module's exports assigned to `window[global]` under its
  /// name without `.js`, so that a test page can call functions directly:
  /// `window.stickyPreviewModules.track.pieceAt(...)`.
  public func testBundle(exposing names: [String], global: String = testGlobal)
    throws(SiteError) -> String
  {
    guard RuntimeModule.isIdentifier(global[...]) else {
      throw SiteError("\(global) is not a JavaScript identifier")
    }
    var script = "(() => {\n'use strict';\n"
    for name in try modules(reachableFrom: names) { write(byName[name]!, to: &script) }
    let members = names.map { name in
      let key = name.dropLast(3)
      return (RuntimeModule.isIdentifier(key) ? String(key) : "'\(key)'") + ": "
        + RuntimeModule.variable(for: name)
    }
    script += "window.\(global) = { \(members.joined(separator: ", ")) };\n"
    return script + "})();\n"
  }

  private func write(_ module: RuntimeModule, to script: inout String) {
    script += "const \(module.variable) = (() => {\n"
    for statement in module.imports where !statement.names.isEmpty {
      let names = statement.names.map {
        $0.exported == $0.local ? $0.local : "\($0.exported): \($0.local)"
      }
      script +=
        "const { \(names.joined(separator: ", ")) } = "
        + RuntimeModule.variable(for: statement.module) + ";\n"
    }
    for line in module.body {
      script += line
      script += "\n"
    }
    script +=
      module.exports.isEmpty
      ? "return {};\n" : "return { \(module.exports.joined(separator: ", ")) };\n"
    script += "})();\n"
  }
}
