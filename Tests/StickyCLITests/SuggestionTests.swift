import Testing

@testable import StickyCLI

@Test(arguments: [
  ("fraems", "frames" as String?),
  ("fr", "frames"),
  ("f", nil),
  ("x", nil),
  ("zzzzzz", nil),
  ("hepl", "help"),
  ("--ofset", "--offsets"),
])
func closest(_ name: String, suggestion: String?) {
  #expect(
    Suggestion.closest(to: name, among: ["frames", "help", "--offsets", "--ids"]) == suggestion)
}
