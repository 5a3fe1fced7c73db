import Foundation
import Testing

@testable import StickyCLI

/// Carousels on the command line (SPEC section 15), on a shelf worked out by
/// hand: the carousel is 375 wide, its content 20 + 6 × 100 + 5 × 10 + 15 =
/// 685, so `maxX` = 310; card k starts at 20 + 110 k from its left edge and
/// 10 below its top (its padding), 80 tall (100 less the padding). Its snap
/// targets rest at 0, 110, 220, 330, 440, 550 before the clamp; spread over
/// the ends' `w/8` (46.875) the last three sit at 274.0523, 292.0261 and 310,
/// so the active marker moves on at 55, 165, 247.0261, 283.0392 and 301.0131.
/// Card 1 fades out over the carousel's first 100 points (`axis="x"`).
@Suite struct CarouselCommandTests {
  static let shelf = """
    <screen id="shelf" device="iphone-se">
      <scroll>
        <box id="hero" height="100"/>
        <carousel id="cards" height="100" padding="10 15 10 20" spacing="10"
            snapType="mandatory" markers="true">
          <box id="card-0" width="100" snapAlign="start"/>
          <box id="card-1" width="100" snapAlign="start">
            <effect property="opacity" axis="x" range="0 100" values="1 0"/>
          </box>
          <box id="card-2" width="100" snapAlign="start"/>
          <box id="card-3" width="100" snapAlign="start"/>
          <box id="card-4" width="100" snapAlign="start"/>
          <stack id="card-5" width="100" padding="8" snapAlign="start">
            <text id="card-5-title" text="Last"/>
          </stack>
        </carousel>
        <box id="footer" height="600"/>
      </scroll>
    </screen>
    """

  static func run(_ arguments: String...) -> CommandRun {
    CommandRun(arguments, standardInput: shelf)
  }

