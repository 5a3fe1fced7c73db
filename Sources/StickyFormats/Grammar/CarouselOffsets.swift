import StickyCore

/// The carousels' own offsets `x_k` that `snapshot`, `film` and `animate`
/// draw at (SPEC section 15), one `ID=X` per `--carousel`: `cards=120`. A
/// carousel not named is at 0.
public struct CarouselOffsets: Equatable, Sendable {
  public var offsets: [ScrollerID: Double]
  /// Each offset's item as written, which errors quote.
  var written: [ScrollerID: String] = [:]

  public init(_ offsets: [ScrollerID: Double] = [:]) { self.offsets = offsets }

  /// Each of `items` as `ID=X`, an id and a number within `OffsetLimit`;
  /// no carousel twice.
  public init(parsing items: [String]) throws(CarouselOffsetError) {
    offsets = [:]
    for item in items {
      let trimmed = item[...].trimmingSpaces
      guard let equals = trimmed.firstIndex(of: "="),
        PropertyKind.isValidID(String(trimmed[..<equals]))
      else { throw .malformed(item) }
      let id = ScrollerID(String(trimmed[..<equals]))
      let text = trimmed[trimmed.index(after: equals)...].trimmingSpaces
      guard let value = NumberText.parse(text), value.isFinite else {
        throw .notANumber(item)
      }
      guard OffsetLimit.admits(value) else { throw .outOfRange(item) }
      guard offsets.updateValue(value, forKey: id) == nil else {
        throw .repeated(item, id: id.rawValue)
      }
      written[id] = item
    }
  }

  /// Throws unless every carousel named is one of `scene`'s.
  public func check(on scene: Scene) throws(CarouselOffsetError) {
    for id in offsets.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
      _ = try Self.carousel(id.rawValue, on: scene, item: written[id] ?? id.rawValue)
    }
  }

  /// The carousel `id` of `scene`; an error naming it where the screen has
  /// no element of that id, or where the element is not a carousel. `item`
  /// is what the id was read from.
  public static func carousel(_ id: String, on scene: Scene, item: String? = nil)
    throws(CarouselOffsetError) -> CarouselTracks
  {
    if let carousel = scene.carousel(ScrollerID(id)) { return carousel }
    if let index = scene.trackIndex(of: id) {
      throw .notACarousel(item ?? id, id: id, kind: scene.tracks[index].kind.rawValue)
    }
    let ids = scene.carousels.map { scene.tracks[$0.track].id }
    throw .unknownCarousel(
      item ?? id, id: id, suggestion: NameSuggestion.closest(to: id, in: ids))
  }
}

/// Why a carousel's offset on the command line cannot be used; each case
/// holds the item that says it first.
public enum CarouselOffsetError: Error, Equatable, CustomStringConvertible {
  /// Not an id, `=` and a value.
  case malformed(String)
  case notANumber(String)
  case outOfRange(String)
  /// A carousel given a second offset.
  case repeated(String, id: String)
  case unknownCarousel(String, id: String, suggestion: String?)
  /// The id is an element's, of this kind, but not a carousel's.
  case notACarousel(String, id: String, kind: String)

  /// The item as written.
  public var item: String {
    switch self {
    case .malformed(let item), .notANumber(let item), .outOfRange(let item),
      .repeated(let item, _), .unknownCarousel(let item, _, _), .notACarousel(let item, _, _):
      item
    }
  }

  public var description: String {
    switch self {
    case .malformed: "expected ID=X, a carousel's id and its offset"
    case .notANumber: "its offset is not a number"
    case .outOfRange: "expected an offset from \(OffsetLimit.range)"
    case .repeated(_, let id): "carousel '\(id)' is given more than one offset"
    case .unknownCarousel(_, let id, let suggestion):
      "the screen has no carousel '\(id)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
    case .notACarousel(_, let id, let kind): "'\(id)' is a \(kind), not a carousel"
    }
  }
}
