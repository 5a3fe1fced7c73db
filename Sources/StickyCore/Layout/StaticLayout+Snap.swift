extension StaticLayout {
  /// The header and the blocks of the content that snap, and the lists whose
  /// rows do, in document order; a carousel's items snap along its own
  /// offset instead (`snapAreas(ofCarousel:)`).
  var snapAreas: [SnapArea] {
    elements.compactMap { element in
      guard element.carousel == nil else { return nil }
      let snap: BlockSnap
      switch element.node {
      case .block(let block): snap = block.snap
      case .header(let header): snap = header.restingSnap
      default: return nil
      }
      guard snap.snaps else { return nil }
      let items: SnapArea.Items =
        element.rows.map { .rows($0, top: element.top) }
        ?? .block(id: element.id, top: element.top, height: element.height)
      return SnapArea(items: items, align: snap.align, stop: snap.stop)
    }
  }

  /// The items of `carousel` that snap, in order, along its offset: each
  /// one's start is its x from the carousel's left edge at offset 0, its
  /// length its width.
  static func snapAreas(of carousel: Carousel) -> [SnapArea] {
    zip(carousel.items, carousel.itemStarts).compactMap { item, start in
      guard item.block.snap.snaps else { return nil }
      return SnapArea(
        items: .block(id: item.block.id, top: start, height: item.width),
        align: item.block.snap.align, stop: item.block.snap.stop)
    }
  }
}
