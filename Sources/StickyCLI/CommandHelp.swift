/// A subcommand's help, laid out like the Swift toolchain's: overview, usage,
/// arguments, options and examples.
struct CommandHelp {
  /// The word that runs the subcommand.
  var name: String
  /// One line; also the subcommand's entry in the root help.
  var overview: String
  var discussion: String?
  var arguments: [Argument] = []
  var options: [Option] = []
  /// For a group: its subcommands, listed by their last word.
  var subcommands: [CommandHelp] = []
  var examples: [String] = []

  var usage: String {
    let words = subcommands.isEmpty ? arguments.map(\.usage) : ["<subcommand>"]
    return
      (["stickypreview", name] + words + options.map(\.synopsis))
      .joined(separator: " ")
  }

  var rendered: String {
    var text = CommandHelp.paragraph("OVERVIEW: " + overview) + "\n"
    if let discussion { text += CommandHelp.paragraph(discussion) + "\n" }
    text += "USAGE: \(usage)\n\n"
    if !arguments.isEmpty {
      text += "ARGUMENTS:\n"
      for argument in arguments { text += CommandHelp.row(argument.label, argument.help) }
      text += "\n"
    }
    text += "OPTIONS:\n"
    for option in options {
      let help = option.help + (option.defaultValue.map { " (default: \($0))" } ?? "")
      text += CommandHelp.row(option.usage, help)
    }
    text += CommandHelp.row("-h, --help", "Show help information.")
    if !subcommands.isEmpty {
      text += "\nSUBCOMMANDS:\n"
      for subcommand in subcommands {
        text += CommandHelp.row(
          String(subcommand.name.split(separator: " ").last ?? ""), subcommand.overview)
      }
      text += "\n  See 'stickypreview help \(name) <subcommand>' for detailed help.\n"
    }
    if !examples.isEmpty {
      text += "\nEXAMPLES:\n" + examples.map { "  \($0)\n" }.joined()
    }
    return text
  }
}

extension CommandHelp {
  static let width = 80
  /// Where descriptions start in option and subcommand rows.
  static let descriptionColumn = 26

  /// Text wrapped at the help width.
  static func paragraph(_ text: String) -> String {
    wrap(text, width: width).map { $0 + "\n" }.joined()
  }

  /// A label and its description, the description wrapped in its column and
  /// starting on the next line when the label does not leave room for it.
  static func row(_ label: String, _ description: String) -> String {
    let indent = String(repeating: " ", count: descriptionColumn)
    let lines = wrap(description, width: width - descriptionColumn)
    var text = "  " + label
    if text.count + 1 > descriptionColumn {
      text += "\n" + indent
    } else {
      text += String(repeating: " ", count: descriptionColumn - text.count)
    }
    return text + lines.joined(separator: "\n" + indent) + "\n"
  }

  private static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    return lines + [line]
  }
}
