/// UTF-8 text built in one reused buffer: millions of CSV lines cost most of
/// their time in building strings field by field, and bytes stored through a
/// pointer into memory that stays allocated cost almost nothing.
///
/// Only this type touches its buffer and nothing holds an access across a
/// call, so the runtime's exclusivity checks, a third of the time of every
/// byte, are left out.
public final class TextBytes {
  @exclusivity(unchecked) private var start: UnsafeMutablePointer<UInt8>
  @exclusivity(unchecked) private var capacity: Int
  @exclusivity(unchecked) public private(set) var count = 0

  public init(capacity: Int = 32) {
    self.capacity = max(capacity, 32)
    start = .allocate(capacity: self.capacity)
  }

  deinit { start.deallocate() }

  /// The text so far.
  public var text: String {
    String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
  }

  public func removeAll() { count = 0 }

  /// Room for `extra` more bytes.
  private func reserve(_ extra: Int) {
    guard count + extra > capacity else { return }
    let grown = max(capacity * 2, count + extra)
    let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
    moved.initialize(from: start, count: count)
    start.deallocate()
    start = moved
    capacity = grown
  }

  public func append(_ text: String) {
    var text = text
    text.withUTF8 { append($0) }
  }

  public func append(_ other: TextBytes) {
    append(UnsafeBufferPointer(start: other.start, count: other.count))
  }

  private func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    reserve(bytes.count)
    guard let base = bytes.baseAddress else { return }
    (start + count).update(from: base, count: bytes.count)
    count += bytes.count
  }

  public func append(byte: UInt8) {
    reserve(1)
    start[count] = byte
    count += 1
  }

  /// The decimal digits of `value`, with a minus sign when it is negative.
  public func append(integer value: Int64) {
    if value < 0 { append(byte: UInt8(ascii: "-")) }
    append(digitsOf: value.magnitude, minimumCount: 1)
  }

  /// The digits of `value`, padded with leading zeros to `minimumCount`
  /// (at most 20, the digits of the largest value).
  func append(digitsOf value: UInt64, minimumCount: Int) {
    // Counted by comparison, so that each digit costs one division only.
    var length = 1
    var bound: UInt64 = 10
    while length < 20, value >= bound {
      length += 1
      bound &*= 10
    }
    length = max(length, minimumCount)
    reserve(length)
    var rest = value
    var position = count + length
    while position > count {
      position -= 1
      start[position] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
      rest /= 10
    }
    count += length
  }

  /// Hands the text to `output` and empties the buffer, keeping its memory.
  public func flush(into output: inout some TextOutputStream) {
    guard count > 0 else { return }
    output.write(text)
    removeAll()
  }
}
