import StickyCore

/// What a run of the path comparison exercised, so that its summary shows
/// that the states of SPEC section 12 were reached: partly hidden elements,
/// snaps on their way, pulls, the end of the content.
struct PathCoverage {
  var screens = 0
  var compared = 0
  /// Screens with a bar that hides, with a floating header, and with neither.
  var hidingScreens = 0
  var floating = 0
  var unmoved = 0
  /// Screens with more than one bar on an edge, and those of them where a
  /// bar that hides carries another.
  var stacked = 0
  var carrying = 0
  /// Screens too short to scroll.
  var short = 0
  /// Times at which some element was partly hidden.
  var partlyHidden = 0
  /// Times at which a snap was on its way: within its 250 ms of a lift with
  /// the offset held since and the hidden amounts changing.
  var snapping = 0
  /// Screens whose content snaps (SPEC section 14); times at which it
  /// glided while the path held, and at which it rested at a block or row.
  var snappingScreens = 0
  var gliding = 0
  var resting = 0
  /// Times pulled past the top, and past the end.
  var pulled = 0
  var pastEnd = 0

  mutating func add(_ screen: Screen, along path: ScrollPath, at times: [Double]) {
    let table = Scene(screen: screen)
    let hiding = table.hiding
    let heights = hiding.hideableHeights
    let replay = PathReplay(path: path, rules: table.content.rules)
    screens += 1
    compared += times.count
    if !hiding.hidingBars.isEmpty { hidingScreens += 1 }
    if screen.topBars.count > 1 || screen.bottomBars.count > 1 { stacked += 1 }
    if hiding.movingBars.count > hiding.hidingBars.count
      || hiding.movingBars.contains(where: { $0.carriers.count > 1 })
    {
      carrying += 1
    }
    if screen.scroll.header?.floating == true { floating += 1 }
    if hiding.isEmpty { unmoved += 1 }
    if table.maxOffset == 0 { short += 1 }
    if table.snap.snaps { snappingScreens += 1 }
    for time in times {
      let moment = replay.moment(at: time)
      if moment.target != nil { resting += 1 }
      if path.offset(at: time) == path.offset(at: time + 0.001),
        replay.state(at: time + 0.001).offset != moment.state.offset
      {
        gliding += 1
      }
      let state = moment.state
      let hidden = state.hidden
      if hidden.parts.contains(where: {
        hidden[keyPath: $0] > 0 && hidden[keyPath: $0] < heights[keyPath: $0]
      }) {
        partlyHidden += 1
      }
      if state.offset < 0 { pulled += 1 }
      if state.offset > table.maxOffset { pastEnd += 1 }
      let moving = replay.state(at: time + 0.001).hidden
      if moving != hidden, replay.state(at: time + 0.001).offset == state.offset {
        snapping += 1
      }
    }
  }

  var summary: String {
    "\(compared) times (\(partlyHidden) with an element partly hidden, \(snapping) during a snap, "
      + "\(gliding) during a glide, \(resting) resting at a block or row, "
      + "\(pulled) pulled past the top, \(pastEnd) past the end); screens: \(snappingScreens) whose "
      + "content snaps, \(hidingScreens) with a bar "
      + "that hides, \(floating) with a floating header, \(unmoved) with neither, \(stacked) "
      + "with bars stacked on an edge (\(carrying) where one that hides carries another), "
      + "\(short) too short to scroll"
  }
}
