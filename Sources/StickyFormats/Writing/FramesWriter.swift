import StickyCore

/// Writes sampled frames in the shapes of SPEC section 6: one JSON object, or CSV rows.
/// Both stream element by element, so memory stays bounded whatever the layout.
/// Along a path (SPEC section 12) each sample is a moment, with its time, and
/// on a screen that snaps with the block the content rests at (section 14).
public struct FramesWriter<Elements: Sequence<ElementReference>> {
  public var table: Scene
  public var offsets: [Double]
  public var elements: Elements
  /// The times of the samples and their moments, when they follow a path.
  var times: [Double]?
  var moments: [FrameMoment]?
  /// Where the content rests at each sample, along a path on a screen that
  /// snaps (SPEC section 14).
  var snapTargets: [String?]?

  public init(table: Scene, offsets: [Double], elements: Elements) {
    self.table = table
    self.offsets = offsets
    self.elements = elements
  }

  /// The frames at these times of the path `replay` plays.
  public init(table: Scene, replay: PathReplay, times: [Double], elements: Elements) {
    let replayed = times.map(replay.moment(at:))
    let moments = replayed.map { table.moment($0.state) }
    self.table = table
    offsets = moments.map(\.state.offset)
    self.elements = elements
    self.times = times
    self.moments = moments
    if replay.glides { snapTargets = replayed.map(\.target) }
  }

  /// The element's frame at sample `index`; `pinned` is its `pinPosition(of:)`.
  private func frame(of reference: ElementReference, pinned: Int?, sample index: Int) -> Frame {
    if let moments { return table.frame(of: reference, pinned: pinned, at: moments[index]) }
    return table.frame(of: reference, at: offsets[index])
  }

  /// Up to how many elements CSV finds each row's pin once for all samples
  /// rather than at each: 100,000 positions hold under a megabyte, and a list
  /// of ids is never longer.
  static var cachedPinsLimit: Int { 100_000 }

  private func number(_ value: Double) -> String { NumberFormat.string(value) }

  private func list(_ values: some Sequence<Double>) -> String {
    "[" + values.map(number).joined(separator: ", ") + "]"
  }

  public func json(into output: inout some TextOutputStream) {
    let viewport = table.viewport
    output.write("{\"screen\": \(JSONString.quoted(table.screenID)), ")
    output.write("\"width\": \(number(viewport.width)), \"height\": \(number(viewport.height)),\n")
    output.write(
      " \"viewport\": {\"top\": \(number(viewport.top)), \"bottom\": \(number(viewport.bottom)), "
        + "\"insetTop\": \(number(viewport.insetTop)), "
        + "\"insetBottom\": \(number(viewport.insetBottom))},\n")
    output.write(
      " \"contentHeight\": \(number(table.contentHeight)), "
        + "\"minOffset\": \(number(table.minOffset)), \"maxOffset\": \(number(table.maxOffset)), "
        + "\"overscroll\": \(number(table.overscroll)),\n")
    if let times { output.write(" \"times\": \(list(times)),\n") }
    output.write(" \"offsets\": \(list(offsets)),\n")
    if let snapTargets {
      let ids = snapTargets.map { $0.map(JSONString.quoted) ?? "null" }
      output.write(" \"snapTargets\": [" + ids.joined(separator: ", ") + "],\n")
    }
    output.write(" \"elements\": [")
    var written = 0
    for reference in elements {
      let (id, kind) = table.identity(of: reference)
      let pinned = moments == nil ? nil : table.pinPosition(of: reference)
      let frames = offsets.indices.map { frame(of: reference, pinned: pinned, sample: $0) }
      // x and width never change with the offset.
      let fixed = table.frame(of: reference, at: 0)
      output.write(written == 0 ? "\n  " : ",\n  ")
      written += 1
      output.write(
        "{\"id\": \(JSONString.quoted(id)), \"type\": \(JSONString.quoted(kind.rawValue)), "
          + "\"x\": \(number(fixed.x)), \"width\": \(number(fixed.width)), "
          + "\"y\": \(list(frames.lazy.map(\.y))), \"height\": \(list(frames.lazy.map(\.height)))"
          + effects(of: reference) + "}")
    }
    output.write(written == 0 ? "]}\n" : "\n ]}\n")
  }

  /// `, "effects": {...}` for an element with effects (SPEC sections 10 and
  /// 13), else nothing.
  private func effects(of reference: ElementReference) -> String {
    guard case .track(let index) = reference, !table.tracks[index].effects.isEmpty else {
      return ""
    }
    // Colours print as `#rrggbbaa` strings, states as the value the state
    // asks for (SPEC section 13).
    let members = table.tracks[index].effects.map { track in
      JSONString.quoted(track.effect.key) + ": ["
        + offsets.map { offset in
          switch track.sample(at: offset) {
          case .number(let value): number(value)
          case .color(let color): JSONString.quoted(color.hexWithAlpha)
          }
        }.joined(separator: ", ") + "]"
    }
    return ", \"effects\": {" + members.joined(separator: ", ") + "}"
  }

  public func csv(into output: inout some TextOutputStream) {
    output.write(
      (times == nil ? "" : "time,") + "offset," + (snapTargets == nil ? "" : "snapTarget,")
        + "id,x,y,width,height\n")
    let chunk = 1 << 16
    let text = TextBytes(capacity: chunk + 1024)
    let prefix = TextBytes(capacity: 64)
    let comma = UInt8(ascii: ",")
    func field(_ value: Double) {
      text.append(byte: comma)
      NumberFormat.append(value, to: text)
    }
    let cachedPins =
      moments != nil && offsets.count > 1
        && elements.underestimatedCount <= Self.cachedPinsLimit
      ? elements.map(table.pinPosition(of:)) : nil
    for (index, offset) in offsets.enumerated() {
      prefix.removeAll()
      if let times {
        NumberFormat.append(times[index], to: prefix)
        prefix.append(byte: comma)
      }
      NumberFormat.append(offset, to: prefix)
      prefix.append(byte: comma)
      if let snapTargets {
        // Ids hold letters, digits, "-" and "_" only, so need no quoting; where
        // the content rests at no block the field is empty.
        if let target = snapTargets[index] { prefix.append(target) }
        prefix.append(byte: comma)
      }
      // A counter rather than `enumerated()`, whose tuples of an unspecialized
      // element type cost a metadata lookup per line.
      var position = 0
      for reference in elements {
        defer { position += 1 }
        let pinned =
          moments == nil ? nil : cachedPins?[position] ?? table.pinPosition(of: reference)
        let frame = frame(of: reference, pinned: pinned, sample: index)
        text.append(prefix)
        table.appendID(of: reference, to: text)
        field(frame.x)
        field(frame.y)
        field(frame.width)
        field(frame.height)
        text.append(byte: UInt8(ascii: "\n"))
        if text.count >= chunk { text.flush(into: &output) }
      }
    }
    text.flush(into: &output)
  }
}
