/// The page's rule for the status bar's and the home indicator's ink: the ink
/// of what lies topmost under a line of the screen at a moment, found from the
/// elements' tracks as the page finds it from the same tracks (`inks.js`).
/// What paints the screen is every element with a background, each list
/// through the row under the line, and each pinned row, ranked by layer and
/// then by order; where none is, the screen's background. A surface's ink
/// follows its colour effects (`InkTrack`). The page data says which elements
/// paint, and their inks, by `ink(of:effects:over:accent:)`.
public struct SurfaceInk: Sendable {
  /// An element as the rule sees it: what it is, its layer, and its top and
  /// height as functions of one parameter, the offset or a drawing's
  /// timeline parameter, which the moments of `className` are values of.
  public struct Element: Sendable {
    public var node: ElementNode
    public var layer: ElementLayer
    /// Its effects, whose colours paint it instead of its own.
    public var effects: [EffectTrack]
    /// What shows through a translucent colour of it (`Scene.under`); nil:
    /// the screen's background.
    public var under: Color?
    public var y: PiecewiseLinear
    public var height: PiecewiseLinear
    /// A list's rows: which are pinned and where each lies in the list, the
    /// top of the rows, and the top of each pinned row in the order of
    /// `tracks.pins` (nil for one never on screen, which is never under a
    /// line of it).
    public var rows: (tracks: RowTracks, origin: PiecewiseLinear, pins: [PiecewiseLinear?])?

    public init(
      node: ElementNode, layer: ElementLayer, effects: [EffectTrack], under: Color? = nil,
      y: PiecewiseLinear, height: PiecewiseLinear,
      rows: (tracks: RowTracks, origin: PiecewiseLinear, pins: [PiecewiseLinear?])?
    ) {
      self.node = node
      self.layer = layer
      self.effects = effects
      self.under = under
      self.y = y
      self.height = height
      self.rows = rows
    }
  }

  private struct Surface: Sendable {
    var y: PiecewiseLinear
    var height: PiecewiseLinear
    var ink: InkTrack
    var rows: (tracks: RowTracks, origin: PiecewiseLinear, list: RowList)?
    var rank: Int

    /// Whether the surface lies across `line` at some value of the parameter
    /// within `range`. Between two breakpoints of either track the top and
    /// the bottom are linear, so their extremes are at those ends.
    func crosses(_ line: Double, over range: ClosedRange<Double>) -> Bool {
      var parameters = [range.lowerBound, range.upperBound]
      parameters += (Array(y.breakpoints) + Array(height.breakpoints)).filter {
        range.contains($0)
      }
      let tops = parameters.map(y.value(at:))
      let bottoms = parameters.map { y.value(at: $0) + height.value(at: $0) }
      return tops.min()! <= line && bottoms.max()! >= line
    }
  }

  private var surfaces: [Surface] = []
  private var screen: Color?
  private var accent: Color
  /// How many elements have been added: the next one's place in the order.
  private var added = 0
  /// The only lines asked about, and the parameter's range, when known: a
  /// surface across none of them is not kept (a long screen drawn along a
  /// path kept every box of it, 55 MB).
  private var lines: (lines: [Double], range: ClosedRange<Double>)?

  /// The rule before any element is added: the screen's background alone.
  /// With `lines`, only those lines are asked about, at values of the
  /// parameter within `range`.
  public init(
    background: Color?, accent: Color = Palette.accent, lines: [Double]? = nil,
    over range: ClosedRange<Double> = 0...0
  ) {
    screen = background
    self.accent = accent
    self.lines = lines.map { ($0, range) }
  }

  private mutating func keep(_ surface: Surface) {
    if let lines, !lines.lines.contains(where: { surface.crosses($0, over: lines.range) }) {
      return
    }
    surfaces.append(surface)
  }

