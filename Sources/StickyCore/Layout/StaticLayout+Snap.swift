extension StaticLayout {
  /// The header and the blocks that snap, and the lists whose rows do, in
  /// document order.
  var snapAreas: [SnapArea] {
    elements.compactMap { element in
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
}
