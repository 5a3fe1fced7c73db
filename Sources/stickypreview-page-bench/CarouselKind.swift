/// The carousels of the benchmark's feed (`carouselLayout`), four kinds in
/// turn: a shelf of apps that snap at their start (`proximity`); a pager of
/// photos a screen wide that pages, with markers; a row whose centred card
/// grows (each card's scale on a `view` timeline along x, `mandatory`); and
/// a shelf of wide cards with markers whose first card fades as the shelf
/// scrolls (a `scroll` timeline along x).
enum CarouselKind: CaseIterable {
  case shelf, pager, growing, fading

  /// The kind of the feed's carousel `k`.
  init(_ k: Int) { self = Self.allCases[k % Self.allCases.count] }

  static let colors = ["#1e6fd9", "#e2543b", "#2a9d6f", "#8a4fd1", "#d99a1e", "#2b8fb3"]

  /// The id of the feed's carousel `k`, of this kind.
  func id(_ k: Int) -> String { "\(self)-\(k)" }

  /// The id of the feed's carousel of this kind in the turn of four from `k`
  /// down to a multiple of four.
  func id(near k: Int) -> String {
    id(k - k % Self.allCases.count + Self.allCases.firstIndex(of: self)!)
  }

  var name: String {
    switch self {
    case .shelf: "Apps"
    case .pager: "Photos"
    case .growing: "Featured"
    case .fading: "Stories"
    }
  }

  var height: Int {
    switch self {
    case .shelf: 200
    case .pager: 260
    case .growing: 300
    case .fading: 220
    }
  }

  var cardWidth: Double {
    switch self {
    case .shelf: 150
    case .pager: 393
    case .growing: 240
    case .fading: 280
    }
  }

  var padding: String {
    switch self {
    case .shelf, .fading: "0 20"
    case .pager: "0 0 24 0"
    case .growing: "10 76.5"
    }
  }

  var spacing: Int {
    switch self {
    case .shelf, .fading: 12
    case .pager: 0
    case .growing: 16
    }
  }

  var snapType: String {
    switch self {
    case .shelf: "proximity"
    case .pager: "page"
    case .growing, .fading: "mandatory"
    }
  }

  var align: String {
    switch self {
    case .shelf, .fading: "start"
    case .pager, .growing: "center"
    }
  }

  var markers: Bool { self == .pager || self == .fading }

  /// The effects along x of card `i`.
  func effects(card i: Int) -> [String] {
    switch self {
    case .shelf, .pager: []
    case .growing:
      [
        #"{"type": "effect", "property": "scale", "timeline": "view", "axis": "x", "range": "cover 0% cover 100%", "values": [0.8, 1, 0.8]}"#
      ]
    case .fading:
      i == 0
        ? [
          #"{"type": "effect", "property": "opacity", "axis": "x", "range": "0 300", "values": [1, 0.4]}"#
        ] : []
    }
  }
}
