import StickyCore
import Testing

@testable import StickySite

/// The gallery's screens of SPEC section 13 do what their descriptions say,
/// with the numbers they give: the iOS large title, the Material 3 top app
/// bar, the Android collapsing toolbar and the stuck section headers.
@Suite struct GalleryStateTests {
  static let screens = (try? BuiltInGalleryTests.screens()) ?? []

  struct Solved {
    var screen: Screen
    var table: Scene

    init(_ id: String) throws {
      screen = try #require(GalleryStateTests.screens.first { $0.id == id }, "\(id)")
      table = Scene(screen: screen)
    }

    func track(_ id: String) throws -> ElementTrack {
      try #require(table.tracks.first { $0.id == id }, "\(id)")
    }

    func effect(_ id: String, _ key: String) throws -> EffectTrack {
      try #require(try track(id).effects.first { $0.effect.key == key }, "\(id) \(key)")
    }

    func number(_ id: String, _ key: String, at offset: Double) throws -> Double {
      guard case .number(let value) = try effect(id, key).sample(at: offset) else {
        Issue.record("\(id) \(key) is not a number")
        return .nan
      }
      return value
    }

    func color(_ id: String, _ key: String, at offset: Double) throws -> String {
      guard case .color(let value) = try effect(id, key).sample(at: offset) else {
        Issue.record("\(id) \(key) is not a colour")
        return ""
      }
      return value.hexWithAlpha
    }

    var description: String { screen.description ?? "" }
  }

  /// Just past a threshold, as a step reads it.
  static let past = 1e-3

