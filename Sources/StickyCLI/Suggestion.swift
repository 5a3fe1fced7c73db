import StickyFormats

/// "Did you mean" suggestions for misspelled names.
enum Suggestion {
  /// The candidate closest to `name`, if it is likely what was meant: one that
  /// `name` abbreviates (two letters at least), or one at most a third of its
  /// length away (two edits always allowed) that is not a complete rewrite.
  static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let distance = NameSuggestion.editDistance(name, candidate)
      let isAbbreviation = candidate.hasPrefix(name) && name.drop { $0 == "-" }.count >= 2
      guard
        isAbbreviation || (distance <= max(2, candidate.count / 3) && distance < candidate.count)
      else { continue }
      if best.map({ distance < $0.distance }) ?? true { best = (candidate, distance) }
    }
    return best?.candidate
  }
}
