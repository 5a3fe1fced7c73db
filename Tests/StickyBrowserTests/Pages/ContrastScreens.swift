import Foundation
import StickyCore
import StickyFormats
import StickyTestSupport

/// Screens whose colours cross from dark to light as they scroll, made from a
/// fixed seed: bars and a header with colour effects, boxes with state
/// colours and view effects, filled buttons and lists in colours of every
/// lightness, some translucent.
enum ContrastScreens {
  static let count = 8

  static func layouts() -> [(id: String, xml: String)] {
    var generator = SplitMix64(seed: 0xC0_10_25)
    func color(alpha: Bool = false) -> String {
      let channels = (0..<3).map { _ in String(format: "%02x", generator.next(below: 256)) }
      let translucent = alpha && generator.next(below: 4) == 0
      return "#" + channels.joined() + (translucent ? "99" : "")
    }
    // Dark and light ends, so that the ink has to flip along the way.
    let ends = [
      ("#1b5e20", "#ffffff"), ("#0a84ff", "#f2f2f7"), ("#000000", "#ffd60a"),
      ("#3a3a3c", "#e5e5ea"), ("#6750a4", "#fef7ff"),
    ]
    return (0..<count).map { n in
      let (dark, light) = ends[n % ends.count]
      let (from, to) = n % 2 == 0 ? (dark, light) : (light, dark)
      let id = "contrast-\(n)"
      var xml = "<screen id=\"\(id)\" device=\"\(n % 3 == 2 ? "pixel-8" : "iphone-15")\">\n"
      xml += """
          <bar edge="top" height="103" color="\(from)" label="Top \(n)">
            <effect property="color" range="0 \(100 + 40 * n)" values="\(from) \(color()) \(to)"/>
          </bar>
          <bar edge="bottom" height="83" color="\(to)" label="Bottom \(n)">
            <effect property="color" timeline="state" range="not-at-end" values="\(to) \(from)"/>
          </bar>
          <scroll\(n % 4 == 3 ? " background=\"#102a43\"" : "")>

        """
      if n % 2 == 1 {
        xml += """
              <header id="head-\(n)" height="220" collapsedHeight="110" pinned="true" title="Header \(n)" color="\(color())">
                <effect property="color" range="0 110" values="\(light) \(dark)"/>
              </header>

          """
      }
      // Text blocks on a stack's colour, which flips with a state.
      xml += """
            <stack id="panel" padding="16" color="\(from)">
              <effect property="color" timeline="state" range="scrolled" values="\(from) \(to)"/>
              <text id="words" text="Words on the panel \(n)"/>
            </stack>

        """
      for k in 0..<6 {
        let kind = generator.next(below: 3)
        switch kind {
        case 0:
          xml += """
                <box id="box-\(k)" height="\(60 + generator.next(below: 60))" label="Box \(k)" detail="Detail \(k)" color="\(color(alpha: true))">
                  <effect property="color" timeline="state" range="scrolled" values="\(color()) \(color(alpha: true))"/>
                </box>

            """
        case 1:
          let colored = generator.next(below: 3) > 0
          xml +=
            "    <button id=\"button-\(k)\" label=\"Button \(k)\""
            + (colored ? " color=\"\(color())\"" : "") + "/>\n"
        default:
          xml += """
                <box id="card-\(k)" height="90" label="Card \(k)" detail="Detail" color="\(from)">
                  <effect property="color" timeline="view" range="cover 0% cover 100%" values="\(from) \(to)"/>
                </box>

            """
        }
      }
      xml += """
            <list id="rows" count="30" color="\(color())" altColor="\(color())"/>
          </scroll>
        </screen>

        """
      return (id, xml)
    }
  }

  static func screens() throws -> [Screen] {
    try layouts().map { try ScreenLoader.load(Array($0.xml.utf8), file: "\($0.id).xml") }
  }

  /// The generated screens, built once per run.
  static func site() async throws -> URL {
    try await built.value
  }

  private static let built = Once<URL> {
    let folder = try SiteTool.temporaryDirectory(named: "contrast")
    Leftovers.removeAtExit(folder)
    let files = try layouts().map { layout in
      let url = folder.appendingPathComponent("\(layout.id).xml")
      try ScratchFile.write(layout.xml, to: url)
      return url
    }
    return try await SiteTool.build(files, into: folder.appendingPathComponent("site"))
  }

  /// A filmstrip of each gallery screen and each of these at `offsets`, in
  /// each appearance, drawn by `film` once per run: a name (screen and
  /// appearance) and its file.
  static func films() async throws -> [(String, URL)] {
    try await drawn.value
  }

  private static let drawn = Once<[(String, URL)]> {
    let folder = try SiteTool.temporaryDirectory(named: "contrast-films")
    Leftovers.removeAtExit(folder)
    var inputs = SiteTool.galleryLayouts()
    for layout in layouts() {
      let url = folder.appendingPathComponent("\(layout.id).xml")
      try ScratchFile.write(layout.xml, to: url)
      inputs.append(url)
    }
    var films: [(String, URL)] = []
    for input in inputs {
      let screen = try ScreenLoader.load(contentsOf: input.path)
      let offsets = ContrastScreens.offsets(of: screen).map(NumberFormat.string)
      for appearance in ["light", "dark"] {
        let film = folder.appendingPathComponent("\(screen.id)-\(appearance).svg")
        let result = try await SiteTool.run([
          "film", input.path, "--offsets", offsets.joined(separator: ","), "--columns", "1",
          "--appearance", appearance, "--output", film.path,
        ])
        guard result.status == 0 else {
          throw SiteTool.ToolError("film of \(screen.id): \(result.stderr)")
        }
        films.append(("\(screen.id) \(appearance)", film))
      }
    }
    return films
  }

  /// Every breakpoint of the screen's tracks and of its inks, the middle of
  /// each stretch between two, and the ends: where a value steps it is read
  /// at the step, and each stretch it holds still over once.
  static func offsets(of screen: Screen) -> [Double] {
    let table = Scene(screen: screen)
    let inks = table.tracks.flatMap { track in
      InkTrack.text(
        of: track.node, effects: track.effects, backdrop: table.backdrop(of: track),
        over: table.under(track, screen: screen.background), accent: Palette.accent
      )?.breakpoints ?? []
    }
    let (lowest, highest) = (table.lowestOffset, table.highestOffset)
    let breakpoints = Set(
      (table.breakpointOffsets(of: table.allElements) + inks + [lowest, 0, highest]).filter {
        $0 >= lowest && $0 <= highest
      }
    ).sorted()
    let middles = zip(breakpoints, breakpoints.dropFirst()).map { ($0 + $1) / 2 }
    return (breakpoints + middles).sorted()
  }
}
