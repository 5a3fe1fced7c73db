import StickyCore

/// The offsets of `frames --offsets`, or the times of `--times`:
/// comma-separated numbers and inclusive ranges `start:end:step`, e.g.
/// `-100:0:25,40`.
///
/// The values come out ascending without duplicates, rounded as they print:
/// frames are a function of the offset (or of the time along one path), so
/// order and repetition would add nothing but noise.
public struct OffsetList: Equatable, Sendable {
  public var offsets: [Double]

  /// Keeps a typo such as a tiny step from asking for billions of rows.
  public static let maximumCount = 100_000

  /// What the numbers are, which decides their range and the messages' words.
  public enum Quantity: Equatable, Sendable {
    /// Offsets in points, within `OffsetLimit.range`.
    case offsets
    /// Seconds along a path, from 0 to `ScrollLimits.maximumSeconds`.
    case times

    var name: String {
      switch self {
      case .offsets: "offsets"
      case .times: "times"
      }
    }

    func admits(_ value: Double) -> Bool {
      switch self {
      case .offsets: OffsetLimit.admits(value)
      case .times: value >= 0 && value <= ScrollLimits.maximumSeconds
      }
    }

    var range: String {
      switch self {
      case .offsets: OffsetLimit.range
      case .times: "0 to \(NumberFormat.exact(ScrollLimits.maximumSeconds)) seconds"
      }
    }
  }

  public init(parsing text: String, of quantity: Quantity = .offsets) throws(ParseError) {
    func value(_ text: Substring) throws(ParseError) -> Double {
      let value = try Self.number(text)
      guard quantity.admits(value) else { throw .outOfRange(String(text), quantity) }
      return value
    }
    var offsets: [Double] = []
    for (position, item) in text.split(separator: ",", omittingEmptySubsequences: false)
      .enumerated()
    {
      let item = item.trimmingSpaces
      if item.isEmpty { throw .emptyItem(position + 1) }
      let parts = item.split(separator: ":", omittingEmptySubsequences: false)
      switch parts.count {
      case 1:
        offsets.append(try value(item))
      case 3:
        let (start, end, step) = try (
          value(parts[0].trimmingSpaces), value(parts[1].trimmingSpaces),
          Self.number(parts[2].trimmingSpaces)
        )
        guard step > 0 else { throw .nonPositiveStep(String(item)) }
        guard start <= end else { throw .reversedRange(String(item)) }
        // An end within 1e-9 of a step of the grid still counts, so that
        // 0:0.3:0.1 ends at 0.3 despite binary rounding.
        let steps = ((end - start) / step + 1e-9).rounded(.down)
        guard steps < Double(Self.maximumCount - offsets.count) else { throw .tooMany(quantity) }
        let last = Int(steps)
        for k in 0...last {
          // start + k * step, not repeated addition, so errors do not pile up.
          let offset = start + Double(k) * step
          offsets.append(k == last && abs(offset - end) <= 1e-9 * step ? end : offset)
        }
      default:
        throw .malformedRange(String(item))
      }
      if offsets.count > Self.maximumCount { throw .tooMany(quantity) }
    }
    self.offsets = NumberFormat.distinctOffsets(offsets)
  }

  /// A number as JSON writes it, such as `-12.5` or `1e3`: the grammar of the
  /// layouts and of the `frames` output, not the looser one of `Double`.
  private static func number(_ text: Substring) throws(ParseError) -> Double {
    guard let value = NumberText.parse(text) else { throw .notANumber(String(text)) }
    guard value.isFinite else { throw .notFinite(String(text)) }
    return value
  }

  /// Why a list cannot be read; the text follows "is invalid for
  /// '--offsets <list>': " (or `--times`).
  public enum ParseError: Error, Equatable, CustomStringConvertible {
    /// An item between commas is empty (1-based position).
    case emptyItem(Int)
    /// A number or a part of a range is not a number as JSON writes it.
    case notANumber(String)
    /// A number is too large to be represented.
    case notFinite(String)
    /// A value, or a range's start or end, is outside the quantity's range.
    case outOfRange(String, Quantity)
    /// An item with colons is not `start:end:step`.
    case malformedRange(String)
    /// A range's step is zero or negative.
    case nonPositiveStep(String)
    /// A range starts after it ends.
    case reversedRange(String)
    /// The list gives more than `OffsetList.maximumCount` values.
    case tooMany(Quantity)

    public var description: String {
      switch self {
      case .emptyItem(let position): "item \(position) is empty"
      case .notANumber(let text): "'\(text)' is not a number"
      case .notFinite(let text): "'\(text)' is not a finite number"
      case .outOfRange(let text, let quantity): "'\(text)' is outside \(quantity.range)"
      case .malformedRange(let text): "'\(text)' is not a range start:end:step"
      case .nonPositiveStep(let text): "the step of '\(text)' is not greater than 0"
      case .reversedRange(let text): "the start of '\(text)' is greater than its end"
      case .tooMany(let quantity): "it gives more than 100,000 \(quantity.name)"
      }
    }
  }
}
