/// The lines sticky elements pin to, per element, after stacking (SPEC section 5).
struct PinLines {
  /// `T_k` for each sticky element, keyed by its `StickyKey`.
  var top: [StickyKey: Double] = [:]
  /// `B_k` for each sticky element.
  var bottom: [StickyKey: Double] = [:]

  /// Computes `T_k` and `B_k` for every sticky element in one pass each way: the
  /// elements that stack onto `k` are the sticky children of `k`'s ancestors, so a
  /// running sum over the ancestor chain gives each line in constant time.
  init(layout: StaticLayout, top baseTop: Double, bottom baseBottom: Double, stacking: Stacking) {
    let stacks = stacking == .stack
    var tops: [StickyKey: Double] = [:]
    var bottoms: [StickyKey: Double] = [:]
    var running = 0.0
    Self.walk(layout, container: 0, reversed: false, running: &running) { key, height, edge, sum in
      tops[key] = baseTop + sum
      return stacks && edge.pinsTop ? height : 0
    }
    running = 0
    Self.walk(layout, container: 0, reversed: true, running: &running) { key, height, edge, sum in
      bottoms[key] = baseBottom - sum
      return stacks && edge.pinsBottom ? height : 0
    }
    top = tops
    bottom = bottoms
  }

  /// Visits the sticky descendants of `container` in (reversed) document order,
  /// handing each the sum of what stacks before it; `visit` returns what the
  /// element adds for those after it.
  private static func walk(
    _ layout: StaticLayout, container: Int, reversed: Bool, running: inout Double,
    visit: (StickyKey, Double, StickyEdge, Double) -> Double
  ) {
    let saved = running
    let element = layout.elements[container]
    if let rows = element.rows {
      let pins = reversed ? Array(rows.pins.reversed()) : rows.pins
      for pin in pins {
        running += visit(
          .row(list: container, index: pin.index), rows.rowHeight(pin.index), pin.edge, running)
      }
    }
    let children = reversed ? Array(element.children.reversed()) : element.children
    for child in children {
      let childElement = layout.elements[child]
      if childElement.sticky != .none {
        running += visit(.element(child), childElement.height, childElement.sticky, running)
      } else {
        walk(layout, container: child, reversed: reversed, running: &running, visit: visit)
      }
    }
    running = saved
  }
}

/// Names a sticky element: a block, or a pinned row of a list.
enum StickyKey: Hashable {
  case element(Int)
  case row(list: Int, index: Int)
}
