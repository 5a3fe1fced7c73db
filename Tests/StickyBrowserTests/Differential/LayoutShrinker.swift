import StickyCore

/// One-step simplifications of a screen, biggest first, for shrinking a
/// failing layout to the smallest one that still fails.
enum LayoutShrinker {
  /// The smallest variant of `screen` that still disagrees, found by taking
  /// one simplification at a time (among those `accepts` lets through) while
  /// `mismatches` still finds some.
  static func shrink<Found>(
    _ screen: Screen, maximumAttempts: Int, accepts: (Screen) -> Bool,
    mismatches: (Screen) async throws -> [Found]
  ) async throws -> (Screen, [Found]) {
    var current = screen
    var found = try await mismatches(screen)
    var attempts = 0
    search: while attempts < maximumAttempts {
      for candidate in candidates(of: current) where accepts(candidate) {
        attempts += 1
        let candidateFound = try await mismatches(candidate)
        if !candidateFound.isEmpty {
          current = candidate
          found = candidateFound
          continue search
        }
        if attempts >= maximumAttempts { break search }
      }
      break
    }
    return (current, found)
  }

  static func candidates(of screen: Screen) -> [Screen] {
    var result: [Screen] = []
    func with(_ change: (inout Screen) -> Void) {
      var copy = screen
      change(&copy)
      if copy != screen { result.append(copy) }
    }
    for blocks in variants(of: screen.scroll.children) {
      with { $0.scroll.children = blocks }
    }
    with { $0.scroll.header = nil }
    for index in screen.scroll.header?.effects.indices ?? 0..<0 {
      with { $0.scroll.header?.effects.remove(at: index) }
    }
    // Each bar, on either edge: gone, opaque, still, not snapping, in whole points.
    let bars: [WritableKeyPath<Screen, [Bar]>] = [\.topBars, \.bottomBars]
    for edge in bars {
      for index in screen[keyPath: edge].indices {
        with { $0[keyPath: edge].remove(at: index) }
        with { $0[keyPath: edge][index].translucent = false }
        // What SPEC section 12 adds; `snap` goes with what it needs.
        with {
          $0[keyPath: edge][index].hide = .none
          $0[keyPath: edge][index].snap = false
        }
        with { $0[keyPath: edge][index].snap = false }
        with { $0[keyPath: edge][index].height.round(.down) }
      }
    }
    with { $0.safeTop = 0 }
    with { $0.safeBottom = 0 }
    with { $0.scroll.fill = false }
    with { $0.scroll.padding = .zero }
    with { $0.scroll.spacing = 0 }
    with { $0.stacking = .overlap }
    with { $0.scroll.header?.pinned = false }
    with {
      $0.scroll.header?.floating = false
      $0.scroll.header?.snap = false
    }
    with { $0.scroll.header?.snap = false }
    with { $0.safeTop = $0.safeTop.rounded(.down) }
    with { $0.safeBottom = $0.safeBottom.rounded(.down) }
    return result
  }

  /// Every list of blocks one simplification away from `blocks`.
  static func variants(of blocks: [Block]) -> [[Block]] {
    var result: [[Block]] = []
    for index in blocks.indices {
      var removed = blocks
      removed.remove(at: index)
      result.append(removed)
    }
    for (index, block) in blocks.enumerated() {
      if case .stack(let stack) = block.kind {
        var hoisted = blocks
        hoisted.replaceSubrange(index...index, with: stack.children)
        result.append(hoisted)
      }
      for replacement in variants(of: block) {
        var changed = blocks
        changed[index] = replacement
        result.append(changed)
      }
    }
    return result
  }

  static func variants(of block: Block) -> [Block] {
    var result: [Block] = []
    func with(_ change: (inout Block) -> Void) {
      var copy = block
      change(&copy)
      if copy != block { result.append(copy) }
    }
    with { $0.sticky = .none }
    with { $0.snap = .none }
    with { $0.snap.stop = .normal }
    with { $0.snap.align = $0.snap.snaps ? .start : .none }
    for index in block.effects.indices {
      with { $0.effects.remove(at: index) }
      let effect = block.effects[index]
      if effect.property.takesColors {
        with {
          $0.effects[index].colors = [effect.colors[0], effect.colors[effect.colors.count - 1]]
        }
      } else {
        with {
          $0.effects[index].values = [effect.values[0], effect.values[effect.values.count - 1]]
        }
      }
    }
    switch block.kind {
    case .stack(let stack):
      for children in variants(of: stack.children) {
        var changed = stack
        changed.children = children
        with { $0.kind = .stack(changed) }
      }
      var flat = stack
      flat.padding = .zero
      with { $0.kind = .stack(flat) }
      flat = stack
      flat.spacing = 0
      with { $0.kind = .stack(flat) }
    case .list(let list):
      for pin in list.pins.indices {
        var changed = list
        changed.pins.remove(at: pin)
        with { $0.kind = .list(changed) }
      }
      for count in [list.count / 2, list.count - 1] where count >= 1 && count < list.count {
        var changed = list
        changed.count = count
        changed.pins.removeAll { $0.index >= count }
        with { $0.kind = .list(changed) }
      }
      if list.rowHeights.count > 1 {
        var changed = list
        changed.rowHeights = [list.rowHeights[0]]
        with { $0.kind = .list(changed) }
      }
      var whole = list
      whole.rowHeights = list.rowHeights.map { max(1, $0.rounded(.down)) }
      with { $0.kind = .list(whole) }
      for pin in list.pins.indices where list.pins[pin].edge == .both {
        for edge in [StickyEdge.top, .bottom] {
          var changed = list
          changed.pins[pin].edge = edge
          with { $0.kind = .list(changed) }
        }
      }
    case .box(let box):
      with { $0.kind = .box(.init(height: box.height.rounded(.down))) }
    case .spacer(let spacer):
      with { $0.kind = .spacer(.init(min: 0)) }
      with { $0.kind = .spacer(.init(min: spacer.min.rounded(.down))) }
    case .carousel(let carousel):
      for item in carousel.items.indices {
        var changed = carousel
        changed.items.remove(at: item)
        with { $0.kind = .carousel(changed) }
      }
    case .text, .button:
      break
    }
    if block.sticky == .both {
      with { $0.sticky = .top }
      with { $0.sticky = .bottom }
    }
    return result
  }
}
