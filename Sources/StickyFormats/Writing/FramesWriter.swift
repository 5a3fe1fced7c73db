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
  /// The carousels a path moves, with their offsets at each sample.
  var carousels: [CarouselSamples] = []

  public init(table: Scene, offsets: [Double], elements: Elements) {
    self.table = table
    self.offsets = offsets
    self.elements = elements
  }

  /// The frames at these times of `path`: the content's path, played as
  /// `PathReplay` plays it, and the carousels' own paths, each with its
  /// carousel's rules (SPEC section 15). The path is checked against the
  /// screen first (`ScenePath.check`); a carousel the screen lacks is left out.
  public init(table: Scene, path: ScenePath, times: [Double], elements: Elements) {
    let replay = PathReplay(path: path.content, rules: table.content.rules)
    let replayed = times.map(replay.moment(at:))
    let moments = replayed.map { table.moment($0.state) }
    self.table = table
    offsets = moments.map(\.state.offset)
    self.elements = elements
    self.times = times
    self.moments = moments
    if replay.glides { snapTargets = replayed.map(\.target) }
    carousels = path.carousels.compactMap { CarouselSamples($0, of: table, at: times) }
  }

  /// The element's frame at sample `index`; `pinned` is its `pinPosition(of:)`.
  private func frame(of reference: ElementReference, pinned: Int?, sample index: Int) -> Frame {
    guard let moments else { return table.frame(of: reference, at: offsets[index]) }
    var frame = table.frame(of: reference, pinned: pinned, at: moments[index])
    if let slide = sliding(reference) { frame.x -= slide.offsets[index] }
    return frame
  }

  /// The moved carousel that slides the element, if any.
  private func sliding(_ reference: ElementReference) -> CarouselSamples? {
    guard !carousels.isEmpty, case .track(let index) = reference,
      let slide = table.tracks[index].slide
    else { return nil }
    return carousels.first { $0.id == slide }
  }

  /// Where scroller `id` is at sample `index`: the content at its offset, a
  /// carousel the path moves at its own, any other at 0.
  private func offset(of id: ScrollerID, sample index: Int) -> Double {
    if id == table.content.id { return offsets[index] }
    return carousels.first { $0.id == id }?.offsets[index] ?? 0
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
    if !carousels.isEmpty {
      output.write(
        " \"carousels\": [" + carousels.map { $0.json(number: number) }.joined(separator: ",\n  ")
          + "],\n")
    }
    output.write(" \"elements\": [")
    var written = 0
    for reference in elements {
      let (id, kind) = table.identity(of: reference)
      let pinned = moments == nil ? nil : table.pinPosition(of: reference)
      let frames = offsets.indices.map { frame(of: reference, pinned: pinned, sample: $0) }
      // Width never changes, nor x but where a carousel the path moves slides it.
      let fixed = table.frame(of: reference, at: 0)
      let x = sliding(reference) == nil ? number(fixed.x) : list(frames.lazy.map(\.x))
      output.write(written == 0 ? "\n  " : ",\n  ")
      written += 1
      output.write(
        "{\"id\": \(JSONString.quoted(id)), \"type\": \(JSONString.quoted(kind.rawValue)), "
          + "\"x\": \(x), \"width\": \(number(fixed.width)), "
          + "\"y\": \(list(frames.lazy.map(\.y))), \"height\": \(list(frames.lazy.map(\.height)))"
          + effects(of: reference) + "}")
    }
    output.write(written == 0 ? "]}\n" : "\n ]}\n")
  }

  /// `, "effects": {...}` for an element with effects (SPEC sections 10,
  /// 13 and 15), else nothing.
  private func effects(of reference: ElementReference) -> String {
    guard case .track(let index) = reference else { return "" }
    return EffectsJSON.member(
      table.tracks[index].effects, samples: offsets.count,
      offset: { offset(of: $0.scroller, sample: $1) })
  }

  public func csv(into output: inout some TextOutputStream) {
    output.write(
      (times == nil ? "" : "time,") + "offset," + (snapTargets == nil ? "" : "snapTarget,")
        + carousels.map(\.csvColumns).joined() + "id,x,y,width,height\n")
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
      for carousel in carousels { carousel.appendCSV(sample: index, to: prefix) }
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
