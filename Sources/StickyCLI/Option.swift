/// An option that takes a value, as parsed and as described in help.
struct Option: Equatable {
  /// With its dashes: `--offsets`.
  var name: String
  /// Without brackets: `list`.
  var valueName: String
  var help: String
  /// What applies when the option is absent, if worth saying.
  var defaultValue: String?

  /// `--offsets <list>`, as usage lines and errors spell it.
  var usage: String { "\(name) <\(valueName)>" }
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
