import StickyCore
import StickyFormats
import StickyTestSupport
import Testing

@Test func stickyCellExampleMatchesSpec() {
  let screen = Screen.testing(
    id: "sticky-cell", title: "Sticky cell", device: Device.named("iphone-se")!,
    scroll: Scroll.testing(children: [
      Block.testing(
        id: "items",
        kind: .list(
          RowList.testing(
            count: 50, rowHeights: [40], label: "{i}", pins: [.init(index: 25, edge: .both)])
        ))
    ]))
  let table = Scene(screen: screen)
  let row = table.element(withID: "items-25")!
  var out = ""
  FramesWriter(table: table, offsets: [0, 100], elements: [row]).json(into: &out)
  #expect(
    out == """
      {"screen": "sticky-cell", "width": 375, "height": 667,
       "viewport": {"top": 0, "bottom": 667, "insetTop": 20, "insetBottom": 0},
       "contentHeight": 2000, "minOffset": 0, "maxOffset": 1353, "overscroll": 200,
       "offsets": [0, 100],
       "elements": [
        {"id": "items-25", "type": "row", "x": 0, "width": 375, "y": [627, 627], "height": [40, 40]}
       ]}

      """)
  #expect(table.breakpointOffsets(of: [row]) == [-200, 393, 1000, 1553])
}
