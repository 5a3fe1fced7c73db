/// Shapes that many elements draw alike, each defined once in `<defs>` and drawn
/// with `<use href>`: a list row costs its `use` and its label instead of three
/// elements with their sizes and classes, which is most of what a long
/// animation weighs.
///
/// One value serves a whole document, so that the screens of a filmstrip share
/// their definitions and no id appears twice. A drawing inlined among others
/// (a gallery thumbnail) takes a prefix that no other drawing there has.
///
/// It also names what a screen references once per element and frame (an
/// image's clip, a blur's filter, a header's shade): a filmstrip draws one
/// element once per offset, each with its own values, so each drawing of it
/// takes a name the document has not used, `<kind>-<number>`, whose hyphen no
/// shape's name has.
public struct SharedShapes: Sendable {
  private let prefix: String
  /// Each shape's id, by its markup.
  private var ids: [String: String] = [:]
  /// The shapes given an id since the definitions were last written.
  private var unwritten: [(id: String, shape: SVGWriter)] = []
  private var named = 0

  public init(idPrefix: String = "") {
    prefix = idPrefix
  }

  /// The id that draws `shape`, defining it on first use.
  mutating func id(of shape: SVGWriter) -> String {
    if let id = ids[shape.text] { return id }
    let id = prefix + Self.name(ids.count)
    ids[shape.text] = id
    unwritten.append((id, shape))
    return id
  }

  /// An id no other reference of the document has.
  mutating func uniqueID(_ kind: String) -> String {
    named += 1
    return prefix + kind + "-" + String(named)
  }

  /// Writes the shapes defined since the last call, if any, as one `<defs>`.
  mutating func writeDefinitions(into svg: inout SVGWriter) {
    guard !unwritten.isEmpty else { return }
    svg.open("defs")
    for (id, shape) in unwritten {
      svg.open("g", [("id", id)])
      svg.append(shape)
      svg.close("g")
    }
    svg.close("defs")
    unwritten = []
  }

  /// `a` to `z`, then `aa`, `ab`, ...: ids as short as they can be, since every
  /// `use` repeats one.
  static func name(_ number: Int) -> String {
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    var number = number
    var name = ""
    repeat {
      name.insert(letters[number % 26], at: name.startIndex)
      number = number / 26 - 1
    } while number >= 0
    return name
  }
}
