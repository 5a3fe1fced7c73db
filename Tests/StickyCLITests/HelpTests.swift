import Testing

@testable import StickyCLI

private let rootHelp = """
  OVERVIEW: Compute and preview sticky, stretchy and pinned scroll layouts.

  USAGE: stickypreview <subcommand>

  OPTIONS:
    --version               Show the version.
    -h, --help              Show help information.

  SUBCOMMANDS:
    build                   Build the static preview site.
    frames                  Print element frames at chosen scroll offsets.
    snapshot                Draw the screen at one scroll offset as an SVG image.
    film                    Draw snapshots at several offsets as an SVG filmstrip.
    animate                 Animate the screen along a scroll path as an SVG.
    config                  Create, check, format and convert layouts and configs.
    help                    Show subcommand help information.

    See 'stickypreview help <subcommand>' for detailed help.

  EXAMPLES:
    stickypreview build
    stickypreview frames layout.xml --offsets -100:0:25,40 --format csv
    stickypreview help frames

  """

private let framesHelp = """
  OVERVIEW: Print element frames at chosen scroll offsets.

  Reads a layout written in XML or JSON (recognised by its content) and prints the
  frame of each chosen element at each chosen offset, in screen points.

  USAGE: stickypreview frames <file> [--offsets <list>] [--path <path>] [--times <list>] [--carousel <id>] [--ids <list>] [--format <format>]

  ARGUMENTS:
    <file>                  The layout file, or '-' for standard input.

  OPTIONS:
    --offsets <list>        Comma-separated offsets and inclusive ranges
                            start:end:step, printed in ascending order without
                            duplicates; offsets from -1e12 to 1e12, at most 100000
                            of them. (default: every offset where a chosen
                            element's motion changes, and both ends of the
                            overscroll range)
    --path <path>           Frames along a scroll path instead of at offsets:
                            comma-separated OFFSET@SECONDS points at increasing
                            times, eased in and out between them; a point ending
                            in ! is where the finger lifts (800@1.2!), in !+D or
                            !-D where it lifts with momentum that would travel D
                            (800@1.2!+300, on a screen that snaps). Bars that hide
                            and floating headers follow it; on a screen that snaps
                            the content glides to where it rests, and snapTargets
                            names the block it rests at. After ';', a carousel's
                            own path after its id
                            (0@0,400@1;cards:0@1.2,600@1.8!+200): carousels lists
                            its offsets, and what it slides has an x per time.
    --times <list>          With --path: the times in seconds to print, as
                            --offsets lists offsets. (default: every 1/60 s of the
                            path, and its end)
    --carousel <id>         Frames of what slides in this carousel against its own
                            offset: --offsets are then the carousel's, each
                            element has an x per offset and its y below the
                            carousel's top, and activeMarker names the child whose
                            marker is active, where it has markers.
    --ids <list>            Comma-separated element ids, printed in the order
                            given; with --carousel, elements that slide in it.
                            (default: every element, in document order)
    --format <format>       Output format: json or csv. (default: json)
    -h, --help              Show help information.

  EXAMPLES:
    stickypreview frames layout.xml
    stickypreview frames layout.json --offsets -100:0:25,40,1000:1200:50
    stickypreview frames - --ids items-25 --format csv < layout.xml
    stickypreview frames layout.xml --path 0@0,600@1,500@1.5!,500@2 --times 0:2:1
    stickypreview frames shelves.xml --carousel apps --offsets 0:600:100
    stickypreview frames shelves.xml --path '0@0,0@1;apps:0@0,300@0.5!,300@1'

  """

private let buildHelp = """
  OVERVIEW: Build the static preview site.

  Writes a gallery page and one preview page per screen from layout files, from a
  project config (stickypreview.json), or, with neither, from the built-in gallery
  of the four behaviours and their variations. With --watch it goes on: each save
  of a layout, an image or the config builds again the pages it changes, and an
  open page shows the new build where it was.

  USAGE: stickypreview build [<input> ...] [--config <file>] [--out <dir>] [--base-url <url>] [--watch] [--poll]

  ARGUMENTS:
    <input>                 Layout files in XML or JSON, or '-' for standard
                            input; images are relative to each file's folder.

  OPTIONS:
    --config <file>         The project config to build from ('-' reads standard
                            input); its paths are relative to its folder, and
                            input files given as arguments replace its screens.
                            (default: ./stickypreview.json when no input is given
                            and it exists)
    --out <dir>             The folder to write the site to. Only a folder that
                            build wrote, or an empty one, is replaced. (default:
                            the config's output, else _site)
    --base-url <url>        Where the site will be hosted; adds a canonical link
                            to every page and full addresses to the embed
                            snippets. (default: the config's baseURL, else none)
    --watch                 After building, keep watching the config, the layouts
                            and their images, and build again the pages whose
                            inputs changed; open pages follow. Ctrl-C stops.
    --poll                  With --watch, look at the inputs four times a second
                            instead of waiting for the system's events: for
                            folders on network drives and container mounts, which
                            send none.
    -h, --help              Show help information.

  EXAMPLES:
    stickypreview build
    stickypreview build screens/*.xml --out docs/previews --base-url /previews/
    stickypreview build --config site/stickypreview.json
    stickypreview build --watch

  """

private let helpHelp = """
  OVERVIEW: Show subcommand help information.

  USAGE: stickypreview help [<subcommand> ...]

  ARGUMENTS:
    <subcommand>            The subcommand to describe, with its group's name
                            first.

  OPTIONS:
    -h, --help              Show help information.

  EXAMPLES:
    stickypreview help frames
    stickypreview help config fmt

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

@Test(arguments: [["build", "--help"], ["help", "build"], ["build", "a.xml", "--out", "-h"]])
func buildHelp(_ arguments: [String]) {
  #expect(CommandRun(arguments) == CommandRun(status: 0, output: buildHelp))
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

@Test func everyHelpLineFitsTheWidthExceptTheUsageLines() {
  let texts =
    [StickyPreviewCommand.helpText]
    + StickyPreviewCommand.subcommands.map {
      $0.help.rendered
    }
  for line in texts.joined().split(separator: "\n") where !line.hasPrefix("USAGE:") {
    #expect(line.count <= CommandHelp.width, "\(line)")
  }
}
