import StickyCore
import StickyFormats

/// libFuzzer's entry point for the XML reader.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXMLReader(_ data: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
  LayoutFuzzing.check(data, count) { bytes throws(DiagnosticError) in
    try XMLLayoutReader.read(bytes, file: "fuzz.xml")
  }
  return 0
}
