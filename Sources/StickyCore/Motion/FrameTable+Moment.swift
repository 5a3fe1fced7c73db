/// The frames of one moment of a path: the offset, and the bars, floating
/// header and pin lines as SPEC section 12 moves them.
public struct FrameMoment: Sendable {
  public var state: ScrollState
  let parts: ShownParts<Double>
}

extension FrameTable {
  public func moment(_ state: ScrollState) -> FrameMoment {
    let hidden = state.hidden
    return FrameMoment(
      state: state,
      parts: hiding.shown(
        offset: state.offset, top: hidden.top, bottom: hidden.bottom, header: hidden.header))
  }

  /// The element's frame at that moment. Sticky elements take section 5's
  /// closed form with the moment's pin lines; everything else is its track
  /// at the moment's offset.
  public func frame(of reference: ElementReference, at moment: FrameMoment) -> Frame {
    let offset = moment.state.offset
    let parts = moment.parts
    let contentOrigin = viewport.contentOrigin
    func ridden(_ ride: StickyRide) -> Double {
      ride.form.y(
        natural: { contentOrigin + $0 - offset }, top: parts.pinTop, bottom: parts.pinBottom)
        + ride.shift
    }
    switch reference {
    case .track(let index):
      let track = tracks[index]
      var frame = self.frame(of: reference, at: offset)
      switch track.node {
      case .bar(let bar):
        if let y = bar.edge == .top ? parts.topBarY : parts.bottomBarY { frame.y = y }
      case .header:
        if let header = parts.header { (frame.y, frame.height) = header }
      default:
        if let ride = track.sticky { frame.y = ridden(ride) }
      }
      return frame
    case .row(let index, let row):
      let track = tracks[index]
      let rows = track.rows!
      var frame = self.frame(of: reference, at: offset)
      if let position = rows.pinPosition(of: row) {
        frame.y = ridden(StickyRide(form: rows.pins[position].form, shift: 0))
      } else if let ride = rows.originRide {
        frame.y = ridden(ride) + rows.geometry.rowTop(row)
      }
      return frame
    }
  }
}
