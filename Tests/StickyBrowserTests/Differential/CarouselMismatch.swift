import StickyCore
import StickyNativeHTML

/// One disagreement between the core and Chromium's nested scrollers.
enum CarouselMismatch: CustomStringConvertible {
  /// A scroller's range: the content's `maxOffset` or a carousel's `maxX`.
  case range(scroller: ScrollerID, core: Double, chromium: Double)
  /// A box, an effect's value or a scroller's offset, read from the copy
  /// scrolled to `pair`; the mismatch's offset is the one its value is a
  /// function of: the content's, or for an effect its carousel's.
  case read(ScrollOffsets, Mismatch)
  /// The carousel's active marker: the core's target, and the items whose
  /// `::scroll-marker` Chromium matched with `:target-current`.
  case marker(ScrollOffsets, carousel: ScrollerID, core: String?, chromium: [String])
  /// A landing of the carousel's snap.
  case snap(carousel: ScrollerID, SnapMismatch)

  var description: String {
    switch self {
    case .range(let scroller, let core, let chromium):
      "\(scroller) range: core \(cssNumber(core)) chromium \(cssNumber(chromium))"
    case .read(let pair, let mismatch): "\(Self.text(pair)): \(mismatch)"
    case .marker(let pair, let carousel, let core, let chromium):
      "\(Self.text(pair)): \(carousel) active marker core \(core ?? "none") chromium "
        + (chromium.isEmpty ? "none" : chromium.joined(separator: " and "))
    case .snap(let carousel, let mismatch): "\(carousel) \(mismatch)"
    }
  }

  /// The carousels' offsets of a pair, in the order of their ids.
  static func text(_ pair: ScrollOffsets) -> String {
    "at "
      + pair.carousels.sorted { $0.key.rawValue < $1.key.rawValue }.map {
        "\($0.key) \(cssNumber($0.value))"
      }.joined(separator: ", ")
  }
}
