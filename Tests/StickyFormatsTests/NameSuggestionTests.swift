import StickyFormats
import Testing

struct NameSuggestionTests {
  @Test(arguments: [
    ("", "abc", 3),
    ("abc", "abc", 0),
    ("frames", "fraems", 1),
    ("kitten", "sitting", 3),
    ("ca", "abc", 3),
  ])
  func editDistanceCountsATranspositionAsOneEdit(first: String, second: String, distance: Int) {
    #expect(NameSuggestion.editDistance(first, second) == distance)
    #expect(NameSuggestion.editDistance(second, first) == distance)
  }

  @Test(arguments: [
    ("hieght", "height" as String?),
    ("RowHeight", "rowHeight"),
    ("colour", "color"),
    ("heigth", "height"),
    ("zzz", nil),
    ("height", nil),
  ])
  func suggestsOnlyPlausibleTypos(name: String, suggestion: String?) {
    let names = ["height", "rowHeight", "color", "label", "id"]
    #expect(NameSuggestion.closest(to: name, in: names) == suggestion)
  }
}
