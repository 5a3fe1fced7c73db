extension Substring {
  /// Without the spaces that a quoted list such as "0, 40" carries.
  var trimmingSpaces: Substring {
    let start = firstIndex { $0 != " " } ?? endIndex
    let end = lastIndex { $0 != " " }.map(index(after:)) ?? start
    return self[start..<end]
  }
}
