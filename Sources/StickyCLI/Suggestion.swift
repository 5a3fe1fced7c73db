/// "Did you mean" suggestions for misspelled names.
enum Suggestion {
  /// The candidate closest to `name`, if it is likely what was meant: one that
  /// `name` abbreviates (two letters at least), or one at most a third of its
  /// length away (two edits always allowed) that is not a complete rewrite.
  static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(name, candidate)
      let isAbbreviation = candidate.hasPrefix(name) && name.drop { $0 == "-" }.count >= 2
      guard
        isAbbreviation || (distance <= max(2, candidate.count / 3) && distance < candidate.count)
      else { continue }
      if best.map({ distance < $0.distance }) ?? true { best = (candidate, distance) }
    }
    return best?.candidate
  }

  /// Levenshtein distance in which swapping two neighbours counts as one edit
  /// (optimal string alignment), since transposed letters are the commonest typo.
  static func editDistance(_ first: String, _ second: String) -> Int {
    let a = Array(first.unicodeScalars)
    let b = Array(second.unicodeScalars)
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var previousRow = [Int](repeating: 0, count: b.count + 1)
    var row = Array(0...b.count)
    var nextRow = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      nextRow[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var distance = min(row[j] + 1, nextRow[j - 1] + 1, row[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          distance = min(distance, previousRow[j - 2] + 1)
        }
        nextRow[j] = distance
      }
      (previousRow, row, nextRow) = (row, nextRow, previousRow)
    }
    return row[b.count]
  }
}
