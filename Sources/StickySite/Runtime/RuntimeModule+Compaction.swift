extension RuntimeModule {
  /// A line of code as the bundle writes it: without the spaces that
  /// separate no two tokens and without a comment at its end. Every page
  /// carries the runtime inline, and a page of 100,000 rows must stay under
  /// 300 KB, so these spaces are bytes that every reader downloads for
  /// nothing (an eighth of the runtime).
  ///
  /// Strings, regular expressions and template literals keep every byte. A
  /// line whose template literal holds `${` is left as it is, since its
  /// substitutions would need a parser to tell code from text. Newlines
  /// stay where they were, so nothing changes where a statement ends.
  static func compacted(_ line: Substring) -> Substring {
    let bytes = Array(line.utf8)
    if line.contains("${") { return line }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var index = 0
    // The last token outside strings and spaces: whether a `/` after it
    // divides or starts a regular expression.
    var last = LastToken.none
    var word: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "`"):
        let end = Self.end(ofQuoted: bytes, from: index)
        out += bytes[index..<end]
        index = end
        last = .operand
      case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
        index = bytes.count
      case UInt8(ascii: "/") where last.startsExpression(word):
        let end = Self.end(ofRegularExpression: bytes, from: index)
        out += bytes[index..<end]
        index = end
        last = .operand
      case UInt8(ascii: " "), UInt8(ascii: "\t"):
        var next = index
        while next < bytes.count && (bytes[next] == UInt8(ascii: " ") || bytes[next] == 9) {
          next += 1
        }
        if let before = out.last, next < bytes.count, Self.needsSpace(before, bytes[next]) {
          out.append(UInt8(ascii: " "))
        }
        index = next
      default:
        out.append(byte)
        if Self.isWordByte(byte) {
          if index == 0 || !Self.isWordByte(bytes[index - 1]) {
            word.removeAll(keepingCapacity: true)
          }
          word.append(byte)
          last = .word
        } else {
          last = byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") ? .operand : .punctuation
        }
        index += 1
      }
    }
    while out.last == UInt8(ascii: " ") { out.removeLast() }
    return Substring(decoding: out, as: UTF8.self)
  }

  /// What came last, for telling a division from a regular expression.
  private enum LastToken {
    case none, word, operand, punctuation

    /// Whether a `/` here starts a regular expression: at the line's start,
    /// after punctuation other than `)` and `]`, or after a keyword that
    /// takes an expression.
    func startsExpression(_ word: [UInt8]) -> Bool {
      switch self {
      case .none, .punctuation: true
      case .operand: false
      case .word: RuntimeModule.expressionKeywords.contains(word)
      }
    }
  }

  private static let expressionKeywords: Set<[UInt8]> = Set(
    [
      "return", "typeof", "case", "in", "of", "else", "do", "void", "delete", "new", "throw",
      "yield", "await", "instanceof",
    ].map { Array($0.utf8) })

  private static func isWordByte(_ byte: UInt8) -> Bool {
    byte >= 0x80 || isIdentifierPart(Unicode.Scalar(byte))
  }

  /// Whether two tokens would run together, or into another token, without
  /// the space between them: two words or numbers, `+ +`, `- -`, `/ /`; and
  /// `a < b`, which would read as the start of a tag (`<base`) to whatever
  /// looks for markup in the page.
  private static func needsSpace(_ before: UInt8, _ after: UInt8) -> Bool {
    if isWordByte(before) && (isWordByte(after) || after == UInt8(ascii: ".")) { return true }
    if before == UInt8(ascii: "<") && (isWordByte(after) || after == UInt8(ascii: "/")) {
      return true
    }
    switch (before, after) {
    case (UInt8(ascii: "+"), UInt8(ascii: "+")), (UInt8(ascii: "-"), UInt8(ascii: "-")),
      (UInt8(ascii: "/"), UInt8(ascii: "/")), (UInt8(ascii: "/"), UInt8(ascii: "*")):
      return true
    default: return false
    }
  }

  /// The index after the string that starts at `start`; its escapes are
  /// skipped, and one that the line does not close runs to the line's end
  /// (the module's reading refuses those).
  private static func end(ofQuoted bytes: [UInt8], from start: Int) -> Int {
    let quote = bytes[start]
    var index = start + 1
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "\\") {
        index += 2
        continue
      }
      if bytes[index] == quote { return index + 1 }
      index += 1
    }
    return bytes.count
  }

  /// The index after the regular expression that starts at `start`, flags
  /// included; a `/` inside a class `[...]` does not end it.
  private static func end(ofRegularExpression bytes: [UInt8], from start: Int) -> Int {
    var index = start + 1
    var inClass = false
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\\") {
        index += 2
        continue
      }
      if byte == UInt8(ascii: "[") {
        inClass = true
      } else if byte == UInt8(ascii: "]") {
        inClass = false
      } else if byte == UInt8(ascii: "/") && !inClass {
        index += 1
        while index < bytes.count && isWordByte(bytes[index]) { index += 1 }
        return index
      }
      index += 1
    }
    return bytes.count
  }
}