  /// What slides in the carousel, stack children included, at `x - x_k`;
  /// a rubber band past the start (-50) moves the cards with it and keeps
  /// the first marker.
  @Test func framesOfACarouselAgainstItsOwnOffset() {
    #expect(
      Self.run("frames", "-", "--carousel", "cards", "--offsets", "-50,0,100,200,310")
        == CommandRun(
          status: 0,
          output: """
            {"screen": "shelf", "carousel": "cards", "x": 0, "width": 375, "height": 100,
             "contentWidth": 685, "minOffset": 0, "maxOffset": 310, "overscroll": 200,
             "offsets": [-50, 0, 100, 200, 310],
             "activeMarker": ["card-0", "card-0", "card-1", "card-2", "card-5"],
             "elements": [
              {"id": "card-0", "type": "box", "x": [70, 20, -80, -180, -290], "width": 100, "y": 10, "height": 80},
              {"id": "card-1", "type": "box", "x": [180, 130, 30, -70, -180], "width": 100, "y": 10, "height": 80, "effects": {"opacity": [1, 1, 0, 0, 0]}},
              {"id": "card-2", "type": "box", "x": [290, 240, 140, 40, -70], "width": 100, "y": 10, "height": 80},
              {"id": "card-3", "type": "box", "x": [400, 350, 250, 150, 40], "width": 100, "y": 10, "height": 80},
              {"id": "card-4", "type": "box", "x": [510, 460, 360, 260, 150], "width": 100, "y": 10, "height": 80},
              {"id": "card-5", "type": "stack", "x": [620, 570, 470, 370, 260], "width": 100, "y": 10, "height": 80},
              {"id": "card-5-title", "type": "text", "x": [628, 578, 478, 378, 268], "width": 84, "y": 18, "height": 22}
             ]}

            """))
  }

  /// By default: both ends of the range it can be dragged through (-200 and
  /// 510), where card 1's effect bends (0, 100) and where the marker moves
  /// on; at a step's own offset the marker before it is still active.
  @Test func csvAtEveryBreakpointByDefault() {
    #expect(
      Self.run("frames", "-", "--carousel", "cards", "--ids", "card-1", "--format", "csv")
        == CommandRun(
          status: 0,
          output: """
            offset,activeMarker,id,x,y,width,height
            -200,card-0,card-1,330,10,100,80
            0,card-0,card-1,130,10,100,80
            55,card-0,card-1,75,10,100,80
            100,card-1,card-1,30,10,100,80
            165,card-1,card-1,-35,10,100,80
            247.0261,card-2,card-1,-117.0261,10,100,80
            283.0392,card-3,card-1,-153.0392,10,100,80
            301.0131,card-5,card-1,-171.0131,10,100,80
            510,card-5,card-1,-380,10,100,80

            """))
  }

  /// The content's frames keep each carousel at 0: card 1's `x` effect
  /// stays at its value there however far the content scrolls.
  @Test func contentFramesTakeXEffectsAtTheCarouselsOffset() {
    #expect(
      Self.run("frames", "-", "--ids", "card-1", "--offsets", "0,100").output.contains(
        #"{"id": "card-1", "type": "box", "x": 130, "width": 100, "y": [130, 30], "#
          + #""height": [80, 80], "effects": {"opacity": [1, 1]}}"#))
  }

  /// Along a path the carousel's columns follow the content's; its glide
  /// from 150 back to `card-1` at 110 takes 0.25 s.
  @Test func csvAlongAPathWithACarousel() {
    #expect(
      Self.run(
        "frames", "-", "--path", "0@0,50@1;cards:0@0.5,150@1!,150@1.5", "--times", "0,1,1.25",
        "--ids", "card-1", "--format", "csv")
        == CommandRun(
          status: 0,
          output: """
            time,offset,cards.offset,cards.snapTarget,cards.activeMarker,id,x,y,width,height
            0,0,0,,card-0,card-1,130,130,100,80
            1,50,150,,card-1,card-1,-20,80,100,80
            1.25,50,110,card-1,card-1,card-1,20,80,100,80

            """))
  }

  @Test(arguments: [
    (
      ["--carousel", "card"], "--carousel <id>", "card",
      "the screen has no carousel 'card'; did you mean 'cards'?"
    ),
    (["--carousel", "hero"], "--carousel <id>", "hero", "'hero' is a box, not a carousel"),
    (
      ["--carousel", "cards", "--ids", "card-1,hero"], "--ids <list>", "card-1,hero",
      "'hero' does not slide in carousel 'cards'"
    ),
    (
      ["--path", "0@0,1@1", "--carousel", "cards"], "--path <path>", "0@0,1@1",
      "--path and --carousel exclude each other"
    ),
  ])
  func framesUsageErrors(_ options: [String], option: String, value: String, reason: String) {
    let run = CommandRun(["frames", "-"] + options, standardInput: Self.shelf)
    #expect(run.status == 64)
    #expect(
      run.errors.hasPrefix("Error: The value '\(value)' is invalid for '\(option)': \(reason)\n"),
      "\(run.errors)")
  }

  @Test(arguments: [
    (["--carousel", "cards"], "cards", "expected ID=X, a carousel's id and its offset"),
    (["--carousel", "9=1"], "9=1", "expected ID=X, a carousel's id and its offset"),
    (["--carousel", "cards=far"], "cards=far", "its offset is not a number"),
    (["--carousel", "cards=2e12"], "cards=2e12", "expected an offset from -1e12 to 1e12"),
    (
      ["--carousel", "cards=1", "--carousel", "cards=2"], "cards=2",
      "carousel 'cards' is given more than one offset"
    ),
    (
      ["--carousel", "card=1"], "card=1",
      "the screen has no carousel 'card'; did you mean 'cards'?"
    ),
    (["--carousel", "hero=5"], "hero=5", "'hero' is a box, not a carousel"),
  ])
  func carouselOffsetUsageErrors(_ options: [String], value: String, reason: String) {
    for command in [["snapshot", "-", "--offset", "0"], ["film", "-", "--offsets", "0,100"]] {
      let run = CommandRun(command + options, standardInput: Self.shelf)
      #expect(run.status == 64, "\(command[0])")
      #expect(
        run.errors.hasPrefix(
          "Error: The value '\(value)' is invalid for '--carousel <id=x>': \(reason)\n"),
        "\(command[0]): \(run.errors)")
    }
  }

  @Test func animateRefusesACarouselGivenAPathAndAnOffset() {
    let run = Self.run(
      "animate", "-", "--path", "0@0,0@1;cards:0@0,100@1", "--carousel", "cards=50")
    #expect(run.status == 64)
    #expect(
      run.errors.hasPrefix(
        "Error: The value '0@0,0@1;cards:0@0,100@1' is invalid for '--path <path>': carousel "
          + "'cards' has a path of its own and an offset of --carousel\n"), "\(run.errors)")
  }

  /// The offsets reach the drawing: the title says them, and card 1, at
  /// `130 - 240 = -110`, 100 wide, is off the screen and left out, while
  /// card 2 starts at its left edge.
  @Test func aSnapshotIsDrawnAtTheCarouselsOffset() {
    let run = Self.run("snapshot", "-", "--offset", "0", "--carousel", "cards=240")
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("<title>shelf at offset 0, cards at 240</title>"))
    #expect(!run.output.contains(#"data-id="card-1""#))
    #expect(run.output.contains(#"data-id="card-2""#))
  }

  /// A carousel below the screen, and all it slides, is not drawn: no
  /// group, no clip, no dots.
  @Test func aCarouselOffScreenCostsNothing() {
    let run = CommandRun(
      ["snapshot", "-", "--offset", "0", "--frame", "none"],
      standardInput: Self.shelf.replacingOccurrences(
        of: #"<box id="hero" height="100"/>"#, with: #"<box id="hero" height="2000"/>"#))
    #expect(run.status == 0, "\(run.errors)")
    for absent in ["data-slides", "data-markers", "clipPath", "card-"] {
      #expect(!run.output.contains(absent), "\(absent)")
    }
  }
}
