import Foundation

/// Conformance vectors of one kernel rule: inputs, and the outputs that
/// StickyCore's `Kernel/` gives for them, recorded under the golden switch
/// and replayed by Swift and by the rule's twin under
/// `Templates/runtime/kernel/` in every engine.
///
/// A file holds entries; an entry is one input (often several cases that
/// share a screen or a path) and its outputs, flat. `count` is the number of
/// cases, each an evaluation of the rule.
public struct KernelVectors<Input: Codable & Sendable>: Codable, Sendable {
  /// The kernel module's name: `cubicBezier` for `Kernel/CubicBezier.swift`
  /// and `kernel/cubicBezier.js`.
  public var rule: String
  /// How far an output of the page may lie from Swift's: 0 where both do
  /// the same arithmetic in the same order.
  public var tolerance: Double
  /// Why the tolerance is what it is.
  public var why: String
  public var count: Int
  public var entries: [Entry]

  public struct Entry: Codable, Sendable {
    public var input: Input
    public var output: [VectorValue]

    public init(input: Input, output: [VectorValue]) {
      self.input = input
      self.output = output
    }
  }

  public init(rule: String, tolerance: Double, why: String, count: Int, entries: [Entry]) {
    self.rule = rule
    self.tolerance = tolerance
    self.why = why
    self.count = count
    self.entries = entries
  }

  /// The file's text: the header, then an entry a line, so that a change
  /// to a recording reads as the entries it changed.
  public func text() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    func json(_ value: some Encodable) throws -> String {
      String(decoding: try encoder.encode(value), as: UTF8.self)
    }
    let lines = try entries.map(json)
    return "{\"rule\":\(try json(rule)),\"tolerance\":\(try json(tolerance)),"
      + "\"why\":\(try json(why)),\"count\":\(count),\"entries\":[\n"
      + lines.joined(separator: ",\n") + "\n]}\n"
  }
}

/// An output of a rule: a number, a text, or nothing (a part the screen lacks).
public enum VectorValue: Codable, Sendable, Equatable, CustomStringConvertible {
  case number(Double)
  case text(String)
  case null

  public init(from decoder: Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else {
      self = .text(try container.decode(String.self))
    }
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .number(let number): try container.encode(number)
    case .text(let text): try container.encode(text)
    case .null: try container.encodeNil()
    }
  }

  public var description: String {
    switch self {
    case .number(let number): "\(number)"
    case .text(let text): "'\(text)'"
    case .null: "null"
    }
  }

  /// Whether `other` is this value, a number within `tolerance` of it.
  public func matches(_ other: VectorValue, tolerance: Double) -> Bool {
    switch (self, other) {
    case (.number(let a), .number(let b)): a == b || abs(a - b) <= tolerance
    default: self == other
    }
  }
}

/// An input read only to be handed on, as the browser test hands the file's
/// text to the page.
public struct AnyVectorInput: Codable, Sendable {
  public init(from decoder: Decoder) throws {}
  public func encode(to encoder: Encoder) throws {}
}

public enum KernelVectorFiles {
  /// Where the recordings live, beside the test that records them.
  public static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("StickySiteTests/KernelVectors")

  public static func url(of rule: String) -> URL {
    folder.appendingPathComponent(rule + ".json")
  }

  /// The rules recorded, by their file names.
  public static func rules() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
  }

  /// Where `actual` (one entry's outputs) differs from `recorded` by more
  /// than `tolerance`, said for a person, at most `limit` of them.
  public static func differences(
    _ actual: [VectorValue], _ recorded: [VectorValue], tolerance: Double
  ) -> [String] {
    guard actual.count == recorded.count else {
      return ["\(actual.count) outputs, \(recorded.count) recorded"]
    }
    return zip(actual, recorded).enumerated().compactMap { index, pair in
      pair.0.matches(pair.1, tolerance: tolerance)
        ? nil : "output \(index): \(pair.0), recorded \(pair.1)"
    }
  }
}

/// A JSON value carried in an input as it is, such as a record of the page
/// data that the page's twin reads.
public indirect enum VectorJSON: Codable, Sendable, Equatable {
  case number(Double)
  case text(String)
  case bool(Bool)
  case null
  case list([VectorJSON])
  case object([String: VectorJSON])

  public init(from decoder: Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let flag = try? container.decode(Bool.self) {
      self = .bool(flag)
    } else if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else if let text = try? container.decode(String.self) {
      self = .text(text)
    } else if let list = try? container.decode([VectorJSON].self) {
      self = .list(list)
    } else {
      self = .object(try container.decode([String: VectorJSON].self))
    }
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .number(let number): try container.encode(number)
    case .text(let text): try container.encode(text)
    case .bool(let flag): try container.encode(flag)
    case .null: try container.encodeNil()
    case .list(let list): try container.encode(list)
    case .object(let members): try container.encode(members)
    }
  }

  /// The value of a JSON text.
  public init(parsing text: String) throws {
    self = try JSONDecoder().decode(VectorJSON.self, from: Data(text.utf8))
  }
}
