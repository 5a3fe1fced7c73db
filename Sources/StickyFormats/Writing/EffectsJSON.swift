import StickyCore

/// The `"effects"` member of an element in the JSON of `frames` (SPEC
/// sections 10, 13 and 15): each effect's value at each sample, numbers as
/// numbers, colours as `#rrggbbaa` strings, a state as the value it asks for.
enum EffectsJSON {
  /// `, "effects": {...}` with `effects` at `samples` samples, where an
  /// effect's scroller (the content, or for an `x` effect its carousel) is
  /// at `offset(effect, sample)`; nothing without effects.
  static func member(
    _ effects: [EffectTrack], samples: Int, offset: (EffectTrack, Int) -> Double
  ) -> String {
    guard !effects.isEmpty else { return "" }
    let members = effects.map { track in
      JSONString.quoted(track.effect.key) + ": ["
        + (0..<samples).map { sample in
          switch track.sample(at: offset(track, sample)) {
          case .number(let value): NumberFormat.string(value)
          case .color(let color): JSONString.quoted(color.hexWithAlpha)
          }
        }.joined(separator: ", ") + "]"
    }
    return ", \"effects\": {" + members.joined(separator: ", ") + "}"
  }
}
