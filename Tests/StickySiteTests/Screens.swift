import StickyCore
import StickyTestSupport

/// Screens built in code for the tests: the four behaviours of the gallery, a
/// hostile one and a long list.
enum Screens {
  static let iphoneSE = Device.named("iphone-se")!
  static let iphone15 = Device.named("iphone-15")!

  static let stretchyHeader = Screen.testing(
    id: "stretchy-header", title: "Stretchy header", device: iphone15,
    scroll: Scroll.testing(
      header: Header.testing(
        id: "cover", height: 280, title: "Joshua Tree", subtitle: "California", color: "#232d32"),
      children: [
        Block.testing(
          id: "trails",
          kind: .stack(
            Block.Stack.testing(
              padding: EdgeInsets(top: 20, right: 16, bottom: 32, left: 16), spacing: 12,
              children: (1...8).map { index in
                Block.testing(
                  id: "trail-\(index)",
                  kind: .box(.init(height: 72, label: "Trail \(index)", detail: "\(index) miles")))
              })))
      ]))

  static let stickyCell = Screen.testing(
    id: "sticky-cell", title: "Sticky cell", device: iphoneSE,
    scroll: Scroll.testing(children: [
      Block.testing(
        id: "items",
        kind: .list(
          RowList.testing(
            count: 50, rowHeights: [40], label: "{i}", pins: [.init(index: 25, edge: .both)])
        ))
    ]))

  static let sectionHeaders = Screen.testing(
    id: "sticky-section-header", title: "Sticky section header", device: iphone15,
    topBar: Bar.testing(edge: .top, height: 120, color: "#8e8e93", label: "Top view"),
    scroll: Scroll.testing(
      children: (1...3).map { index in
        Block.testing(
          id: "section-\(index)",
          kind: .stack(
            Block.Stack.testing(children: [
              Block.testing(
                id: "header-\(index)", sticky: .top,
                kind: .box(.init(height: 56, label: "Section \(index)", color: "#34c759"))),
              Block.testing(
                id: "text-\(index)",
                kind: .text(Block.Text.testing(text: "Long text \(index)", lines: 14))),
            ])))
      }))

  static func fullScreen(lines: Int) -> Screen {
    Screen.testing(
      id: lines > 10 ? "full-screen-long" : "full-screen-short", title: "Full-screen content",
      device: iphone15,
      scroll: Scroll.testing(
        fill: true,
        children: [
          Block.testing(
            id: "banner", kind: .box(.init(height: 200, label: "Banner", color: "#5856d6"))),
          Block.testing(
            id: "detail",
            kind: .stack(
              Block.Stack.testing(
                padding: EdgeInsets(top: 20, right: 32, bottom: 16, left: 32),
                children: [
                  Block.testing(
                    id: "body", kind: .text(Block.Text.testing(text: "Body", lines: lines))),
                  Block.testing(id: "gap", kind: .spacer(Block.Spacer.testing(min: 20))),
                  Block.testing(
                    id: "continue", kind: .button(Block.Button.testing(label: "Click to continue"))),
                ]))),
        ]))
  }

  static let gallery = [
    stretchyHeader, stickyCell, sectionHeaders, fullScreen(lines: 3), fullScreen(lines: 40),
  ]

  static let scriptClose = "</script><script>alert(1)</script>"
  static let attributeBreak = "\"><img src=x onerror=alert(1)>"

  /// Every text property holds markup that would run if it were not escaped.
  static let hostile = Screen.testing(
    id: "hostile", title: scriptClose + attributeBreak, device: iphoneSE,
    topBar: Bar.testing(edge: .top, height: 44, label: scriptClose),
    scroll: Scroll.testing(
      header: Header.testing(id: "head", height: 100, title: attributeBreak, subtitle: scriptClose),
      children: [
        Block.testing(
          id: "box", kind: .box(.init(height: 60, label: scriptClose, detail: attributeBreak))),
        Block.testing(
          id: "text",
          kind: .text(Block.Text.testing(text: attributeBreak + "\u{2028}" + scriptClose))),
        Block.testing(id: "button", kind: .button(Block.Button.testing(label: attributeBreak))),
        Block.testing(
          id: "list", kind: .list(RowList.testing(count: 3, label: scriptClose + "{i}"))),
      ]))

  static func longList(count: Int) -> Screen {
    Screen.testing(
      id: "rows-\(count)", title: "\(count) rows", device: iphone15,
      scroll: Scroll.testing(children: [
        Block.testing(
          id: "rows",
          kind: .list(
            RowList.testing(
              count: count, rowHeights: [44, 60, 52], label: "Row {n}", color: "#ffffff",
              altColor: "#f2f2f7",
              pins: [.init(index: 10, edge: .top), .init(index: count / 2, edge: .both)])))
      ]))
  }
}
