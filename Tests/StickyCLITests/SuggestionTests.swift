import Testing

@testable import StickyCLI

@Test(arguments: [
  ("", "abc", 3),
  ("abc", "abc", 0),
  ("frames", "fraems", 1),
  ("kitten", "sitting", 3),
  ("ca", "abc", 3),
])
func editDistance(_ first: String, _ second: String, distance: Int) {
  #expect(Suggestion.editDistance(first, second) == distance)
  #expect(Suggestion.editDistance(second, first) == distance)
}

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
