import StickyCore
import StickyFormats

/// libFuzzer's entry point for the `--offsets` parser: the offsets come out
/// ascending, distinct, finite and no more than the limit, or the text is
/// refused.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOffsetList(_ data: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
  guard let offsets = try? OffsetList(parsing: text).offsets else { return 0 }
  precondition(offsets.count <= OffsetList.maximumCount, "too many offsets")
  precondition(offsets.allSatisfy(\.isFinite), "an offset that is not finite")
  precondition(zip(offsets, offsets.dropFirst()).allSatisfy { $0 < $1 }, "unsorted or repeated")
  precondition(offsets == offsets.map(NumberFormat.rounded), "an offset that is not rounded")
  return 0
}
