import StickyCore

extension ScenePath {
  /// The content's path (`ScrollPath(parsing:)`), then `;` and a carousel's
  /// own path after its id, as often as there are carousels to move:
  /// `0@0,400@1;cards:0@1.2,600@1.8!+200`.
  public init(parsing text: String) throws(ScrollPathError) {
    let segments = text.split(separator: ";", omittingEmptySubsequences: false)
    let content = try ScrollPath(parsing: String(segments[0]))
    var carousels: [CarouselPath] = []
    for (index, segment) in segments.enumerated().dropFirst() {
      let trimmed = segment.filter { $0 != " " }
      guard let colon = trimmed.firstIndex(of: ":"),
        PropertyKind.isValidID(String(trimmed[..<colon]))
      else { throw .malformedSegment(index + 1, String(segment)) }
      let id = String(trimmed[..<colon])
      if carousels.contains(where: { $0.carousel.rawValue == id }) {
        throw .repeatedCarousel(id)
      }
      do throws(ScrollPathError) {
        let path = try ScrollPath(parsing: String(trimmed[trimmed.index(after: colon)...]))
        carousels.append(CarouselPath(carousel: ScrollerID(id), path: path))
      } catch {
        throw .inCarousel(id, error)
      }
    }
    self.init(content: content, carousels: carousels)
  }

  /// Throws when the path moves a carousel the screen does not have, or when
  /// a lift gives the momentum's travel to a scroller that does not snap;
  /// `text` is what the path was read from.
  public func check(on scene: Scene, text: String) throws(ScrollPathError) {
    let segments = text.split(separator: ";", omittingEmptySubsequences: false)
    try content.checkTravels(snaps: scene.snap.snaps, text: String(segments[0]))
    for (index, carousel) in carousels.enumerated() {
      guard let scroller = scene.scrollers.first(where: { $0.id == carousel.carousel }) else {
        throw .unknownCarousel(carousel.carousel.rawValue)
      }
      let written = segments[index + 1].drop { $0 != ":" }.dropFirst()
      do throws(ScrollPathError) {
        try carousel.path.checkTravels(snaps: scroller.rules.snap.snaps, text: String(written))
      } catch {
        guard case .travelWithoutSnap(let item, let written) = error else { throw error }
        throw .inCarousel(carousel.carousel.rawValue, .carouselTravelWithoutSnap(item, written))
      }
    }
  }
}
