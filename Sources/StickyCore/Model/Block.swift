/// An element of the scrolling content, laid out top to bottom in its container.
public struct Block: Hashable, Sendable {
  public var id: String
  public var sticky: StickyEdge
  public var kind: Kind
  /// Scroll-driven properties of the block or its parts.
  public var effects: [Effect]
  /// Where the content may rest against it; on a list, against each row.
  public var snap: BlockSnap

  public init(
    id: String, sticky: StickyEdge, kind: Kind, effects: [Effect] = [], snap: BlockSnap = .none
  ) {
    self.id = id
    self.sticky = sticky
    self.kind = kind
    self.effects = effects
    self.snap = snap
  }

  public enum Kind: Hashable, Sendable {
    case stack(Stack)
    case box(Box)
    case text(Text)
    case button(Button)
    case spacer(Spacer)
    case list(RowList)
    /// A row that scrolls sideways (SPEC section 15).
    case carousel(Carousel)
  }

  public var elementKind: ElementKind {
    switch kind {
    case .stack: .stack
    case .box: .box
    case .text: .text
    case .button: .button
    case .spacer: .spacer
    case .list: .list
    case .carousel: .carousel
    }
  }

  /// Blocks nested directly inside this one: a stack's children, a
  /// carousel's items.
  public var children: [Block] {
    switch kind {
    case .stack(let stack): stack.children
    case .carousel(let carousel): carousel.items.map(\.block)
    default: []
    }
  }

  /// The colour a stack or a carousel paints behind the blocks it holds.
  public var containerColor: Color? {
    switch kind {
    case .stack(let stack): stack.color
    case .carousel(let carousel): carousel.color
    default: nil
    }
  }

  public struct Stack: Hashable, Sendable {
    public var padding: EdgeInsets
    public var spacing: Double
    public var color: Color?
    public var children: [Block]

    public init(
      padding: EdgeInsets, spacing: Double, color: Color? = nil,
      children: [Block] = []
    ) {
      self.padding = padding
      self.spacing = spacing
      self.color = color
      self.children = children
    }
  }

  public struct Box: Hashable, Sendable {
    public var height: Double
    public var label: String?
    public var detail: String?
    public var color: Color?
    public var image: String?

    public init(
      height: Double, label: String? = nil, detail: String? = nil, color: Color? = nil,
      image: String? = nil
    ) {
      self.height = height
      self.label = label
      self.detail = detail
      self.color = color
      self.image = image
    }
  }

  public struct Text: Hashable, Sendable {
    public var text: String
    public var lines: Int
    public var lineHeight: Double
    public var height: Double

    public init(
      text: String, lines: Int, lineHeight: Double,
      height: Double? = nil
    ) {
      self.text = text
      self.lines = lines
      self.lineHeight = lineHeight
      self.height = height ?? Double(lines) * lineHeight
    }
  }

  public struct Button: Hashable, Sendable {
    public var label: String
    public var height: Double
    public var color: Color?

    public init(label: String, height: Double, color: Color? = nil) {
      self.label = label
      self.height = height
      self.color = color
    }
  }

  public struct Spacer: Hashable, Sendable {
    public var min: Double

    public init(min: Double) {
      self.min = min
    }
  }
}
