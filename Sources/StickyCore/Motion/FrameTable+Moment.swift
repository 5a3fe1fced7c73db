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
    frame(of: reference, pinned: pinPosition(of: reference), at: moment)
  }

  /// Where a row sits among its list's pins; nil for a track or a row that is
  /// not pinned. The same at every moment, so a caller asking many moments
  /// finds it once: the search is most of the cost of a row's frame.
  public func pinPosition(of reference: ElementReference) -> Int? {
    guard case .row(let index, let row) = reference else { return nil }
    return tracks[index].rows!.pinPosition(of: row)
  }

  /// `frame(of:at:)` with the row's `pinPosition(of:)` already found.
  public func frame(
    of reference: ElementReference, pinned position: Int?, at moment: FrameMoment
  ) -> Frame {
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
      // Read in place, as `frame(of:at:)` does with an offset.
      let y: Double
      if let position {
        y = ridden(StickyRide(form: tracks[index].rows!.pins[position].form, shift: 0))
      } else if let ride = tracks[index].rows!.originRide {
        y = ridden(ride) + tracks[index].rows!.geometry.rowTop(row)
      } else {
        y = tracks[index].rows!.origin.value(at: offset) + tracks[index].rows!.geometry.rowTop(row)
      }
      return Frame(
        x: tracks[index].x, y: y, width: tracks[index].width,
        height: tracks[index].rows!.geometry.rowHeight(row))
    }
  }
}
