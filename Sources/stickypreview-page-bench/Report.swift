import Foundation

/// A page's size as the tables print it.
func bytes(_ count: Int) -> String {
  count >= 10_000 ? String(format: "%.1f KB", Double(count) / 1000) : "\(count) B"
}

/// The middle value, or the mean of the middle two.
func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted.count % 2 == 1
    ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}
