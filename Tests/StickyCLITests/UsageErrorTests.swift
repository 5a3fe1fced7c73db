import StickyCore
import Testing

@testable import StickyCLI

private let rootUsage = """
  Usage: stickypreview <subcommand>
    See 'stickypreview --help' for more information.

  """

private let framesUsage = """
  Usage: stickypreview frames <file> [--offsets <list>] [--path <path>] [--times <list>] [--carousel <id>] [--ids <list>] [--format <format>]
    See 'stickypreview frames --help' for more information.

  """

private let buildUsage = """
  Usage: stickypreview build [<input> ...] [--config <file>] [--out <dir>] [--base-url <url>]
    See 'stickypreview build --help' for more information.

  """

private let helpUsage = """
  Usage: stickypreview help [<subcommand> ...]
    See 'stickypreview help --help' for more information.

  """

@Test(arguments: [
  ([], "Missing expected subcommand"),
  (["fram"], "Unknown subcommand 'fram'. Did you mean 'frames'?"),
  (["fr"], "Unknown subcommand 'fr'. Did you mean 'frames'?"),
  (["hlep"], "Unknown subcommand 'hlep'. Did you mean 'help'?"),
  (["biuld"], "Unknown subcommand 'biuld'. Did you mean 'build'?"),
  (["--ver"], "Unknown option '--ver'. Did you mean '--version'?"),
  (["--hepl"], "Unknown option '--hepl'. Did you mean '--help'?"),
  (["-x"], "Unknown option '-x'"),
  (["--version", "frames"], "Unexpected argument 'frames'"),
  (["--help", "x"], "Unexpected argument 'x'"),
])
func rootUsageError(_ arguments: [String], message: String) {
  #expect(
    CommandRun(arguments) == CommandRun(status: 64, errors: "Error: \(message)\n" + rootUsage))
}

@Test(arguments: [
  (["frames"], "Missing expected argument '<file>'"),
  (["frames", "--ids", "a"], "Missing expected argument '<file>'"),
  (["frames", "a.xml", "b.xml"], "Unexpected argument 'b.xml'"),
  (["frames", "a.xml", "--", "-b"], "Unexpected argument '-b'"),
  (["frames", "a.xml", "--ofsets", "1"], "Unknown option '--ofsets'. Did you mean '--offsets'?"),
  (["frames", "a.xml", "--id=a"], "Unknown option '--id'. Did you mean '--ids'?"),
  (["frames", "a.xml", "--verbose"], "Unknown option '--verbose'"),
  (["frames", "a.xml", "-o", "1"], "Unknown option '-o'"),
  (["frames", "a.xml", "--version"], "Unknown option '--version'"),
  (["frames", "a.xml", "--offsets"], "Missing value for '--offsets <list>'"),
  (["frames", "a.xml", "--offsets", "--ids", "a"], "Missing value for '--offsets <list>'"),
  (["frames", "a.xml", "--format"], "Missing value for '--format <format>'"),
  (
    ["frames", "a.xml", "--offsets", "1", "--offsets=2"],
    "Option '--offsets' can only be given once"
  ),
  (["frames", "a.xml", "--ids", "a", "--ids", "a"], "Option '--ids' can only be given once"),
  (
    ["frames", "a.xml", "--format", "xml"],
    "The value 'xml' is invalid for '--format <format>': expected 'json' or 'csv'"
  ),
  (
    ["frames", "a.xml", "--format="],
    "The value '' is invalid for '--format <format>': expected 'json' or 'csv'"
  ),
  (
    ["frames", "a.xml", "--ids", "a,,b"],
    "The value 'a,,b' is invalid for '--ids <list>': item 2 is empty"
  ),
  (["frames", "a.xml", "--ids="], "The value '' is invalid for '--ids <list>': item 1 is empty"),
  (
    ["frames", "a.xml", "--offsets", "0,,5"],
    "The value '0,,5' is invalid for '--offsets <list>': item 2 is empty"
  ),
  (
    ["frames", "a.xml", "--offsets", "0,x"],
    "The value '0,x' is invalid for '--offsets <list>': 'x' is not a number"
  ),
  (
    ["frames", "a.xml", "--offsets", "1e999"],
    "The value '1e999' is invalid for '--offsets <list>': '1e999' is not a finite number"
  ),
  (
    ["frames", "a.xml", "--offsets", "0:10:0"],
    "The value '0:10:0' is invalid for '--offsets <list>': the step of '0:10:0' is not greater than 0"
  ),
  (
    ["frames", "a.xml", "--offsets=10:0:1"],
    "The value '10:0:1' is invalid for '--offsets <list>': the start of '10:0:1' is greater than its end"
  ),
  (
    ["frames", "a.xml", "--offsets", "0:10"],
    "The value '0:10' is invalid for '--offsets <list>': '0:10' is not a range start:end:step"
  ),
  (
    ["frames", "a.xml", "--offsets", "0:100000:1"],
    "The value '0:100000:1' is invalid for '--offsets <list>': it gives more than 100,000 offsets"
  ),
  (
    ["frames", "a.xml", "--offsets", "0:1e18:1"],
    "The value '0:1e18:1' is invalid for '--offsets <list>': '1e18' is outside -1e12 to 1e12"
  ),
  (
    ["frames", "a.xml", "--offsets", "-1e13,0"],
    "The value '-1e13,0' is invalid for '--offsets <list>': '-1e13' is outside -1e12 to 1e12"
  ),
])
func framesUsageError(_ arguments: [String], message: String) {
  #expect(
    CommandRun(arguments) == CommandRun(status: 64, errors: "Error: \(message)\n" + framesUsage))
}

