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

  @Test(arguments: [
    ("fraems", "frames" as String?),
    ("fr", "frames"),
    ("f", nil),
    ("x", nil),
    ("zzzzzz", nil),
    ("hepl", "help"),
    ("--ofset", "--offsets"),
  ])
  func commandLineNamesMayAlsoBeAbbreviated(name: String, suggestion: String?) {
    let names = ["frames", "help", "--offsets", "--ids"]
    #expect(NameSuggestion.closest(to: name, in: names, acceptingAbbreviations: true) == suggestion)
  }

  @Test func aNameReplacedWholeIsNoTypo() {
    #expect(NameSuggestion.closest(to: "x", in: ["a"]) == nil)
    #expect(NameSuggestion.closest(to: "x", in: ["ax"]) == "ax")
  }

  @Test func aPrefixIsNoTypo() {
    #expect(NameSuggestion.closest(to: "row", in: ["rowHeight"]) == nil)
    #expect(NameSuggestion.closest(to: "--", in: ["--ids"], acceptingAbbreviations: true) == nil)
  }
}
