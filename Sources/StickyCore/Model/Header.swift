/// The header at the top of the content: it can stretch when pulled past the top,
/// collapse to a smaller height and stay pinned.
public struct Header: Hashable, Sendable {
  public var id: String
  public var height: Double
  public var collapsedHeight: Double
  public var pinned: Bool
  public var stretch: Bool
  /// Scrolls away and returns as soon as the content scrolls back (SPEC section 12).
  public var floating: Bool
  /// Whether a partly hidden floating header completes its way when the finger lifts.
  public var snap: Bool
  /// How it snaps, where it does.
  public var snapStyle: SnapStyle
  public var title: String?
  public var subtitle: String?
  /// Where the titles sit across the header; nil for the platform's way
  /// (`TitleAlignment.platform`).
  public var titleAlignment: TitleAlignment?
  public var color: Color?
  public var image: String?
  public var imageMode: ImageMode
  /// With `parallax`, the share of the collapse the image does not follow.
  public var parallax: Double
  /// Scroll-driven properties of the header or its parts.
  public var effects: [Effect]
  /// Where the content may rest against the header's place at rest (SPEC
  /// section 14): `start` lets it rest fully open, as Android's app bar
  /// with `snap`.
  public var restingSnap: BlockSnap

  public init(
    id: String, height: Double, collapsedHeight: Double? = nil, pinned: Bool, stretch: Bool,
    floating: Bool = false, snap: Bool = false, snapStyle: SnapStyle = .standard,
    title: String? = nil, subtitle: String? = nil, titleAlignment: TitleAlignment? = nil,
    color: Color? = nil,
    image: String? = nil, imageMode: ImageMode = .cover, parallax: Double = 0.5,
    effects: [Effect] = [], restingSnap: BlockSnap = .none
  ) {
    self.id = id
    self.height = height
    self.collapsedHeight = collapsedHeight ?? height
    self.pinned = pinned
    self.stretch = stretch
    self.floating = floating
    self.snap = snap
    self.snapStyle = snapStyle
    self.title = title
    self.subtitle = subtitle
    self.titleAlignment = titleAlignment
    self.color = color
    self.image = image
    self.imageMode = imageMode
    self.parallax = parallax
    self.effects = effects
    self.restingSnap = restingSnap
  }
}
