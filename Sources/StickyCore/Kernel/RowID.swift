/// The id of a list row, `<list>-<i>` with `i` 0-based: built and read only here.
public struct RowID: Hashable, Sendable, CustomStringConvertible {
  public var list: String
  public var index: Int

  public init(list: String, index: Int) {
    self.list = list
    self.index = index
  }

  /// The row an id names, if it has the shape of one (the list may not exist).
  /// `loosely` also takes what a person may mean as one: "items-007" or "items-+7".
  public init?(parsing id: some StringProtocol, loosely: Bool = false) {
    guard let dash = id.lastIndex(of: "-") else { return nil }
    let digits = id[id.index(after: dash)...]
    guard let index = Int(digits), index >= 0, loosely || String(index) == digits else {
      return nil
    }
    self.init(list: String(id[..<dash]), index: index)
  }

  public var description: String {
    let text = TextBytes()
    Self.append(list: list, index: index, to: text)
    return text.text
  }

  /// The id's text, without building a string: the frames of a million rows
  /// print a million ids.
  public static func append(list: String, index: Int, to text: TextBytes) {
    text.append(list)
    text.append(byte: UInt8(ascii: "-"))
    text.append(integer: Int64(index))
  }
}
