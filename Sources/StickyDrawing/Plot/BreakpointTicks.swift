import StickyCore

/// The breakpoints of a screen (the offsets `frames` samples by default, less
/// the two ends of the range), each with what changes there in a designer's
/// words: "items-25 pins to the top", "cover starts to stretch".
///
/// The labels come from the tracks: at a breakpoint the slope of an element's
/// `y`, `height` or effect value changes, and the slopes on either side say
/// what happens. A screen has at most `limit` ticks whatever its row count:
/// past that, the changes within one `limit`-th of the range share a tick.
/// Only elements that move on their own (`ElementRide.isOnItsOwn`) and effects
/// are named. Everything comes from the frame table, so a page builds its ticks
/// once for its data and its plot. Along a carousel's offset (SPEC section
/// 15), only the effects that follow it (`axis="x"`) change: the ticks are
/// theirs.
public struct BreakpointTicks: Sendable {
  public struct Tick: Hashable, Sendable {
    public var offset: Double
    public var label: String
  }

  public private(set) var ticks: [Tick] = []

  /// Ticks a scrubber can show side by side and still tell apart.
  public static let limit = 48
  /// Changes named in one tick's label before "and N more".
  static let namedChanges = 3

  /// The ticks along `scroller`'s offset: the content's unless a carousel's
  /// is given.
  public init(table: Scene, along scroller: Scroller? = nil, limit: Int = Self.limit) {
    let along = scroller ?? table.content
    let isContent = along.id == table.content.id
    // The header's height shrinks towards its static height as a pull ends, and
    // towards its collapsed height as it collapses.
    let collapsed = table.tracks.lazy.compactMap { track -> Double? in
      guard case .header(let header) = track.node, header.collapsedHeight < header.height
      else { return nil }
      return header.collapsedHeight
    }.first
    let lowest = along.lowestOffset
    let highest = along.highestOffset
    var changes: [Double: [String]] = [:]
    // `hides`: the element hides as the content scrolls (SPEC section 12),
    // which is what its changes mean from offset 0 on; at 0 a pull may end.
    func collect(_ function: PiecewiseLinear, _ name: String, _ kind: Kind, hides: Bool = false) {
      for index in function.pieces.indices.dropFirst() {
        let piece = function.pieces[index]
        guard piece.start > lowest, piece.start < highest else { continue }
        let before = function.pieces[index - 1].slope
        let hiding = hides && (piece.start > 0 || (piece.start == 0 && abs(before) < 1e-6))
        let text = Self.change(
          hiding ? .hiding : kind, before: before, after: piece.slope,
          value: piece.value, screenHeight: table.viewport.height, collapsedHeight: collapsed)
        changes[NumberFormat.rounded(piece.start), default: []].append(name + " " + text)
      }
    }
    for track in table.tracks {
      guard isContent || track.slide == along.id else { continue }
      // Riding with the content or standing still changes nothing worth a
      // tick, whatever pieces rounding left in the track.
      if isContent, track.ride.isOnItsOwn {
        let hides: Bool
        switch track.node {
        case .bar(let bar): hides = bar.hide != .none
        case .header(let header): hides = header.floating
        default: hides = false
        }
        collect(track.y, track.id, track.kind == .header ? .headerTop : .top, hides: hides)
        // A floating header's height says how it collapses; its top, how it leaves.
        collect(track.height, track.id, .height, hides: hides && track.kind != .header)
      }
      for effect in track.effects where effect.scroller == along.id {
        let part = effect.effect.part == .self ? "" : " " + effect.effect.part.rawValue
        let name = track.id + "'s" + part + " " + effect.effect.property.rawValue
        guard let state = effect.state else {
          collect(effect.value, name, .effect)
          continue
        }
        // A state steps: past each threshold it takes the other value.
        for threshold in Set(state.breakpoints) where threshold > lowest && threshold < highest {
          let after = state.holds(at: threshold + Self.stepProbe) ? 1 : 0
          changes[NumberFormat.rounded(threshold), default: []].append(
            name + " steps to " + Self.valueText(effect.effect, after))
        }
      }
      if let rows = track.rows {
        for pin in rows.pins { collect(pin.y, rows.geometry.rowID(pin.index), .top) }
      }
    }
    let offsets = changes.keys.sorted()
    var groups: [(offset: Double, texts: [String])] = []
    let width = (highest - lowest) / Double(max(1, limit))
    var bucket = -1
    for offset in offsets {
      let texts = changes[offset]!
      let here = offsets.count <= limit ? groups.count : Int(((offset - lowest) / width))
      if here == bucket, !groups.isEmpty {
        groups[groups.count - 1].texts += texts
      } else {
        bucket = here
        groups.append((offset, texts))
      }
    }
    ticks = groups.map { Tick(offset: $0.offset, label: Self.label($0.texts)) }
  }

  /// How far past a threshold a state's new value is read: thresholds are
  /// offsets of at most a few million points, where this is well above a
  /// step of the floating point and below any distance between two of them.
  static let stepProbe = 1e-6

  /// Keyframe `index` of an effect as the layout writes it: a number, or a
  /// colour as its author wrote it.
  public static func valueText(_ effect: Effect, _ index: Int) -> String {
    effect.property.takesColors
      ? effect.colors[index].text : NumberFormat.string(effect.values[index])
  }

  enum Kind {
    case top
    case headerTop
    case height
    case effect
    /// A bar that hides or a floating header, past offset 0.
    case hiding
  }

  static func label(_ texts: [String]) -> String {
    let named = texts.prefix(namedChanges).joined(separator: "; ")
    let more = texts.count - namedChanges
    return more > 0 ? named + "; and \(more) more" : named
  }

  /// What a change of slope from `before` to `after` means, for an element
  /// whose value there is `value`.
  static func change(
    _ kind: Kind, before: Double, after: Double, value: Double, screenHeight: Double,
    collapsedHeight: Double?
  ) -> String {
    let tolerance = 1e-6
    let still = { (slope: Double) in abs(slope) < tolerance }
    let moving = { (slope: Double) in abs(slope + 1) < tolerance }
    switch kind {
    case .top, .headerTop:
      let upper = value < screenHeight / 2
      if moving(before), still(after) { return upper ? "pins to the top" : "pins to the bottom" }
      if still(before), moving(after) {
        if !upper { return "reaches its place" }
        return kind == .headerTop ? "scrolls away" : "is pushed away"
      }
      if still(before) { return "starts to move" }
      if still(after) { return "stops" }
      return "changes speed"
    case .height:
      if before < -tolerance, still(after) {
        let isCollapsed = collapsedHeight.map { value <= $0 + tolerance } ?? false
        return isCollapsed ? "is fully collapsed" : "starts to stretch"
      }
      if still(before), after < -tolerance { return "starts to collapse" }
      return "changes how fast it resizes"
    case .hiding:
      if still(before) { return "starts to hide" }
      if still(after) { return "is hidden" }
      return "changes speed"
    case .effect:
      if still(before) { return "starts to change" }
      if still(after) { return "stops changing" }
      return "changes pace"
    }
  }
}
