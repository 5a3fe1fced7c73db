import StickyCore

/// Writes what slides in one carousel against the carousel's own offset
/// `x_k` (`frames --carousel`, SPEC section 15): its children and what they
/// hold, each with an `x` per offset (in screen coordinates, `x0 - x_k`) and
/// its `y` below the carousel's top, which no offset changes (nothing in a
/// carousel sticks, so its elements ride with it); with markers, the child
/// whose marker is active at each offset. The JSON is shaped as section 6's,
/// the CSV as its rows with `y` below the carousel's top.
public struct CarouselFramesWriter {
  public var table: Scene
  public var carousel: CarouselTracks
  /// Values of `x_k`.
  public var offsets: [Double]
  /// Tracks of elements that slide in the carousel.
  public var elements: [Int]

  public init(table: Scene, carousel: CarouselTracks, offsets: [Double], elements: [Int]) {
    self.table = table
    self.carousel = carousel
    self.offsets = offsets
    self.elements = elements
  }

  /// Every element that slides in the carousel, in document order: its
  /// tracks follow the carousel's own.
  public static func sliding(in carousel: CarouselTracks, of table: Scene) -> [Int] {
    let id = table.scrollers[carousel.scroller].id
    let start = carousel.track + 1
    let end = table.tracks[start...].firstIndex { $0.slide != id } ?? table.tracks.endIndex
    return Array(start..<end)
  }

  private var scroller: Scroller { table.scrollers[carousel.scroller] }

  /// The id of the child whose marker is active at each offset; nil without
  /// markers.
  private var activeMarkers: [String?]? {
    guard carousel.markers != nil else { return nil }
    return offsets.map { carousel.activeTarget(at: $0).map { table.tracks[$0].id } }
  }

  /// The element's top below the carousel's.
  private func y(of track: Int) -> Double {
    table.frame(of: .track(track), at: 0).y - table.frame(of: .track(carousel.track), at: 0).y
  }

  private func number(_ value: Double) -> String { NumberFormat.string(value) }

  private func list(_ values: some Sequence<Double>) -> String {
    "[" + values.map(number).joined(separator: ", ") + "]"
  }

  public func json(into output: inout some TextOutputStream) {
    let own = table.tracks[carousel.track]
    let frame = table.frame(of: .track(carousel.track), at: 0)
    output.write("{\"screen\": \(JSONString.quoted(table.screenID)), ")
    output.write("\"carousel\": \(JSONString.quoted(own.id)), ")
    output.write(
      "\"x\": \(number(frame.x)), \"width\": \(number(frame.width)), "
        + "\"height\": \(number(frame.height)),\n")
    output.write(
      " \"contentWidth\": \(number(contentWidth)), "
        + "\"minOffset\": \(number(scroller.minOffset)), "
        + "\"maxOffset\": \(number(scroller.maxOffset)), "
        + "\"overscroll\": \(number(scroller.overscroll)),\n")
    output.write(" \"offsets\": \(list(offsets)),\n")
    if let activeMarkers {
      let ids = activeMarkers.map { $0.map(JSONString.quoted) ?? "null" }
      output.write(" \"activeMarker\": [" + ids.joined(separator: ", ") + "],\n")
    }
    output.write(" \"elements\": [")
    for (position, index) in elements.enumerated() {
      let track = table.tracks[index]
      output.write(position == 0 ? "\n  " : ",\n  ")
      output.write(
        "{\"id\": \(JSONString.quoted(track.id)), \"type\": \(JSONString.quoted(track.kind.rawValue)), "
          + "\"x\": \(list(offsets.lazy.map { track.x - $0 })), \"width\": \(number(track.width)), "
          + "\"y\": \(number(y(of: index))), \"height\": \(number(track.height.value(at: 0)))"
          + effects(of: track) + "}")
    }
    output.write(elements.isEmpty ? "]}\n" : "\n ]}\n")
  }

  /// The width of what scrolls: its padding, children and spacing.
  private var contentWidth: Double {
    guard case .block(let block) = table.tracks[carousel.track].node,
      case .carousel(let model) = block.kind
    else { return 0 }
    return model.contentWidth
  }

  /// `, "effects": {...}` with the element's `x` effects, which follow the
  /// carousel's offset, at each offset; nothing without any.
  private func effects(of track: ElementTrack) -> String {
    EffectsJSON.member(
      track.effects.filter { $0.scroller == scroller.id }, samples: offsets.count,
      offset: { offsets[$1] })
  }

  public func csv(into output: inout some TextOutputStream) {
    let markers = activeMarkers
    output.write("offset," + (markers == nil ? "" : "activeMarker,") + "id,x,y,width,height\n")
    let fixed = elements.map { index in
      (
        id: table.tracks[index].id, x: table.tracks[index].x, y: y(of: index),
        width: table.tracks[index].width, height: table.tracks[index].height.value(at: 0)
      )
    }
    for (index, offset) in offsets.enumerated() {
      // Ids hold letters, digits, "-" and "_" only, so need no quoting.
      let prefix =
        number(offset) + "," + (markers.map { ($0[index] ?? "") + "," } ?? "")
      for element in fixed {
        output.write(
          prefix + element.id + "," + number(element.x - offset) + "," + number(element.y) + ","
            + number(element.width) + "," + number(element.height) + "\n")
      }
    }
  }
}
