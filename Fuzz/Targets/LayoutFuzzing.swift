import StickyCore
import StickyFormats

/// What every layout target checks for one input: reading it either gives a
/// tree or diagnostics; a tree either builds a screen, which the solver turns
/// into a frame table, or gives diagnostics; and every diagnostic prints as one
/// line. Anything else (a crash, a hang, a memory error) is a finding.
enum LayoutFuzzing {
  static func check(
    _ data: UnsafePointer<UInt8>, _ count: Int,
    read: ([UInt8]) throws(DiagnosticError) -> RawNode
  ) {
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    #if FUZZ_PLANTED_CRASH
      // The fuzz script's self-check: a crash that libFuzzer must find, on
      // a layout with a tag whose name starts with F anywhere. (At the
      // start only, it was missed once in 120 s: the seeds are 1,300 layouts
      // of up to 38 KB, and one byte of each is rarely the one changed.)
      if bytes.indices.dropLast().contains(where: {
        bytes[$0] == UInt8(ascii: "<") && bytes[$0 + 1] == UInt8(ascii: "F")
      }) {
        fatalError("planted crash")
      }
    #endif
    do throws(DiagnosticError) {
      let built = try ScreenBuilder.build(try read(bytes))
      _ = Scene(screen: built.screen)
      if !built.warnings.isEmpty { checkPrinted(DiagnosticError(built.warnings)) }
    } catch {
      checkPrinted(error)
    }
  }

  /// Fails on a diagnostic that would print as more than one line.
  static func checkPrinted(_ error: DiagnosticError) {
    precondition(!error.diagnostics.isEmpty, "an error without diagnostics")
    for diagnostic in error.diagnostics {
      let line = DiagnosticText.line(diagnostic.description)
      precondition(!line.contains("\n") && !line.contains("\r"), "a diagnostic spans lines")
    }
  }
}
