import StickyCore

/// A carousel's own path (SPEC section 15) at the times `frames --path`
/// prints: its offset `x_k`, played with the carousel's rules (on one that
/// snaps, glides after its lifts), where it rests, and its active marker.
struct CarouselSamples {
  var id: ScrollerID
  var offsets: [Double]
  /// Where it rests at each time, as the content's `snapTargets`; nil
  /// unless it snaps.
  var snapTargets: [String?]?
  /// The child whose marker is active at each time; nil without markers.
  var activeMarkers: [String?]?

  /// Nil where `table` has no such carousel.
  init?(_ path: ScenePath.CarouselPath, of table: Scene, at times: [Double]) {
    guard let carousel = table.carousel(path.carousel) else { return nil }
    let replay = PathReplay(path: path.path, rules: table.scrollers[carousel.scroller].rules)
    let moments = times.map(replay.moment(at:))
    id = path.carousel
    offsets = moments.map(\.state.offset)
    if replay.glides { snapTargets = moments.map(\.target) }
    if carousel.markers != nil {
      activeMarkers = offsets.map { carousel.activeTarget(at: $0).map { table.tracks[$0].id } }
    }
  }

  /// Its member of the JSON's `"carousels"`.
  func json(number: (Double) -> String) -> String {
    func ids(_ values: [String?]) -> String {
      "[" + values.map { $0.map(JSONString.quoted) ?? "null" }.joined(separator: ", ") + "]"
    }
    return "{\"id\": \(JSONString.quoted(id.rawValue)), "
      + "\"offsets\": [" + offsets.map(number).joined(separator: ", ") + "]"
      + (snapTargets.map { ", \"snapTargets\": " + ids($0) } ?? "")
      + (activeMarkers.map { ", \"activeMarker\": " + ids($0) } ?? "") + "}"
  }

  /// Its columns of the CSV's header: `ID.offset`, and `ID.snapTarget` and
  /// `ID.activeMarker` where it has them, each with its comma.
  var csvColumns: String {
    let name = id.rawValue
    return "\(name).offset," + (snapTargets == nil ? "" : "\(name).snapTarget,")
      + (activeMarkers == nil ? "" : "\(name).activeMarker,")
  }

  /// Its fields of the CSV line of sample `index`, each with its comma; an
  /// empty field for null.
  func appendCSV(sample index: Int, to text: TextBytes) {
    let comma = UInt8(ascii: ",")
    NumberFormat.append(offsets[index], to: text)
    text.append(byte: comma)
    for column in [snapTargets, activeMarkers] {
      guard let column else { continue }
      if let id = column[index] { text.append(id) }
      text.append(byte: comma)
    }
  }
}
