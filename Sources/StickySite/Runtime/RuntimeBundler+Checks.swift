extension RuntimeBundler {
  /// Every import names a module there is and names it exports: the bundle
  /// would otherwise bind `undefined` without a word.
  func checkImports() throws(SiteError) {
    for name in moduleNames {
      let module = byName[name]!
      for statement in module.imports {
        guard let imported = byName[statement.module] else {
          throw module.error(
            "imports \(statement.source), but there is no module \(statement.module)",
            line: statement.line)
        }
        for (exported, _) in statement.names where !imported.exports.contains(exported) {
          throw module.error(
            "imports \(exported) from \(statement.source), which does not export it",
            line: statement.line)
        }
      }
    }
  }

  /// No module imports itself, directly or not: each module runs once, after
  /// the modules it imports, which a cycle makes impossible. Checked before
  /// the imported names, which a module in a cycle is often still missing.
  func checkCycles() throws(SiteError) {
    var done: Set<String> = []
    var path: [String] = []
    func visit(_ name: String) throws(SiteError) {
      if done.contains(name) { return }
      path.append(name)
      let module = byName[name]!
      for statement in module.imports {
        if let start = path.firstIndex(of: statement.module) {
          let cycle = path[start...] + [statement.module]
          throw module.error(
            "import cycle: " + cycle.joined(separator: " → "), line: statement.line)
        }
        // A missing module is for `checkImports` to report.
        if byName[statement.module] != nil { try visit(statement.module) }
      }
      path.removeLast()
      done.insert(name)
    }
    for name in moduleNames { try visit(name) }
  }
}