  /// Adds the next element of the screen, in the frame table's order; only
  /// what paints is kept, so a drawing need not hold every element's tracks.
  public mutating func add(_ element: Element) {
    let pinRank = ElementLayer.sticky.rawValue
    let index = added
    added += 1
    let rank = element.layer.rawValue * 1_000_000 + index
    if case .block(let block) = element.node, case .list(let list) = block.kind,
      let rows = element.rows
    {
      keep(
        Surface(
          y: element.y, height: element.height, ink: .constant(.theme),
          rows: (rows.tracks, rows.origin, list), rank: rank))
      // A pinned row never on screen is never under a line of it.
      for (pin, y) in zip(rows.tracks.pins, rows.pins) {
        guard let y else { continue }
        keep(
          Surface(
            y: y, height: .constant(rows.tracks.geometry.rowHeight(pin.index)),
            ink: .constant(.theme), rows: nil,
            rank: max(element.layer.rawValue, pinRank) * 1_000_000 + 500_000 + surfaces.count))
      }
    } else if let ink = Self.ink(
      of: element.node, effects: element.effects, over: element.under ?? screen, accent: accent)
    {
      keep(
        Surface(y: element.y, height: element.height, ink: ink, rows: nil, rank: rank))
    }
  }

  /// The ink on an element that paints the screen as its colour effects
  /// change it, over `screen` (nil: the theme's), where buttons without a
  /// colour are `accent`: an image is under white ink (`InkTrack.text`), a
  /// button's fill is `Ink.button`'s. Nil for one that does not paint; a
  /// list paints through its rows instead.
  public static func ink(
    of node: ElementNode, effects: [EffectTrack], over screen: Color?, accent: Color
  ) -> InkTrack? {
    let effect = effects.first { $0.effect.part == .self && $0.effect.property == .color }
    func on(_ color: Color?) -> InkTrack { InkTrack(on: color, effect: effect, over: screen) }
    switch node {
    case .bar(let bar): return on(bar.color)
    case .scroll(let scroll): return on(scroll.background)
    case .header(let header):
      return header.image != nil || (header.color == nil && effect == nil)
        ? .constant(.light) : on(header.color)
    case .block(let block):
      switch block.kind {
      case .box(let box): return box.image != nil ? .constant(.light) : on(box.color)
      case .button(let button):
        return effect == nil ? .constant(Ink.button(button.color ?? accent).ink) : on(button.color)
      case .stack(let stack): return stack.color == nil && effect == nil ? nil : on(stack.color)
      case .carousel(let carousel):
        return carousel.color == nil && effect == nil ? nil : on(carousel.color)
      case .text, .spacer, .list: return nil
      }
    case .row: return nil
    }
  }

  /// The surfaces that lie across line `line` at some value of the parameter
  /// within `range`: a path asks for the ink many times, and most elements of
  /// a long screen never pass the status bar or the home indicator along it.
  public func restricted(to line: Double, over range: ClosedRange<Double>) -> SurfaceInk {
    var result = self
    result.surfaces = surfaces.filter { $0.crosses(line, over: range) }
    return result
  }

  /// The class of the ink on line `line` of the screen where the parameter
  /// is `parameter`.
  public func className(line: Double, at parameter: Double) -> String {
    var top: (rank: Int, ink: TextInk)?
    for surface in surfaces {
      if let top, top.rank > surface.rank { continue }
      let y = surface.y.value(at: parameter)
      guard y <= line, line <= y + surface.height.value(at: parameter) else { continue }
      var ink = surface.ink.ink(at: parameter)
      if let (tracks, origin, list) = surface.rows {
        guard let index = tracks.geometry.row(at: line - origin.value(at: parameter)),
          tracks.pinPosition(of: index) == nil
        else { continue }
        let color = index % 2 == 1 ? (list.altColor ?? list.color) : list.color
        ink = TextInk(on: color, over: screen)
      }
      top = (surface.rank, ink)
    }
    return (top?.ink ?? TextInk(on: screen)).className
  }
}
