/// An option that takes a value, or a flag that takes none, as parsed and as
/// described in help.
struct Option: Equatable {
  /// With its dashes: `--offsets`.
  var name: String
  /// Without brackets: `list`.
  var valueName: String
  var help: String
  /// What applies when the option is absent, if worth saying.
  var defaultValue: String?
  var isFlag = false
  /// Given on every command line: usage lines show it without brackets.
  var isRequired = false
  /// May be given more than once, each time with a value of its own.
  var isRepeatable = false

  /// A flag: present or not.
  static func flag(_ name: String, help: String) -> Option {
    Option(name: name, valueName: "", help: help, isFlag: true)
  }

  /// `--offsets <list>` (or `--check` for a flag), as usage lines and errors spell it.
  var usage: String { isFlag ? name : "\(name) <\(valueName)>" }

  /// As a command's usage line shows it: `[--carousel <id=x> ...]`.
  var synopsis: String {
    let text = usage + (isRepeatable ? " ..." : "")
    return isRequired ? text : "[\(text)]"
  }
}

/// A positional argument, as described in help.
struct Argument: Equatable {
  /// Without brackets: `file`.
  var name: String
  var help: String
  var isOptional = false
  /// Takes every remaining positional argument; only the last argument can.
  var isRepeating = false

  var label: String { "<\(name)>" }
  var usage: String {
    let text = isRepeating ? label + " ..." : label
    return isOptional ? "[\(text)]" : text
  }
}
