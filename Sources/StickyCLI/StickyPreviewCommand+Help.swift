extension StickyPreviewCommand {
  static var helpText: String {
    var text = CommandHelp.paragraph(
      "OVERVIEW: Compute and preview sticky, stretchy and pinned scroll layouts.")
    text += "\nUSAGE: \(usage)\n\n"
    text += "OPTIONS:\n"
    text += CommandHelp.row("--version", "Show the version.")
    text += CommandHelp.row("-h, --help", "Show help information.")
    text += "\nSUBCOMMANDS:\n"
    for subcommand in subcommands {
      text += CommandHelp.row(subcommand.help.name, subcommand.help.overview)
    }
    text += "\n  See 'stickypreview help <subcommand>' for detailed help.\n"
    text += "\nEXAMPLES:\n"
    text += "  stickypreview build\n"
    text += "  stickypreview frames layout.xml --offsets -100:0:25,40 --format csv\n"
    text += "  stickypreview help frames\n"
    return text
  }
}
