import StickyCore
import StickyFormats
import Testing

/// Without a path the state is the one reached scrolling straight from 0
/// (SPEC section 12): the closed forms a path evaluates at one moment must
/// then give what the solver's tracks give at that offset, for every element.
struct HidingMotionTests {
  static let layouts = [
    """
    <screen id="bars" device="iphone-15" overscroll="120">
      <bar edge="top" height="60" hide="scroll"/>
      <bar edge="bottom" height="50" hide="scroll" translucent="true"/>
      <scroll padding="8">
        <box height="100"/>
        <box id="tabs" height="40" sticky="top"/>
        <stack sticky="bottom" padding="4"><box id="inside" height="30"/><list id="small" count="3" rowHeight="10"/></stack>
        <list id="rows" count="40" rowHeights="40 60">
          <pin index="3" edge="top"/><pin index="30" edge="both"/>
        </list>
      </scroll>
    </screen>
    """,
    """
    <screen id="floating" device="iphone-se">
      <bar edge="bottom" height="50" hide="scroll"/>
      <scroll>
        <header height="200" collapsedHeight="80" floating="true" stretch="false"/>
        <box id="tabs" height="40" sticky="both"/>
        <list id="rows" count="30" rowHeight="50"><pin index="10" edge="top"/></list>
      </scroll>
    </screen>
    """,
  ]

  @Test(arguments: layouts)
  func straightStateIsTheTracks(layout: String) throws {
    let screen = try ScreenLoader.load(Array(layout.utf8), file: "hiding.xml")
    let table = Scene(screen: screen)
    #expect(!table.hiding.isEmpty)
    let step = (table.highestOffset - table.lowestOffset) / 97
    for offset in stride(from: table.lowestOffset, through: table.highestOffset, by: step) {
      let moment = table.moment(table.hiding.straightState(at: offset))
      for reference in table.allElements {
        let track = table.frame(of: reference, at: offset)
        let closed = table.frame(of: reference, at: moment)
        let id = table.identity(of: reference).id
        #expect(abs(track.y - closed.y) < 1e-6, "\(id) y at \(offset): \(track.y) vs \(closed.y)")
        #expect(abs(track.height - closed.height) < 1e-6, "\(id) height at \(offset)")
      }
    }
  }

  /// A floating header leaves entirely (SPEC section 12): its `E` is its
  /// height at offset 0, so with `stretch` the band it covers under the status
  /// bar leaves with it, on every device, with or without a bar above it, and
  /// along a path that comes back a little and goes on.
  @Test(arguments: ["iphone-se", "iphone-15", "pixel-8"], [false, true])
  func aFloatingHeaderLeavesEntirely(device: String, underABar: Bool) throws {
    let layout = """
      <screen id="floating" device="\(device)">
        \(underABar ? #"<bar edge="top" height="44" translucent="true"/>"# : "")
        <scroll>
          <header id="head" height="200" collapsedHeight="56" floating="true" snap="true"/>
          <list id="rows" count="60" rowHeight="50"/>
        </scroll>
      </screen>
      """
    let screen = try ScreenLoader.load(Array(layout.utf8), file: "floating.xml")
    let table = Scene(screen: screen)
    let head = try #require(table.element(withID: "head"))
    let atRest = table.frame(of: head, at: 0)
    #expect(table.hiding.hideableHeights.header == atRest.height)
    // Gone from the offset `E` on: nothing of it lies below the screen's top
    // or the top bar's bottom, whichever it lies under.
    let top = table.viewport.top
    for offset in stride(from: atRest.height, through: table.maxOffset, by: 37) {
      let frame = table.frame(of: head, at: offset)
      #expect(frame.y + frame.height <= top + 1e-9, "\(device) at \(offset): \(frame)")
    }
    let path = try ScrollPath(parsing: "0@0,900@1,880@1.5,1500@2")
    let replay = PathReplay(path: path, rules: table.content.rules)
    for time in [1.0, 2.0] {
      let frame = table.frame(of: head, at: table.moment(replay.state(at: time)))
      #expect(frame.y + frame.height <= top + 1e-9, "\(device) at \(time) s: \(frame)")
    }
  }

  /// What hides moves: a bar by its hidden amount, a sticky box with the pin line.
  @Test func hidingMovesBarsAndPinLines() throws {
    let screen = try ScreenLoader.load(Array(Self.layouts[0].utf8), file: "hiding.xml")
    let table = Scene(screen: screen)
    let tabs = try #require(table.element(withID: "tabs"))
    let bar = try #require(table.element(withID: "bar-top"))
    // iphone-15: safeTop 59, so T = max(59, 60 - e) and the tabs pin at 59 once the bar is gone.
    #expect(table.frame(of: bar, at: 500).y == -60)
    #expect(table.frame(of: tabs, at: 500).y == 59)
    let shown = table.moment(ScrollState(offset: 500, hidden: HiddenAmounts(bars: [0, 0])))
    #expect(table.frame(of: bar, at: shown).y == 0)
    #expect(table.frame(of: tabs, at: shown).y == 60)
  }
}

/// The page's Play control and its plot follow `ScrollPath.demo`: it must show
/// a bar leaving, coming back on the way up and snapping in when the finger lifts.
struct DemoPathTests {
  @Test func demoHidesRevealsAndSnapsBack() throws {
    let layout = HidingMotionTests.layouts[0].replacingOccurrences(
      of: #"height="60" hide="scroll""#, with: #"height="60" hide="scroll" snap="true""#)
    let screen = try ScreenLoader.load(Array(layout.utf8), file: "hiding.xml")
    let table = Scene(screen: screen)
    let path = ScrollPath.demo(for: table.hiding, screenHeight: table.viewport.height)
    let replay = PathReplay(path: path, rules: table.content.rules)
    let lifts = path.points.indices.filter { path.points[$0].lifts }
    #expect(lifts.count == 1)
    let lift = lifts[0]
    let down = replay.state(at: path.points[lift - 1].time).hidden
    #expect(down.bars == [60, 50])
    let lifted = replay.state(at: path.points[lift].time).hidden
    #expect(lifted.bars[0] > 0 && lifted.bars[0] < 30)
    let settled = replay.state(at: path.points[lift + 1].time).hidden
    #expect(settled.bars[0] == 0)
    #expect(replay.state(at: path.duration).offset == table.maxOffset)
  }

  /// The page receives the path as text; its numbers must print as they are.
  @Test func demoTextIsExact() throws {
    let screen = try ScreenLoader.load(
      Array(HidingMotionTests.layouts[1].utf8), file: "hiding.xml")
    let table = Scene(screen: screen)
    let path = ScrollPath.demo(for: table.hiding, screenHeight: table.viewport.height)
    let items = path.text.split(separator: ",")
    #expect(items.count == path.points.count)
    for (item, point) in zip(items, path.points) {
      let parts = item.filter { $0 != "!" }.split(separator: "@")
      #expect(Double(String(parts[0])) == point.offset)
      #expect(Double(String(parts[1])) == point.time)
      #expect(item.hasSuffix("!") == point.lifts)
    }
  }
}
