import StickyCore

/// Why an `animate --path` value cannot be read, or cannot be played on the
/// screen it is given with; the text follows "is invalid for '--path <path>':
/// ". Items are counted from 1, as the user sees them.
public enum ScrollPathError: Error, Equatable, CustomStringConvertible {
  case emptyItem(Int)
  /// An item is not `OFFSET@SECONDS`.
  case malformedItem(Int, String)
  /// A part of an item is not a finite number as JSON writes it.
  case notANumber(Int, String)
  case negativeTime(Int, String)
  /// An item's time is past `ScrollLimits.maximumSeconds`.
  case timeTooLate(Int, String)
  /// An item's offset is past `OffsetLimit.maximum` either way.
  case offsetTooFar(Int, String)
  /// What follows an item's `!` is neither nothing nor a signed travel.
  case malformedLift(Int, String)
  /// An item's travel is past `OffsetLimit.maximum` either way.
  case travelTooFar(Int, String)
  /// An item gives the momentum's travel, but the screen does not snap.
  case travelWithoutSnap(Int, String)
  /// An item's time is not after the time of the item before it.
  case timeNotIncreasing(Int, String)
  case tooFewPoints
  /// A segment after the content's path is not `CAROUSEL:PATH`.
  case malformedSegment(Int, String)
  /// Two segments move the same carousel.
  case repeatedCarousel(String)
  /// A segment names a carousel the screen does not have.
  case unknownCarousel(String)
  /// An item of a carousel's path gives the momentum's travel, but the
  /// carousel does not snap.
  case carouselTravelWithoutSnap(Int, String)
  /// What is wrong in the path of the carousel with that id.
  indirect case inCarousel(String, ScrollPathError)
  /// The path has more than `ScrollLimits.maximumPathPoints` points.
  case tooManyPoints

  public var description: String {
    switch self {
    case .emptyItem(let item): "item \(item) is empty"
    case .malformedItem(let item, let text):
      "item \(item) '\(text)' is not OFFSET@SECONDS or OFFSET@SECONDS!"
    case .notANumber(let item, let text): "item \(item): '\(text)' is not a finite number"
    case .negativeTime(let item, let text): "item \(item) '\(text)' has a negative time"
    case .timeTooLate(let item, let text):
      "item \(item) '\(text)' is later than \(NumberFormat.exact(ScrollLimits.maximumSeconds)) "
        + "seconds, the longest a path may last"
    case .offsetTooFar(let item, let text):
      "item \(item) '\(text)' has an offset beyond \(OffsetLimit.range)"
    case .malformedLift(let item, let text):
      "item \(item) '\(text)': after ! comes nothing, or + or - and the momentum's travel "
        + "(800@1.2!+300)"
    case .travelTooFar(let item, let text):
      "item \(item) '\(text)' has a travel beyond \(OffsetLimit.range)"
    case .travelWithoutSnap(let item, let text):
      "item \(item) '\(text)' gives the momentum's travel, which only a screen that snaps "
        + "reads (a scroll with snapType, blocks with snapAlign)"
    case .timeNotIncreasing(let item, let text):
      "item \(item) '\(text)' does not come after the item before it"
    case .malformedSegment(let segment, let text):
      "segment \(segment) '\(text)' is not CAROUSEL:PATH, a carousel's id and its own path "
        + "(cards:0@1.2,600@1.8)"
    case .repeatedCarousel(let id): "carousel '\(id)' has more than one path"
    case .unknownCarousel(let id): "the screen has no carousel '\(id)'"
    case .carouselTravelWithoutSnap(let item, let text):
      "item \(item) '\(text)' gives the momentum's travel, which only a carousel that snaps "
        + "reads (a carousel with snapType, items with snapAlign)"
    case .inCarousel(let id, let error): "carousel '\(id)': \(error)"
    case .tooFewPoints: "a path needs at least two points, such as 0@0,400@1"
    case .tooManyPoints: "a path has at most \(ScrollLimits.maximumPathPoints) points"
    }
  }
}
