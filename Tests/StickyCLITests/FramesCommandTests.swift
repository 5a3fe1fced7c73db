import Foundation
import StickyTestSupport
import Testing

@testable import StickyCLI

/// The sticky cell example of SPEC section 3, in both spellings.
private let stickyCellXML = """
  <screen id="sticky-cell" title="Sticky cell" device="iphone-se">
    <scroll>
      <list id="items" count="50" rowHeight="40" label="{i}">
        <pin index="25" edge="both"/>
      </list>
    </scroll>
  </screen>
  """

private let stickyCell = """
  {"type": "screen", "id": "sticky-cell", "title": "Sticky cell", "device": "iphone-se",
   "children": [{"type": "scroll", "children": [
     {"type": "list", "id": "items", "count": 50, "rowHeight": 40, "label": "{i}",
      "children": [{"type": "pin", "index": 25, "edge": "both"}]}]}]}
  """

private let tiny = """
  {"type": "screen", "id": "tiny", "device": "iphone-se", "children": [
    {"type": "bar", "edge": "top", "height": 44},
    {"type": "scroll", "children": [
      {"type": "box", "id": "hero", "height": 100},
      {"type": "list", "id": "rows", "count": 2, "rowHeight": 50}]}]}
  """

@Test(arguments: [stickyCell, stickyCellXML])
func specExampleFromStandardInput(_ layout: String) {
  let run = CommandRun(
    "frames", "-", "--ids", "items-25", "--offsets", "0,100", standardInput: layout)
  #expect(
    run
      == CommandRun(
        status: 0,
        output: """
          {"screen": "sticky-cell", "width": 375, "height": 667,
           "viewport": {"top": 0, "bottom": 667, "insetTop": 20, "insetBottom": 0},
           "contentHeight": 2000, "minOffset": 0, "maxOffset": 1353, "overscroll": 200,
           "offsets": [0, 100],
           "elements": [
            {"id": "items-25", "type": "row", "x": 0, "width": 375, "y": [627, 627], "height": [40, 40]}
           ]}

          """))
}

@Test func defaultsAreEveryElementAtEveryBreakpoint() {
  #expect(
    CommandRun("frames", "-", standardInput: tiny)
      == CommandRun(
        status: 0,
        output: """
          {"screen": "tiny", "width": 375, "height": 667,
           "viewport": {"top": 44, "bottom": 667, "insetTop": 0, "insetBottom": 0},
           "contentHeight": 200, "minOffset": 0, "maxOffset": 0, "overscroll": 200,
           "offsets": [-200, 200],
           "elements": [
            {"id": "bar-top", "type": "bar", "x": 0, "width": 375, "y": [0, 0], "height": [44, 44]},
            {"id": "content", "type": "scroll", "x": 0, "width": 375, "y": [244, -156], "height": [200, 200]},
            {"id": "hero", "type": "box", "x": 0, "width": 375, "y": [244, -156], "height": [100, 100]},
            {"id": "rows", "type": "list", "x": 0, "width": 375, "y": [344, -56], "height": [100, 100]},
            {"id": "rows-0", "type": "row", "x": 0, "width": 375, "y": [344, -56], "height": [50, 50]},
            {"id": "rows-1", "type": "row", "x": 0, "width": 375, "y": [394, -6], "height": [50, 50]}
           ]}

          """))
}

@Test func defaultOffsetsFollowTheChosenElements() {
  let run = CommandRun("frames", "-", "--ids", "items-25", standardInput: stickyCell)
  #expect(run.status == 0)
  #expect(run.output.contains("\"offsets\": [-200, 393, 1000, 1553],"))
}

@Test func csvKeepsTheOrderOfIDsAndDropsRepeats() {
  let run = CommandRun(
    "frames", "-", "--ids", "items-25,items-0,items-25", "--offsets=-100:0:50", "--format", "csv",
    standardInput: stickyCell)
  #expect(
    run
      == CommandRun(
        status: 0,
        output: """
          offset,id,x,y,width,height
          -100,items-25,0,627,375,40
          -100,items-0,0,120,375,40
          -50,items-25,0,627,375,40
          -50,items-0,0,70,375,40
          0,items-25,0,627,375,40
          0,items-0,0,20,375,40

          """))
}

