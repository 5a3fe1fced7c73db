/// The frames of one moment of a path: the offset, and the bars, floating
/// header and pin lines as SPEC section 12 moves them.
public struct FrameMoment: Sendable {
  public var state: ScrollState
  let parts: ShownParts<Double>

  /// The pin lines `T` and `B` at this moment.
  public var pinTop: Double { parts.pinTop }
  public var pinBottom: Double { parts.pinBottom }
}

extension Scene {
  public func moment(_ state: ScrollState) -> FrameMoment {
    FrameMoment(state: state, parts: hiding.shown(offset: state.offset, hidden: state.hidden))
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
    let moved = moved(reference, pinned: position, offset: offset, parts: moment.parts)
    switch reference {
    case .track:
      var frame = self.frame(of: reference, at: offset)
      if let y = moved.y { frame.y = y }
      if let height = moved.height { frame.height = height }
      return frame
    case .row(let index, let row):
      // Read in place, as `frame(of:at:)` does with an offset.
      let y =
        moved.y ?? tracks[index].rows!.origin.value(at: offset)
        + tracks[index].rows!.geometry.rowTop(row)
      return Frame(
        x: tracks[index].x, y: y, width: tracks[index].width,
        height: tracks[index].rows!.geometry.rowHeight(row))
    }
  }

  /// The top and height section 12 gives the element where they are not its
  /// tracks' at the offset (nil where they are), for a moment or, as functions
  /// of a stretch's parameter, along a stretch of a path; `position` is the
  /// row's `pinPosition(of:)`.
  func moved<Value: MotionValue>(
    _ reference: ElementReference, pinned position: Int?, offset: Value,
    parts: ShownParts<Value>
  ) -> (y: Value?, height: Value?) {
    switch reference {
    case .track(let index):
      let track = tracks[index]
      switch track.node {
      case .bar(let bar):
        let moving = hiding.movingBars.firstIndex { $0.bar.id == bar.id }
        return (moving.map { parts.barTops[$0] }, nil)
      case .header: return (parts.header?.y, parts.header?.height)
      default: return (track.sticky.map { ridden($0, offset: offset, parts: parts) }, nil)
      }
    case .row(let index, let row):
      if let position {
        let ride = StickyRide(form: tracks[index].rows!.pins[position].form, shift: 0)
        return (ridden(ride, offset: offset, parts: parts), nil)
      }
      return (
        tracks[index].rows!.originRide.map { ridden($0, offset: offset, parts: parts) }?
          .adding(tracks[index].rows!.geometry.rowTop(row)), nil
      )
    }
  }

  /// Where what rides on a sticky element is, with the pin lines of `parts`.
  func ridden<Value: MotionValue>(
    _ ride: StickyRide, offset: Value, parts: ShownParts<Value>
  ) -> Value {
    ride.form.y(
      at: offset, origin: viewport.contentOrigin, top: parts.pinTop, bottom: parts.pinBottom
    ).adding(ride.shift)
  }
}
