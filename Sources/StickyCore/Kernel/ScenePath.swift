/// A scripted scroll of a whole screen (SPEC section 15): the content's path,
/// then the own paths of some carousels, each along its carousel's offset
/// `x_k` on the same clock, as `0@0,400@1;cards:0@1.2,600@1.8!+200` writes it.
public struct ScenePath: Hashable, Sendable {
  /// A carousel's own path.
  public struct CarouselPath: Hashable, Sendable {
    public var carousel: ScrollerID
    public var path: ScrollPath

    public init(carousel: ScrollerID, path: ScrollPath) {
      self.carousel = carousel
      self.path = path
    }
  }

  public var content: ScrollPath
  /// At most one per carousel, in the order written.
  public var carousels: [CarouselPath]

  public init(content: ScrollPath, carousels: [CarouselPath] = []) {
    precondition(
      Set(carousels.map(\.carousel)).count == carousels.count,
      "a scene path moves each carousel once")
    self.content = content
    self.carousels = carousels
  }

  /// When the last of its paths ends.
  public var duration: Double {
    carousels.reduce(content.duration) { max($0, $1.path.duration) }
  }

  /// The path in the grammar `frames --path` reads.
  public var text: String {
    ([content.text] + carousels.map { "\($0.carousel.rawValue):\($0.path.text)" })
      .joined(separator: ";")
  }
}
