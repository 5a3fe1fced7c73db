import Foundation

/// Input as W3C Actions.
extension Browser {

  /// Performs input sources' actions in parallel ticks, then releases them.
  public func perform(_ sources: [InputSource]) async throws {
    try await command("POST", "actions", ["actions": sources.map(\.json)])
    try await command("DELETE", "actions")
  }

  /// A mouse drag from one point to another, moving in `steps` equal moves.
  public func drag(
    fromX x0: Double, y y0: Double, toX x1: Double, y y1: Double, durationMS: Int = 300,
    steps: Int = 10, holdMS: Int = 0
  ) async throws {
    var actions: [InputSource.Action] = [.pointerMove(x: x0, y: y0, durationMS: 0), .pointerDown]
    for step in 1...max(1, steps) {
      let t = Double(step) / Double(max(1, steps))
      actions.append(
        .pointerMove(
          x: x0 + (x1 - x0) * t, y: y0 + (y1 - y0) * t, durationMS: durationMS / max(1, steps)))
    }
    if holdMS > 0 { actions.append(.pause(durationMS: holdMS)) }
    actions.append(.pointerUp)
    try await perform([InputSource.mouse(actions)])
  }

  /// Presses and releases keys one after the other (`Key` values or characters).
  public func press(_ keys: [String]) async throws {
    try await perform([InputSource.keyboard(keys.flatMap { [.keyDown($0), .keyUp($0)] })])
  }
}