@Test func csvWithDefaults() {
  let run = CommandRun("frames", "-", "--format=csv", "--offsets", "0", standardInput: tiny)
  #expect(
    run.output == """
      offset,id,x,y,width,height
      0,bar-top,0,0,375,44
      0,content,0,44,375,200
      0,hero,0,44,375,100
      0,rows,0,144,375,100
      0,rows-0,0,144,375,50
      0,rows-1,0,194,375,50

      """)
}

@Test func unknownIDsAreUsageErrors() {
  let run = CommandRun(
    "frames", "-", "--ids", "itme-3,content,items-50,item,contnet,items-05,zzz",
    standardInput: stickyCell)
  #expect(run.status == 64)
  #expect(run.output.isEmpty)
  #expect(
    run.errors.split(separator: "\n").first
      == """
      Error: The value 'itme-3,content,items-50,item,contnet,items-05,zzz' is invalid for \
      '--ids <list>': no element with id "itme-3" (did you mean "items-3"?); no element with \
      id "items-50" (list "items" has rows "items-0" to "items-49"); no element with id "item" \
      (did you mean "items"?); no element with id "contnet" (did you mean "content"?); no \
      element with id "items-05" (did you mean "items-5"?); no element with id "zzz"
      """)
}

@Test(arguments: ["", "{", "<screen", "[]"])
func invalidLayoutPrintsDiagnostics(_ layout: String) {
  let run = CommandRun("frames", "-", standardInput: layout)
  #expect(run.status == 1)
  #expect(run.output.isEmpty)
  let lines = run.errors.split(separator: "\n")
  #expect(!lines.isEmpty)
  for line in lines {
    #expect(line.wholeMatch(of: /<stdin>:[0-9]+:[0-9]+: error: .+/) != nil, "\(line)")
  }
}

@Test func missingFileIsInvalidInput() {
  let run = CommandRun("frames", "no-such-layout.json")
  #expect(run.status == 1)
  #expect(run.output.isEmpty)
  #expect(run.errors.hasPrefix("no-such-layout.json:"))
  #expect(run.errors.contains(": error: "))
}

@Test func unreadableStandardInput() {
  #expect(
    CommandRun("frames", "-", standardInput: nil)
      == CommandRun(status: 1, errors: "<stdin>:1:1: error: cannot read standard input\n"))
}

@Test func standardInputIsOnlyReadForDash() {
  var reads = 0
  func input() -> [UInt8]? {
    reads += 1
    return Array(stickyCell.utf8)
  }
  var output = ""
  var errors = ""
  for arguments in [["--help"], ["frames", "--help"], ["frames", "no-such-layout.json"]] {
    _ = StickyPreviewCommand.main(
      arguments: arguments, standardInput: input(), standardOutput: &output,
      standardError: &errors)
  }
  #expect(reads == 0)
  _ = StickyPreviewCommand.main(
    arguments: ["frames", "-"], standardInput: input(), standardOutput: &output,
    standardError: &errors)
  #expect(reads == 1)
}

@Test func negativeNumbersAreValuesNotOptions() {
  let run = CommandRun(
    "frames", "-", "--ids", "hero", "--offsets", "-100:0:50,-7.5", standardInput: tiny)
  #expect(run.status == 0)
  #expect(run.output.contains("\"offsets\": [-100, -50, -7.5, 0],"))
}

