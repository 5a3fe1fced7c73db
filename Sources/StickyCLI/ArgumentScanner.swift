import StickyFormats

/// Splits a subcommand's arguments into option values and positional arguments
/// the way swift-argument-parser does: `--name value` or `--name=value`, `--`
/// ends the options, and a dash followed by a digit is a value (a negative
/// number), not an option.
struct ArgumentScanner {
  /// The values of each option given, by option name, in the order given:
  /// one, unless the option may be repeated.
  private var values: [String: [String]] = [:]
  private var positionalArguments: [String] = []

  init(_ arguments: [String], options: [Option]) throws(UsageError) {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if argument == "--" {
        positionalArguments += remaining
        break
      }
      guard Self.looksLikeOption(argument) else {
        positionalArguments.append(argument)
        continue
      }
      let name = argument.prefix { $0 != "=" }
      guard let option = options.first(where: { $0.name == name }) else {
        let suggestion = NameSuggestion.closest(
          to: String(name), in: options.map(\.name) + ["--help"], acceptingAbbreviations: true)
        throw .unknownOption(String(name), suggestion: suggestion)
      }
      let value: String
      if option.isFlag {
        guard name.endIndex == argument.endIndex else {
          throw .invalidValue(
            String(argument[argument.index(after: name.endIndex)...]), option: option.name,
            reason: "it takes no value")
        }
        value = ""
      } else if name.endIndex < argument.endIndex {
        value = String(argument[argument.index(after: name.endIndex)...])
      } else if let next = remaining.first, !Self.looksLikeOption(next) {
        value = next
        remaining.removeFirst()
      } else {
        throw .missingValue(option: option.usage)
      }
      guard values[option.name] == nil || option.isRepeatable else {
        throw .repeatedOption(option.name)
      }
      values[option.name, default: []].append(value)
    }
  }

  func value(of option: Option) -> String? { values[option.name]?.first }

  /// Every value given to an option that may be repeated, in order.
  func values(of option: Option) -> [String] { values[option.name] ?? [] }

  func isSet(_ flag: Option) -> Bool { values[flag.name] != nil }

  /// The value of an option that names one of a few words, the cases of `Choice`.
  func choice<Choice: CaseIterable & RawRepresentable<String>>(
    _ option: Option
  ) throws(UsageError) -> Choice? {
    try value(of: option).map { (text) throws(UsageError) in
      try Self.choice(text, for: option.usage)
    }
  }

  /// `text` as one of `Choice`'s words; `label` names the option or argument.
  static func choice<Choice: CaseIterable & RawRepresentable<String>>(
    _ text: String, for label: String
  ) throws(UsageError) -> Choice {
    guard let choice = Choice(rawValue: text) else {
      let words = Choice.allCases.map { "'\($0.rawValue)'" }
      let list = words.dropLast().joined(separator: ", ") + " or " + (words.last ?? "")
      throw .invalidValue(text, option: label, reason: "expected \(list)")
    }
    return choice
  }

  /// The positional arguments, checked against those the command takes
  /// (optional ones come last, a repeating one at the very end).
  func positionals(_ arguments: [Argument]) throws(UsageError) -> [String] {
    let given = positionalArguments
    if given.count < arguments.count(where: { !$0.isOptional }) {
      throw .missingArgument(arguments[given.count].label)
    }
    if given.count > arguments.count, arguments.last?.isRepeating != true {
      throw .unexpectedArgument(given[arguments.count])
    }
    return given
  }

  /// A dash and then anything but a digit or a point; a lone `-` names
  /// standard input.
  static func looksLikeOption(_ argument: String) -> Bool {
    guard argument.first == "-", let second = argument.dropFirst().first else { return false }
    return !(second.isASCII && (second.isNumber || second == "."))
  }
}
