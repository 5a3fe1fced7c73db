import StickyCore
import StickyFormats

/// libFuzzer's entry point for the project-config reader.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzProjectConfigReader(_ data: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: count))
  do throws(DiagnosticError) {
    _ = try ProjectConfigReader.read(bytes, file: "stickypreview.json")
  } catch {
    LayoutFuzzing.checkPrinted(error)
  }
  return 0
}