@Test(arguments: [
  (["-"], FramesCommand.Request(path: "-", format: .json)),
  (
    ["--format=csv", "a.xml", "--offsets", "-5,5", "--ids", "a,b"],
    FramesCommand.Request(path: "a.xml", offsets: [-5, 5], ids: ["a", "b"], format: .csv)
  ),
  (
    ["--offsets=-0.5", "--", "-"], FramesCommand.Request(path: "-", offsets: [-0.5], format: .json)
  ),
  (["--", "--ids"], FramesCommand.Request(path: "--ids", format: .json)),
  (["--ids", "-", "a.xml"], FramesCommand.Request(path: "a.xml", ids: ["-"], format: .json)),
])
func parsesRequest(_ arguments: [String], request: FramesCommand.Request) throws {
  #expect(try FramesCommand.parse(arguments) == request)
}

@Test func defaultOffsetsAreRoundedBeforeDuplicatesGo() {
  let path = HostileInput.path("near-duplicate-breakpoints.xml")
  let json = CommandRun("frames", path)
  #expect(json.status == 0)
  #expect(json.output.contains(#""offsets": [-200, 13.37, 1576.37],"#))
  let csv = CommandRun("frames", path, "--ids", "s", "--format", "csv")
  #expect(csv.output.split(separator: "\n").filter { $0.hasPrefix("13.37,") }.count == 1)
}

@Test func listedOffsetsThatPrintAlikeAreOneRow() {
  let path = HostileInput.path("near-duplicate-breakpoints.xml")
  let run = CommandRun(
    "frames", path, "--ids", "s", "--offsets", "1e-5:3e-5:1e-5,13.370000001,13.37")
  #expect(run.output.contains(#""offsets": [0, 13.37],"#))
}

@Test func jsonOutputPastTheLimitNamesTheWaysToNarrowIt() {
  let path = HostileInput.path("frames-too-many.xml")
  let run = CommandRun("frames", path)
  #expect(run.status == 1)
  #expect(run.output.isEmpty)
  #expect(
    run.errors
      == "error: the JSON output would hold 12,000,024 values (6 offsets × 1,000,002 elements × "
      + "y and height), more than the 10,000,000 it may; choose elements with --ids or offsets "
      + "with --offsets, or write --format csv into a file\n")
  let narrowed = CommandRun("frames", path, "--ids", "rows-100,rows-999000")
  #expect(narrowed.status == 0)
  #expect(narrowed.output.contains(#""offsets": [-200, 3433, 4000, 39959393, 39959960, 39999553]"#))
}

@Test func aBillionElementsAreRefusedBeforeAnyIsListed() {
  let path = HostileInput.path("a-thousand-million-row-lists.xml")
  let run = CommandRun("frames", path, "--offsets", "0")
  #expect(run.status == 1)
  #expect(run.output.isEmpty)
  #expect(
    run.errors
      == "error: the JSON output would hold 2,000,002,002 values (1 offset × 1,000,001,001 "
      + "elements × y and height), more than the 10,000,000 it may; choose elements with --ids "
      + "or offsets with --offsets, or write --format csv into a file\n")
  let defaults = CommandRun("frames", path)
  #expect(defaults.status == 1)
  #expect(defaults.errors.contains("(2 offsets × 1,000,001,001 elements"))
  let chosen = CommandRun("frames", path, "--ids", "l999-999999", "--offsets", "0")
  #expect(chosen.status == 0)
  #expect(chosen.output.contains(#""id": "l999-999999", "type": "row""#))
}

/// CSV of sixty million rows comes out as it is computed: the tool's peak memory
/// once 20 MB of it has been read stays a small fraction of what listing the
/// rows first would take (2.4 GB).
@Test func csvStreamsInBoundedMemory() throws {
  let process = Process()
  process.executableURL = try BuiltBinary.url()
  process.arguments = [
    "frames", HostileInput.path("sixty-nested-million-row-lists.xml"), "--offsets", "0",
    "--format", "csv",
  ]
  let output = Pipe()
  process.standardOutput = output
  process.standardError = FileHandle.nullDevice
  try process.run()
  // The test runner blocks SIGTERM in the threads its children inherit.
  defer {
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }
  var read = 0
  while read < 20_000_000 {
    let chunk = output.fileHandleForReading.availableData
    if chunk.isEmpty { break }
    read += chunk.count
  }
  #expect(read >= 20_000_000)
  let status = try String(
    contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)
  let peak = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
  let kilobytes = peak.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") }
  #expect(kilobytes != nil && kilobytes! < 200_000, "peak memory \(peak ?? "unknown")")
}

