import StickyCore

/// "Did you mean" for misspelled names, in layouts, configs and on the command
/// line alike: one rule, so that a typo is forgiven the same way everywhere.
public enum NameSuggestion {
  /// The candidate `name` most likely stands for: the nearest by edit distance,
  /// ignoring case, within one edit for every three characters typed (the
  /// bound compilers use for typo correction) and not a rewrite of the whole
  /// candidate; more than that is no longer a plausible typo. Nil when `name`
  /// is itself a candidate.
  ///
  /// - Parameter acceptingAbbreviations: Also offer a candidate that `name`
  ///   begins, given two characters past any leading dashes. Command-line
  ///   names are often typed short (`--ver`); names in a file seldom are, and
  ///   there a prefix is more likely a different word.
  public static func closest(
    to name: String, in candidates: some Sequence<String>, acceptingAbbreviations: Bool = false
  ) -> String? {
    let lowered = name.lowercased()
    let isLongEnoughToAbbreviate = name.drop { $0 == "-" }.count >= 2
    var best: (name: String, distance: Int)? = nil
    for candidate in candidates {
      if candidate == name { return nil }
      let other = candidate.lowercased()
      let distance = editDistance(lowered, other)
      let isTypo = distance <= (name.count + 2) / 3 && distance < candidate.count
      let isAbbreviation =
        acceptingAbbreviations && isLongEnoughToAbbreviate && other.hasPrefix(lowered)
      guard isTypo || isAbbreviation, distance < (best?.distance ?? Int.max) else { continue }
      best = (candidate, distance)
    }
    return best?.name
  }

  /// Optimal string alignment distance: a transposition of neighbours counts as one edit.
  public static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.unicodeScalars)
    let b = Array(b.unicodeScalars)
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], previous2[j - 2] + 1)
        }
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }

  /// The suffix messages end with: ` (did you mean "x"?)`, or nothing.
  static func hint(_ suggestion: String?) -> String {
    suggestion.map { " (did you mean \(DiagnosticText.quoted($0))?)" } ?? ""
  }

  /// The suffix of a message about a word that is not one of `choices`: the
  /// likely typo's correction, or else what the word may be, so that no one
  /// has to look the choices up.
  static func hint(for word: String, among choices: [String]) -> String {
    if let suggestion = closest(to: word, in: choices) { return hint(suggestion) }
    return choices.isEmpty ? "" : " (expected \(alternatives(choices)))"
  }

  /// The words quoted, as one of them: `"a"`, `"a" or "b"`, `"a", "b" or "c"`.
  static func alternatives(_ words: [String]) -> String {
    let quoted = words.map { DiagnosticText.quoted($0) }
    guard let last = quoted.last else { return "" }
    return quoted.count == 1 ? last : quoted.dropLast().joined(separator: ", ") + " or " + last
  }
}
