/// "Did you mean" for misspelled names: the closest candidate by edit distance,
/// offered only when it is close enough to be a plausible typo.
public enum NameSuggestion {
  public static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
    let lowered = name.lowercased()
    var best: (name: String, distance: Int)? = nil
    for candidate in candidates {
      let distance =
        candidate.lowercased() == lowered ? 0 : editDistance(lowered, candidate.lowercased())
      if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
    }
    guard let best, best.name != name else { return nil }
    let allowed = max(1, min(name.count, best.name.count) / 3)
    return best.distance <= allowed ? best.name : nil
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
    suggestion.map { " (did you mean \"\($0)\"?)" } ?? ""
  }
}
