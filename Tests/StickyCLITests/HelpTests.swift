import Testing

@testable import StickyCLI

private let rootHelp = """
  OVERVIEW: Compute and preview sticky, stretchy and pinned scroll layouts.

  USAGE: stickypreview <subcommand>

  OPTIONS:
    --version               Show the version.
    -h, --help              Show help information.

  SUBCOMMANDS:
    frames                  Print element frames at chosen scroll offsets.
    help                    Show subcommand help information.

    See 'stickypreview help <subcommand>' for detailed help.

  EXAMPLES:
    stickypreview frames layout.xml --offsets -100:0:25,40 --format csv
    stickypreview help frames

  """

private let framesHelp = """
  OVERVIEW: Print element frames at chosen scroll offsets.

  Reads a layout written in XML or JSON (recognised by its content) and prints the
  frame of each chosen element at each chosen offset, in screen points.

  USAGE: stickypreview frames <file> [--offsets <list>] [--ids <list>] [--format <format>]

  ARGUMENTS:
    <file>                  The layout file, or '-' for standard input.

  OPTIONS:
    --offsets <list>        Comma-separated offsets and inclusive ranges
                            start:end:step, printed in ascending order without
                            duplicates. (default: every offset where a chosen
                            element's motion changes, and both ends of the
                            overscroll range)
    --ids <list>            Comma-separated element ids, printed in the order
                            given. (default: every element, in document order)
    --format <format>       Output format: json or csv. (default: json)
    -h, --help              Show help information.

  EXAMPLES:
    stickypreview frames layout.xml
    stickypreview frames layout.json --offsets -100:0:25,40,1000:1200:50
    stickypreview frames - --ids items-25 --format csv < layout.xml

  """

private let helpHelp = """
  OVERVIEW: Show subcommand help information.

  USAGE: stickypreview help [<subcommand>]

  ARGUMENTS:
    <subcommand>            The subcommand to describe.

  OPTIONS:
    -h, --help              Show help information.

  EXAMPLES:
    stickypreview help frames

  """

@Test(arguments: [["--help"], ["-h"], ["help"]])
func rootHelp(_ arguments: [String]) {
  #expect(CommandRun(arguments) == CommandRun(status: 0, output: rootHelp))
}

@Test(arguments: [
  ["frames", "--help"], ["frames", "-h"], ["help", "frames"],
  ["frames", "layout.xml", "--offsets", "--help"], ["frames", "--bogus", "-h"],
])
func framesHelp(_ arguments: [String]) {
  #expect(CommandRun(arguments) == CommandRun(status: 0, output: framesHelp))
}

@Test(arguments: [["help", "help"], ["help", "--help"], ["help", "frames", "-h"]])
func helpHelp(_ arguments: [String]) {
  #expect(CommandRun(arguments) == CommandRun(status: 0, output: helpHelp))
}

@Test func version() {
  #expect(CommandRun("--version") == CommandRun(status: 0, output: "stickypreview 0.1.0\n"))
}

@Test func helpAfterDoubleDashIsAFileName() {
  let run = CommandRun("frames", "--", "--help")
  #expect(run.status == 1)
  #expect(run.output.isEmpty)
  #expect(run.errors.hasPrefix("--help:"))
}

@Test func everyHelpLineFitsTheWidthExceptTheFramesUsage() {
  let texts =
    [StickyPreviewCommand.helpText]
    + StickyPreviewCommand.subcommands.map {
      $0.help.rendered
    }
  for line in texts.joined().split(separator: "\n") where !line.hasPrefix("USAGE:") {
    #expect(line.count <= CommandHelp.width, "\(line)")
  }
}
