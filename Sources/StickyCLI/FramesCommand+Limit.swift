extension FramesCommand {
  /// The most numbers (a `y` and a `height` per element and offset) that the
  /// JSON output holds: it is one object, which no reader takes in at 100 GB.
  /// CSV streams row by row and has no such limit.
  static let maxJSONValues = 10_000_000

  /// Refuses JSON output past `maxJSONValues`, naming the ways to narrow it.
  static func checkJSONSize(offsets: Int, elements: Int) throws(CommandError) {
    let (frames, overflow) = offsets.multipliedReportingOverflow(by: elements)
    guard overflow || frames > maxJSONValues / 2 else { return }
    let count = overflow ? "more than \(Int.max)" : grouped(frames * 2)
    throw .invalidInput([
      "error: the JSON output would hold \(count) values (\(grouped(offsets)) "
        + (offsets == 1 ? "offset × " : "offsets × ")
        + "\(grouped(elements)) elements × y and height), more than the "
        + "\(grouped(maxJSONValues)) it may; choose elements with --ids or offsets with "
        + "--offsets, or write --format csv into a file"
    ])
  }

  /// `1234567` as `1,234,567`.
  private static func grouped(_ value: Int) -> String {
    let digits = Array(String(value))
    return digits.enumerated().map { index, digit in
      index > 0 && (digits.count - index) % 3 == 0 ? ",\(digit)" : "\(digit)"
    }.joined()
  }
}
