import StickyCore

/// How strictly the content snaps (`SnapType`), on a page whose screen snaps.
enum PageSnapType: String, PageEnumeration {
  case proximity
  case mandatory

  /// Nil for `none`: such a page carries no rule.
  init?(_ type: SnapType) {
    switch type {
    case .none: return nil
    case .proximity: self = .proximity
    case .mandatory: self = .mandatory
    }
  }
}
