import StickyCore

/// A value of the page data: how it is written and what its schema says,
/// side by side, so that the two cannot drift apart.
protocol PageValue {
  static var kind: PageKind { get }
  var json: JSONValue { get }
  /// Writes `json`'s text; a record writes its members one by one, so that
  /// the page data of a large screen is not first built as a tree.
  func write(json output: inout String)
}

extension PageValue {
  func write(json output: inout String) {
    json.write(into: &output)
  }
}

extension String: PageValue {
  static var kind: PageKind { .string }
  var json: JSONValue { .string(self) }
}

extension Bool: PageValue {
  static var kind: PageKind { .boolean }
  var json: JSONValue { .bool(self) }
}

extension Int: PageValue {
  static var kind: PageKind { .integer }
  var json: JSONValue { .number(Double(self)) }
}

/// A length or a position: written to 1/10,000 (`NumberFormat.string`).
extension Double: PageValue {
  static var kind: PageKind { .number }
  var json: JSONValue { .number(self) }
}

/// A number that is not a length (a slope of a fraction per point, a state's
/// value, a duration), written in full (`NumberFormat.exact`).
struct Exact: PageValue {
  var value: Double

  init(_ value: Double) { self.value = value }

  static var kind: PageKind { .number }
  var json: JSONValue { .exactNumber(value) }
}

/// A TRACK of lengths: the flat piece list `[start, value, slope, ...]`, piece
/// `k` giving `value + slope * (o - start)` from its start up to the next
/// one's, piece 0 also before its start.
extension PiecewiseLinear: PageValue {
  static var kind: PageKind { .array(.number, count: nil) }
  var json: JSONValue { .numbers(pieces.lazy.flatMap { [$0.start, $0.value, $0.slope] }) }
}

/// A TRACK of values that are not lengths, its numbers written in full:
/// slopes of a fraction per point, and starts that steep pieces multiply,
/// would lose their precision rounded like lengths.
struct ExactTrack: PageValue {
  var function: PiecewiseLinear

  static var kind: PageKind { .array(.number, count: nil) }
  var json: JSONValue {
    .array(
      function.pieces.flatMap {
        [JSONValue.exactNumber($0.start), .exactNumber($0.value), .exactNumber($0.slope)]
      })
  }
}

/// A closed set of names, written as its raw value.
protocol PageEnumeration: PageValue, CaseIterable, RawRepresentable where RawValue == String {}

extension PageEnumeration {
  static var kind: PageKind { .enumeration(allCases.map(\.rawValue)) }
  var json: JSONValue { .string(rawValue) }
}

extension ElementKind: PageEnumeration {}
extension Effect.Part: PageEnumeration {}
extension Effect.Property: PageEnumeration {}
extension Device.FrameStyle: PageEnumeration {}
extension StickyEdge: PageEnumeration {}
extension BarEdge: PageEnumeration {}
extension ScrollAxis: PageEnumeration {}