  @Test func theLargeTitleMovesIntoTheBar() throws {
    let solved = try Solved("large-title-bar")
    // The navigation bar is 44 pt below the status bar, and translucent: the
    // visible area starts at its bottom edge.
    let bar = try #require(solved.screen.topBars.first)
    #expect(bar.height - solved.screen.safeTop == 44 && bar.translucent)
    #expect(solved.table.viewport.insetTop == bar.height)
    // The inline title fades in on the large title's view timeline over the
    // offsets the description gives: while the large title's lower half
    // passes under the bar's edge.
    let fade = try solved.effect("nav-bar", "text.opacity")
    #expect(fade.effect.subject == "large-title")
    #expect(Array(fade.value.breakpoints) == [26, 52])
    #expect(solved.description.contains("offsets 26 to 52"))
    #expect(try solved.number("nav-bar", "text.opacity", at: 39) == 0.5)
    let title = try #require(solved.table.trackIndex(of: "large-title"))
    for (offset, below) in [(26.0, 26.0), (52, 0)] {
      let frame = solved.table.frame(of: .track(title), at: offset)
      #expect(frame.height == 52 && frame.y + frame.height - bar.height == below, "\(offset)")
    }
    // Background and hairline once the content is under the bar, at once past 0.
    #expect(try solved.color("nav-bar", "color", at: 0) == "#ffffffff")
    #expect(try solved.color("nav-bar", "color", at: Self.past) == "#f9f9f9f0")
    #expect(try solved.number("nav-bar", "shadow", at: 0) == 0)
    #expect(try solved.number("nav-bar", "shadow", at: Self.past) == 1)
    #expect(try solved.effect("nav-bar", "color").effect.duration == 0.25)
    // The tab bar, 49 pt over the home indicator, is clear only at the end.
    #expect(try solved.track("tab-bar").height.value(at: 0) - solved.screen.safeBottom == 49)
    let end = solved.table.maxOffset
    for key in ["color", "shadow"] {
      let atEnd = try solved.effect("tab-bar", key).sample(at: end)
      let before = try solved.effect("tab-bar", key).sample(at: end - Self.past)
      #expect(atEnd != before, "\(key)")
      #expect(try solved.effect("tab-bar", key).sample(at: 0) == before, "\(key)")
    }
    #expect(try solved.color("tab-bar", "color", at: end) == "#ffffffff")
    // A pull grows the large title by up to 10%, its leading edge staying at
    // the box's 16 pt padding: the scale is about the label's centre, so the
    // translation makes up for it.
    let width = try solved.track("large-title").width
    for offset in stride(from: -200.0, through: 0, by: 25) {
      let scale = try solved.number("large-title", "text.scale", at: offset)
      let shift = try solved.number("large-title", "text.translateX", at: offset)
      let leading = width / 2 + shift - scale * (width / 2 - 16)
      #expect(abs(leading - 16) < 1e-9, "\(offset)")
    }
    // Twice the label's size at rest, UIKit's 34 pt large title over the
    // body's 17 pt, and 10% more at the end of a pull.
    #expect(try solved.number("large-title", "text.scale", at: 0) == 2)
    #expect(
      abs(
        try solved.number("large-title", "text.scale", at: -200)
          / solved.number("large-title", "text.scale", at: 0) - 1.1) < 1e-12)
  }

  @Test func theTopAppBarChangesColourWhenScrolledUnder() throws {
    let solved = try Solved("top-app-bar")
    #expect(solved.screen.device == "pixel-8")
    // 64 dp below the 24 dp status bar, which it reaches under.
    #expect(try solved.track("app-bar").height.value(at: 0) - solved.screen.safeTop == 64)
    #expect(try solved.color("app-bar", "color", at: 0) == "#fef7ffff")
    #expect(try solved.color("app-bar", "color", at: Self.past) == "#f3edf7ff")
    #expect(try solved.effect("app-bar", "color").effect.duration == 0.3)
    #expect(solved.description.contains("#FEF7FF") && solved.description.contains("#F3EDF7"))
    #expect(solved.description.contains("0.3 s"))
  }

  @Test func theScrimFadesInOnceTheToolbarHasCollapsed() throws {
    let solved = try Solved("collapsing-toolbar")
    let header = try #require(solved.screen.scroll.header)
    let index = try #require(solved.table.trackIndex(of: "toolbar"))
    // Collapsed from offset 192 on, to the 64 dp toolbar under the status bar.
    let collapsed = 192.0
    #expect(solved.table.frame(of: .track(index), at: collapsed).height == header.collapsedHeight)
    #expect(solved.table.frame(of: .track(index), at: collapsed - Self.past).height > 88)
    #expect(header.collapsedHeight - solved.screen.safeTop == 64)
    #expect(solved.table.frame(of: .track(index), at: 0).height == 280)
    let scrim = try solved.effect("toolbar", "image.opacity")
    #expect(scrim.effect.duration == 0.6)
    #expect(try solved.number("toolbar", "image.opacity", at: collapsed - Self.past) == 1)
    #expect(try solved.number("toolbar", "image.opacity", at: collapsed) == 0)
    #expect(try solved.number("toolbar", "image.opacity", at: solved.table.maxOffset) == 0)
    #expect(solved.description.contains("offset 192") && solved.description.contains("600 ms"))
    // The picture keeps its 280 and moves up at half the list's speed while
    // the header collapses, so that when the scrim starts it fills the bar.
    let track = try solved.track("toolbar")
    let image = try #require(
      HeaderImage.box(of: header, height: track.height, in: solved.table.viewport))
    for offset in [0, collapsed / 2, collapsed - Self.past, collapsed, solved.table.maxOffset] {
      let height = track.height.value(at: offset)
      let shown = min(offset, collapsed)
      #expect(image.y.value(at: offset) == -shown / 2, "at \(offset)")
      #expect(image.height.value(at: offset) == 280, "at \(offset)")
      #expect(image.y.value(at: offset) + 280 >= height, "at \(offset)")
    }
    #expect(image.height.value(at: -100) == 380 && image.y.value(at: -100) == 0)
  }

  /// Each header has its shadow and its white exactly while its frame is off
  /// its natural place, at every breakpoint of the screen and between them.
  @Test func stuckHeadersHaveAShadowExactlyWhileStuck() throws {
    let solved = try Solved("stuck-headers")
    let headers = solved.table.tracks.filter { $0.id.hasPrefix("header-") }
    #expect(headers.count == 7)
    let offsets = solved.table.breakpointOffsets(of: solved.table.allElements)
    let probes = offsets + zip(offsets, offsets.dropFirst()).map { ($0 + $1) / 2 }
    for track in headers {
      let index = try #require(solved.table.trackIndex(of: track.id))
      for offset in probes {
        let frame = solved.table.frame(of: .track(index), at: offset)
        // Its natural place rides with the content, as its place at a pull does.
        let natural =
          solved.table.frame(of: .track(index), at: solved.table.lowestOffset).y
          - (offset - solved.table.lowestOffset)
        let stuck = abs(frame.y - natural) > 1e-6
        #expect(
          try solved.number(track.id, "shadow", at: offset) == (stuck ? 1 : 0),
          "\(track.id) at \(offset)")
        #expect(
          try solved.color(track.id, "color", at: offset) == (stuck ? "#ffffffff" : "#f2f2f7ff"),
          "\(track.id) at \(offset)")
      }
    }
  }
}