private let hidingBar = """
  <screen id="hiding" device="iphone-se">
    <bar edge="bottom" height="50" hide="scroll" snap="true"/>
    <scroll><box id="a" height="2000"/></scroll>
  </screen>
  """

/// Along a path the CSV gains a time column, each row the offset the path reaches then.
@Test func csvAlongAPathHasTimes() {
  let run = CommandRun(
    "frames", "-", "--path", "0@0,20@0.5!,20@1", "--times", "0,0.5,0.75", "--ids", "bar-bottom",
    "--format", "csv", standardInput: hidingBar)
  #expect(
    run.output == """
      time,offset,id,x,y,width,height
      0,0,bar-bottom,0,617,375,50
      0.5,20,bar-bottom,0,637,375,50
      0.75,20,bar-bottom,0,617,375,50

      """)
}

private let snappingCards = """
  <screen id="cards" device="iphone-se">
    <scroll snapType="mandatory" snapDuration="0.5" snapEasing="linear">
      <box id="a" height="300" snapAlign="start"/>
      <box id="b" height="300" snapAlign="start"/>
      <box id="c" height="300" snapAlign="start"/>
    </scroll>
  </screen>
  """

/// On a screen that snaps the CSV gains a snapTarget column beside the offset:
/// the block the content rests at, empty while the finger drives it or it
/// glides (SPEC section 14).
@Test func csvAlongAPathOnAScreenThatSnapsHasTargets() {
  let run = CommandRun(
    "frames", "-", "--path", "0@0,100@1!,100@2", "--times", "0,1.25,1.5", "--ids", "a,b",
    "--format", "csv", standardInput: snappingCards)
  #expect(
    run.output == """
      time,offset,snapTarget,id,x,y,width,height
      0,0,,a,0,20,375,300
      0,0,,b,0,320,375,300
      1.25,50,,a,0,-30,375,300
      1.25,50,,b,0,270,375,300
      1.5,0,a,a,0,20,375,300
      1.5,0,a,b,0,320,375,300

      """)
  // Without a path nothing has come to rest, and nothing is printed of it.
  let offsets = CommandRun(
    "frames", "-", "--offsets", "0", "--ids", "a", "--format", "csv", standardInput: snappingCards)
  #expect(offsets.output.hasPrefix("offset,id,x,y,width,height\n"))
}

/// JSON holds "times" beside "offsets"; without --times, every 1/60 s and the end.
@Test func jsonAlongAPathHasTimesBesideOffsets() throws {
  let run = CommandRun(
    "frames", "-", "--path", "0@0,100@0.05", "--ids", "a", standardInput: hidingBar)
  #expect(run.status == 0, "\(run.errors)")
  #expect(run.output.contains(#" "times": [0, 0.0167, 0.0333, 0.05],"#))
  #expect(run.output.contains(#" "offsets": [0, "#))
  #expect(
    !CommandRun("frames", "-", "--ids", "a", standardInput: hidingBar).output.contains("times"))
}

/// Without a path a hiding bar is where scrolling straight from 0 leaves it.
@Test func offsetsAloneScrollStraightFromTheTop() {
  let run = CommandRun(
    "frames", "-", "--offsets", "-50,30,500", "--ids", "bar-bottom", "--format", "csv",
    standardInput: hidingBar)
  #expect(
    run.output == """
      offset,id,x,y,width,height
      -50,bar-bottom,0,617,375,50
      30,bar-bottom,0,647,375,50
      500,bar-bottom,0,667,375,50

      """)
}

