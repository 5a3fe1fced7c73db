/// Shares free space among spacers as water fills vessels: every spacer gets
/// `max(min, s)` for one common level `s`, so equal shares go where the minimums allow.
public enum SpacerFill {
  /// The heights for spacers with these minimums (in order) once `extra` points
  /// are added to their total.
  public static func heights(minimums: [Double], extra: Double) -> [Double] {
    guard !minimums.isEmpty, extra > 0 else { return minimums }
    let sorted = minimums.sorted()
    let target = sorted.reduce(0, +) + extra
    // Raise the lowest k spacers to a common level; the first k for which that
    // level stays below the next minimum is the answer.
    var untouchedSum = target - extra
    var level = sorted[sorted.count - 1]
    for k in 1...sorted.count {
      untouchedSum -= sorted[k - 1]
      let candidate = (target - untouchedSum) / Double(k)
      if k == sorted.count || candidate <= sorted[k] {
        level = candidate
        break
      }
    }
    return minimums.map { max($0, level) }
  }
}
