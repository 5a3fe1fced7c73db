/// Writes sampled frames in the shapes of SPEC section 6: one JSON object, or CSV rows.
public struct FramesWriter {
  public var table: FrameTable
  public var offsets: [Double]
  public var elements: [ElementReference]

  public init(table: FrameTable, offsets: [Double], elements: [ElementReference]) {
    self.table = table
    self.offsets = offsets
    self.elements = elements
  }

  private func number(_ value: Double) -> String { NumberFormat.string(value) }

  private func list(_ values: some Sequence<Double>) -> String {
    "[" + values.map(number).joined(separator: ", ") + "]"
  }

  public func json(into output: inout some TextOutputStream) {
    let viewport = table.viewport
    output.write("{\"screen\": \(JSONString.quoted(table.screenID)), ")
    output.write("\"width\": \(number(viewport.width)), \"height\": \(number(viewport.height)),\n")
    output.write(
      " \"viewport\": {\"top\": \(number(viewport.top)), \"bottom\": \(number(viewport.bottom)), "
        + "\"insetTop\": \(number(viewport.insetTop)), "
        + "\"insetBottom\": \(number(viewport.insetBottom))},\n")
    output.write(
      " \"contentHeight\": \(number(table.contentHeight)), "
        + "\"minOffset\": \(number(table.minOffset)), \"maxOffset\": \(number(table.maxOffset)), "
        + "\"overscroll\": \(number(table.overscroll)),\n")
    output.write(" \"offsets\": \(list(offsets)),\n")
    output.write(" \"elements\": [")
    for (position, reference) in elements.enumerated() {
      let motion = table.motion(of: reference)
      output.write(position == 0 ? "\n  " : ",\n  ")
      output.write(
        "{\"id\": \(JSONString.quoted(motion.id)), \"type\": \(JSONString.quoted(motion.type)), "
          + "\"x\": \(number(motion.x)), \"width\": \(number(motion.width)), "
          + "\"y\": \(list(offsets.lazy.map(motion.y.value))), "
          + "\"height\": \(list(offsets.lazy.map(motion.height.value)))}")
    }
    output.write(elements.isEmpty ? "]}\n" : "\n ]}\n")
  }

  public func csv(into output: inout some TextOutputStream) {
    output.write("offset,id,x,y,width,height\n")
    let motions = elements.map(table.motion)
    for offset in offsets {
      let prefix = number(offset) + ","
      for motion in motions {
        output.write(
          prefix + motion.id + "," + number(motion.x) + "," + number(motion.y.value(at: offset))
            + "," + number(motion.width) + "," + number(motion.height.value(at: offset)) + "\n")
      }
    }
  }
}