@Test(arguments: [
  (
    ["frames", "-", "--times", "0,1"],
    "The value '0,1' is invalid for '--times <list>': times are those of a --path"
  ),
  (
    ["frames", "-", "--path", "0@0,1@1", "--times", "0,-0.5"],
    "The value '0,-0.5' is invalid for '--times <list>': '-0.5' is outside 0 to 3600 seconds"
  ),
  (
    ["frames", "-", "--path", "0@0,1@1", "--times", "0:200:0.001"],
    "The value '0:200:0.001' is invalid for '--times <list>': it gives more than 100,000 times"
  ),
  (
    ["frames", "-", "--offsets", "0", "--path", "0@0,1@1"],
    "The value '0@0,1@1' is invalid for '--path <path>': --path and --offsets exclude each other"
  ),
  (
    ["frames", "-", "--path", "0@0,5@1!!"],
    "The value '0@0,5@1!!' is invalid for '--path <path>': item 2: '1!' is not a finite number"
  ),
  // A lift's travel: a sign and a number as JSON writes it, within the offsets' limits.
  (
    ["frames", "-", "--path", "0@0,5@1!300"],
    "The value '0@0,5@1!300' is invalid for '--path <path>': item 2 '5@1!300': after ! comes "
      + "nothing, or + or - and the momentum's travel (800@1.2!+300)"
  ),
  (
    ["frames", "-", "--path", "0@0,5@1!+,6@2"],
    "The value '0@0,5@1!+,6@2' is invalid for '--path <path>': item 2 '5@1!+': after ! comes "
      + "nothing, or + or - and the momentum's travel (800@1.2!+300)"
  ),
  (
    ["frames", "-", "--path", "0@0,5@1!+-3"],
    "The value '0@0,5@1!+-3' is invalid for '--path <path>': item 2: '+-3' is not a finite number"
  ),
  (
    ["frames", "-", "--path", "0@0,5@1!-.5"],
    "The value '0@0,5@1!-.5' is invalid for '--path <path>': item 2: '-.5' is not a finite number"
  ),
  (
    ["frames", "-", "--path", "0@0,5@1!-2e12"],
    "The value '0@0,5@1!-2e12' is invalid for '--path <path>': item 2 '5@1!-2e12' has a travel "
      + "beyond -1e12 to 1e12"
  ),
  // Only a screen that snaps reads a travel; on any other it is named, not ignored.
  (
    ["frames", "-", "--path", "0@0,5@1!, 6 @ 2 !-300"],
    "The value '0@0,5@1!, 6 @ 2 !-300' is invalid for '--path <path>': item 3 '6@2!-300' gives "
      + "the momentum's travel, which only a screen that snaps reads (a scroll with snapType, "
      + "blocks with snapAlign)"
  ),
  // Carousels' own paths follow the content's, each after its carousel's id, once.
  (
    ["frames", "-", "--path", "0@0,5@1;cards:0@0,100@1"],
    "The value '0@0,5@1;cards:0@0,100@1' is invalid for '--path <path>': the screen has no "
      + "carousel 'cards'"
  ),
  (
    ["frames", "-", "--path", "0@0,5@1;0@0,100@1"],
    "The value '0@0,5@1;0@0,100@1' is invalid for '--path <path>': segment 2 '0@0,100@1' is "
      + "not CAROUSEL:PATH, a carousel's id and its own path (cards:0@1.2,600@1.8)"
  ),
  (
    ["frames", "-", "--path", "0@0,5@1;a:0@0,1@1;a:0@2,1@3"],
    "The value '0@0,5@1;a:0@0,1@1;a:0@2,1@3' is invalid for '--path <path>': carousel 'a' has "
      + "more than one path"
  ),
  (
    ["frames", "-", "--path", "0@0,5@1;a:0@1,1@0"],
    "The value '0@0,5@1;a:0@1,1@0' is invalid for '--path <path>': carousel 'a': item 2 '1@0' "
      + "does not come after the item before it"
  ),
])
func pathUsageErrors(_ arguments: [String], message: String) {
  let run = CommandRun(arguments, standardInput: hidingBar)
  #expect(run.status == 64)
  #expect(run.errors.split(separator: "\n").first.map(String.init) == "Error: " + message)
}
