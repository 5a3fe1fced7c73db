import StickyCore
import StickyFormats

extension FramesCommand {
  /// `frames --carousel ID`: what slides in carousel `id` against its own
  /// offset (SPEC section 15), at the offsets asked for or at every
  /// breakpoint of the carousel.
  static func writeCarousel(
    _ id: String, of table: Scene, request: Request, into output: inout some TextOutputStream
  ) throws(CommandError) {
    let chosen: CarouselTracks
    do throws(CarouselOffsetError) {
      chosen = try CarouselOffsets.carousel(id, on: table)
    } catch {
      throw .usage(.invalidValue(error.item, option: carousel.usage, reason: error.description))
    }
    let sliding = CarouselFramesWriter.sliding(in: chosen, of: table)
    var elements = sliding
    if let ids = request.ids {
      let references = try Self.elements(ids, in: table)
      let outside = references.compactMap { reference -> String? in
        guard case .track(let index) = reference, sliding.contains(index) else {
          return table.identity(of: reference).id
        }
        return nil
      }
      guard outside.isEmpty else {
        throw .usage(
          .invalidValue(
            ids.joined(separator: ","), option: Self.ids.usage,
            reason: outside.map { "'\($0)'" }.joined(separator: ", ")
              + (outside.count == 1 ? " does not slide" : " do not slide")
              + " in carousel '\(id)'"))
      }
      elements = references.compactMap {
        guard case .track(let index) = $0 else { return nil }
        return index
      }
    }
    let writer = CarouselFramesWriter(
      table: table, carousel: chosen,
      offsets: request.offsets ?? table.breakpointOffsets(of: chosen), elements: elements)
    switch request.format {
    case .json:
      try checkJSONSize(offsets: writer.offsets.count, elements: elements.count)
      writer.json(into: &output)
    case .csv: writer.csv(into: &output)
    }
  }
}
