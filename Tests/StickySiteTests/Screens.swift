import StickyCore

/// Screens built in code for the tests: the four behaviours of the gallery, a
/// hostile one and a long list.
enum Screens {
  static let iphoneSE = Device.named("iphone-se")!
  static let iphone15 = Device.named("iphone-15")!

  static let stretchyHeader = Screen(
    id: "stretchy-header", title: "Stretchy header", device: iphone15,
    scroll: Scroll(
      header: Header(
        id: "cover", height: 280, title: "Joshua Tree", subtitle: "California", color: "#232d32"),
      children: [
        Block(
          id: "trails",
          kind: .stack(
            .init(
              padding: EdgeInsets(top: 20, right: 16, bottom: 32, left: 16), spacing: 12,
              children: (1...8).map { index in
                Block(
                  id: "trail-\(index)",
                  kind: .box(.init(height: 72, label: "Trail \(index)", detail: "\(index) miles")))
              })))
      ]))

  static let stickyCell = Screen(
    id: "sticky-cell", title: "Sticky cell", device: iphoneSE,
    scroll: Scroll(children: [
      Block(
        id: "items",
        kind: .list(
          RowList(count: 50, rowHeights: [40], label: "{i}", pins: [.init(index: 25, edge: .both)])
        ))
    ]))

  static let sectionHeaders = Screen(
    id: "sticky-section-header", title: "Sticky section header", device: iphone15,
    topBar: Bar(edge: .top, height: 120, color: "#8e8e93", label: "Top view"),
    scroll: Scroll(
      children: (1...3).map { index in
        Block(
          id: "section-\(index)",
          kind: .stack(
            .init(children: [
              Block(
                id: "header-\(index)", sticky: .top,
                kind: .box(.init(height: 56, label: "Section \(index)", color: "#34c759"))),
              Block(
                id: "text-\(index)", kind: .text(.init(text: "Long text \(index)", lines: 14))),
            ])))
      }))

  static func fullScreen(lines: Int) -> Screen {
    Screen(
      id: lines > 10 ? "full-screen-long" : "full-screen-short", title: "Full-screen content",
      device: iphone15,
      scroll: Scroll(
        fill: true,
        children: [
          Block(id: "banner", kind: .box(.init(height: 200, label: "Banner", color: "#5856d6"))),
          Block(
            id: "detail",
            kind: .stack(
              .init(
                padding: EdgeInsets(top: 20, right: 32, bottom: 16, left: 32),
                children: [
                  Block(id: "body", kind: .text(.init(text: "Body", lines: lines))),
                  Block(id: "gap", kind: .spacer(.init(min: 20))),
                  Block(id: "continue", kind: .button(.init(label: "Click to continue"))),
                ]))),
        ]))
  }

  static let gallery = [
    stretchyHeader, stickyCell, sectionHeaders, fullScreen(lines: 3), fullScreen(lines: 40),
  ]

  static let scriptClose = "</script><script>alert(1)</script>"
  static let attributeBreak = "\"><img src=x onerror=alert(1)>"

  /// Every text property holds markup that would run if it were not escaped.
  static let hostile = Screen(
    id: "hostile", title: scriptClose + attributeBreak, device: iphoneSE,
    topBar: Bar(edge: .top, height: 44, label: scriptClose),
    scroll: Scroll(
      header: Header(id: "head", height: 100, title: attributeBreak, subtitle: scriptClose),
      children: [
        Block(id: "box", kind: .box(.init(height: 60, label: scriptClose, detail: attributeBreak))),
        Block(id: "text", kind: .text(.init(text: attributeBreak + "\u{2028}" + scriptClose))),
        Block(id: "button", kind: .button(.init(label: attributeBreak))),
        Block(id: "list", kind: .list(RowList(count: 3, label: scriptClose + "{i}"))),
      ]))

  static func longList(count: Int) -> Screen {
    Screen(
      id: "rows-\(count)", title: "\(count) rows", device: iphone15,
      scroll: Scroll(children: [
        Block(
          id: "rows",
          kind: .list(
            RowList(
              count: count, rowHeights: [44, 60, 52], label: "Row {n}", color: "#ffffff",
              altColor: "#f2f2f7",
              pins: [.init(index: 10, edge: .top), .init(index: count / 2, edge: .both)])))
      ]))
  }
}
