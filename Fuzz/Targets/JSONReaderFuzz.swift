import StickyCore
import StickyFormats

/// libFuzzer's entry point for the JSON reader.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONReader(_ data: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
  LayoutFuzzing.check(data, count) { bytes throws(DiagnosticError) in
    try JSONLayoutReader.read(bytes, file: "fuzz.json")
  }
  return 0
}
