import StickyCore

/// How an element follows the offset (`ElementRide`), so that the page
/// classifies nothing: it moves the riders of the content in one layer and
/// writes the others per step.
enum PageRide: String, PageEnumeration {
  /// `y = c - o` with a fixed height; the element gives `c`.
  case content
  case still
  /// Its `y` changes some other way; its height stays.
  case moves
  case resizes

  init(_ ride: ElementRide) {
    switch ride {
    case .content: self = .content
    case .still: self = .still
    case .moves: self = .moves
    case .resizes: self = .resizes
    }
  }
}
