/// What stacks onto each sticky element (SPEC section 5): its lines are
/// `T_k = T + above` and `B_k = B - below`, whatever `T` and `B` are at the
/// moment (SPEC section 12 moves them).
struct PinLines {
  /// `T_k - T` for each sticky element, keyed by its `StickyKey`.
  var above: [StickyKey: Double] = [:]
  /// `B - B_k` for each sticky element.
  var below: [StickyKey: Double] = [:]

  /// Computes both sums for every sticky element in one pass each way: the
  /// elements that stack onto `k` are the sticky children of `k`'s ancestors, so a
  /// running sum over the ancestor chain gives each in constant time.
  init(layout: StaticLayout, stacking: Stacking) {
    let stacks = stacking == .stack
    var tops: [StickyKey: Double] = [:]
    var bottoms: [StickyKey: Double] = [:]
    var running = 0.0
    Self.walk(layout, container: 0, reversed: false, running: &running) { key, height, edge, sum in
      tops[key] = sum
      return stacks && edge.pinsTop ? height : 0
    }
    running = 0
    Self.walk(layout, container: 0, reversed: true, running: &running) { key, height, edge, sum in
      bottoms[key] = sum
      return stacks && edge.pinsBottom ? height : 0
    }
    above = tops
    below = bottoms
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
