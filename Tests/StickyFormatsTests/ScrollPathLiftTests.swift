import StickyCore
import StickyFormats
import Testing

/// How a path's points say the finger lifts (SPEC sections 12 and 14): `!`
/// alone rests, `!+D` and `!-D` fling with the momentum's travel.
@Suite struct ScrollPathLiftTests {
  @Test(arguments: [
    ("800@1.2", nil),
    ("800@1.2!", ScrollPath.Lift.rest),
    ("800@1.2!+300", .fling(300)),
    ("800@1.2!-300", .fling(-300)),
    ("800@1.2!-0.5e2", .fling(-50)),
    ("800@1.2!+0", .fling(0)),
    (" 800 @ 1.2 ! + 300 ", .fling(300)),
  ])
  func aLiftIsReadAsWritten(_ item: String, lift: ScrollPath.Lift?) throws {
    let path = try ScrollPath(parsing: "0@0," + item)
    #expect(path.points[1].lift == lift)
    #expect(path.points[1].offset == 800 && path.points[1].time == 1.2)
  }

  /// A path's text reads back as the same path.
  @Test func theTextReadsBackAsThePath() throws {
    let path = try ScrollPath(parsing: "0@0,800@1.2!+300,700@2!-12.5,700@3!")
    #expect(path.text == "0@0,800@1.2!+300,700@2!-12.5,700@3!")
    #expect(try ScrollPath(parsing: path.text) == path)
  }

  @Test func onlyAScreenThatSnapsReadsATravel() throws {
    let text = "0@0,5@1!,9@2!+40"
    let path = try ScrollPath(parsing: text)
    try path.checkTravels(snaps: true, text: text)
    #expect(throws: ScrollPathError.travelWithoutSnap(3, "9@2!+40")) {
      try path.checkTravels(snaps: false, text: text)
    }
    try ScrollPath(parsing: "0@0,5@1!").checkTravels(snaps: false, text: "0@0,5@1!")
  }
}