@Test(arguments: [
  (["help", "fram"], "Unknown subcommand 'fram'. Did you mean 'frames'?"),
  (["help", "frames", "extra"], "Unexpected argument 'extra'"),
  (["help", "--hlp"], "Unknown option '--hlp'. Did you mean '--help'?"),
])
func helpUsageError(_ arguments: [String], message: String) {
  #expect(
    CommandRun(arguments) == CommandRun(status: 64, errors: "Error: \(message)\n" + helpUsage))
}

/// None of these reads or writes a file: usage is checked first.
@Test(arguments: [
  (["build", "--ouput", "x"], "Unknown option '--ouput'. Did you mean '--out'?"),
  (["build", "--base", "/"], "Unknown option '--base'. Did you mean '--base-url'?"),
  (["build", "a.xml", "--out"], "Missing value for '--out <dir>'"),
  (["build", "--config", "--out", "x"], "Missing value for '--config <file>'"),
  (["build", "--out", "a", "--out", "b"], "Option '--out' can only be given once"),
  (["build", "--out="], "The value '' is invalid for '--out <dir>': expected a path"),
  (["build", "--config", ""], "The value '' is invalid for '--config <file>': expected a path"),
  (
    ["build", "-", "a.xml", "-"],
    "The value '-' is invalid for '<input>': standard input can be read only once"
  ),
  (
    ["build", "-", "--config", "-"],
    "The value '-' is invalid for '<input>': standard input can be read only once"
  ),
])
func buildUsageError(_ arguments: [String], message: String) {
  #expect(
    CommandRun(arguments) == CommandRun(status: 64, errors: "Error: \(message)\n" + buildUsage))
}

@Test func aUsageErrorQuotingANewlineStaysOnOneLine() {
  let run = CommandRun("frames", "a.xml", "--format", "csv\nfake.xml:1:1: error: forged")
  #expect(run.status == 64)
  #expect(run.errors.hasPrefix("Error: The value 'csv\\nfake.xml:1:1: error: forged' is invalid"))
  #expect(run.errors.split(separator: "\n").count == 3)
}

/// Canonical links and the embed snippets that people paste into other sites
/// carry the base URL, so only an address of the site gets there, as the
/// config's `baseURL` requires.
@Test(arguments: [
  "javascript:alert(1)", "data:text/html,<b>x</b>", "/pre views/", "/a\u{1}b/", "/a\tb/", "",
  "example.com/previews/", "https:///previews/", "ftp://example.com/", "/p?x=1", "/p#top",
  "https://example.com/\"><script>", "/caf\u{E9}/",
])
func aBaseURLThatIsNoAddressOfTheSiteIsAUsageError(_ value: String) {
  let run = CommandRun("build", "--base-url", value)
  #expect(run.status == 64)
  #expect(run.output.isEmpty)
  #expect(run.errors.hasPrefix("Error: The value '"))
  #expect(
    run.errors.hasSuffix(
      "' is invalid for '--base-url <url>': expected \(BaseURL.summary)\n" + buildUsage))
}
