/// Where a step function takes a new value: from `offset` on, and at
/// `offset` itself when `inclusive`. The page looks steps up by the same
/// bisection (`kernel/stepEdge.js`).
protocol StepEdge {
  var offset: Double { get }
  var inclusive: Bool { get }
}

extension Array where Element: StepEdge {
  /// How many of these steps, sorted by offset, have begun at `offset`: the
  /// value is that of the last of them, or the one before every step.
  func begun(at offset: Double) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      let step = self[middle]
      if step.offset < offset || (step.offset == offset && step.inclusive) {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }
}
