import StickyCore

/// The checks of SPEC section 14: what may snap, and where.
extension ScreenBuilder {
  /// The scroll's snap type and glide; a glide given without a type is reported.
  mutating func scrollSnap(_ properties: CheckedProperties) -> ScrollSnap {
    let snap = ScrollSnap(
      type: SnapType(rawValue: properties.text(orDefault: "snapType")) ?? .none,
      duration: properties.number(orDefault: "snapDuration"),
      easing: properties.easing(orDefault: "snapEasing"))
    if snap.type == .none { reportGlide(properties, as: LayoutError.snapWithoutType) }
    return snap
  }

  /// Reports the glide (`snapDuration`, `snapEasing`) written where nothing
  /// snaps: on the scroll, or on a carousel.
  mutating func reportGlide(_ properties: CheckedProperties, as error: (String) -> LayoutError) {
    for name in ["snapDuration", "snapEasing"] {
      if let location = properties.location(name) { report(error(name), at: location) }
    }
  }

  /// A block's `snapAlign` and `snapStop` as written; a stop without an
  /// alignment is reported.
  mutating func writtenSnap(_ properties: CheckedProperties) -> BlockSnap {
    let snap = BlockSnap(
      align: properties.text("snapAlign").flatMap(SnapAlign.init) ?? .none,
      stop: properties.text("snapStop").flatMap(SnapStop.init) ?? .normal)
    if let location = properties.location("snapStop"), !snap.snaps {
      report(.snapStopWithoutAlign, at: location)
    }
    return snap
  }

  /// How a block snaps, reporting what section 14 forbids: a sticky block
  /// that snaps; a block that snaps inside a sticky or a snapping one;
  /// snapping where the scroll has no type; and what section 15 does, a
  /// block that snaps inside a carousel's child (`carousel`).
  mutating func blockSnap(
    _ properties: CheckedProperties, of id: String, sticky: StickyEdge, stickyAncestor: String?,
    snapAncestor: String?, carousel: String? = nil
  ) -> BlockSnap {
    let snap = writtenSnap(properties)
    guard snap.snaps, let location = properties.location("snapAlign") else { return snap }
    if let carousel {
      report(.snapInsideCarousel(inner: id, carousel: carousel), at: location)
    } else if contentSnap == .none {
      report(.snapWithoutType("snapAlign"), at: location)
    } else if sticky != .none {
      report(.stickySnaps(id), at: location)
    } else if let stickyAncestor {
      report(.nestedSnap(inner: id, outer: stickyAncestor, outerSticky: true), at: location)
    } else if let snapAncestor {
      report(.nestedSnap(inner: id, outer: snapAncestor, outerSticky: false), at: location)
    }
    return snap
  }

  /// A list whose rows snap may pin none of them: a pinned row is sticky.
  mutating func checkPinnedRows(of list: RowList, id: String, _ properties: CheckedProperties) {
    guard contentSnap != .none, let pin = list.pins.first,
      let location = properties.location("snapAlign")
    else { return }
    report(.stickySnaps(RowID(list: id, index: pin.index).description), at: location)
  }
}
