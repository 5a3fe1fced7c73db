import StickyFormats

/// A subcommand whose work is done by subcommands of its own (`config init`,
/// `config fmt`...). Run without one, it is a usage error.
protocol CommandGroup: Subcommand {
  /// Named by the group's name, a space and their own word (`config fmt`).
  static var subcommands: [any Subcommand.Type] { get }
}

extension CommandGroup {
  /// Reached only when no subcommand of the group was named.
  static func parse(_ arguments: [String]) throws(UsageError) {
    guard let word = arguments.first else { throw .missingSubcommand }
    let words = subcommands.map { String($0.help.name.split(separator: " ").last ?? "") }
    if ArgumentScanner.looksLikeOption(word) {
      throw .unknownOption(word, suggestion: nil)
    }
    throw .unknownSubcommand(
      word, suggestion: NameSuggestion.closest(to: word, in: words, acceptingAbbreviations: true))
  }

  static func run(
    _ request: Void, standardInput: () -> [UInt8]?, output: inout some TextOutputStream,
    warnings _: inout some TextOutputStream
  ) throws {}
}
