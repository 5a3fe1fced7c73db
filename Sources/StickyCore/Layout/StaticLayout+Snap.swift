extension StaticLayout {
  /// The blocks that snap, and the lists whose rows do, in document order.
  var snapAreas: [SnapArea] {
    elements.compactMap { element in
      guard case .block(let block) = element.node, block.snap.snaps else { return nil }
      let items: SnapArea.Items =
        element.rows.map { .rows($0, top: element.top) }
        ?? .block(id: element.id, top: element.top, height: element.height)
      return SnapArea(items: items, align: block.snap.align, stop: block.snap.stop)
    }
  }
}
