import StickyCore
import StickyFormats

#if canImport(Glibc)
  import Glibc
#endif

/// `stickypreview-bench memory [FOLDER...]`: runs the release `stickypreview`
/// beside this binary on every file of the folders (by default the tests'
/// bad and hostile inputs, and two layouts as large as a layout may be) with
/// each command that reads a layout, reading at
/// most `outputLimit` bytes of what it prints and then closing the pipe, as
/// `| head -c` does. Prints each run's peak memory (the child's maximum
/// resident set) and time, and the largest peak of all.
enum MemoryBench {
  static let outputLimit = 100_000_000
  static let folders = ["Tests/StickyCLITests/BadInputs", "Tests/StickyCLITests/Hostile"]

  static func commands(for file: String, scratch: String) -> [[String]] {
    if file.contains("/config-") { return [["config", "validate", file]] }
    // A config that builds a layout of the largest size for every device.
    let devices = file.hasPrefix(scratch) ? [["build", "--config", file + ".devices.json"]] : []
    return devices + [
      ["build", file, "--out", scratch + "/site"],
      ["frames", file], ["frames", file, "--format", "csv"], ["config", "validate", file],
      ["config", "convert", file, "--to", file.hasSuffix(".xml") ? "json" : "xml"],
      ["snapshot", file, "--offset", "0"],
      ["animate", file, "--path", "0@0,-100@1,3000@4"],
      // A path that sweeps all the content, and a filmstrip of as many
      // offsets as a film may have, across it.
      ["animate", file, "--path", "0@0,1e12@1"],
      ["film", file, "--offsets", filmOffsets],
    ]
  }

  /// 200 offsets, every 500 points from the top.
  static let filmOffsets = (0..<200).map { String($0 * 500) }.joined(separator: ",")

  /// Layouts just under the size a file may have: many small boxes, many
  /// boxes with an effect each, and a list whose rows all pin.
  static let largestLayoutNames = ["boxes.xml", "effects.xml", "pins.xml"]

  static func largestLayout(named name: String) -> String {
    func screen(_ element: (Int) -> String) -> String {
      var text = "<screen id=\"large\" device=\"iphone-se\">\n  <scroll>\n"
      var index = 0
      while text.utf8.count < LayoutParser.maxInputSize - 200 {
        text += "    " + element(index) + "\n"
        index += 1
      }
      return text + "  </scroll>\n</screen>\n"
    }
    switch name {
    case "boxes.xml":
      return screen { "<box id=\"b\($0)\" height=\"1\" label=\"x\"/>" }
    case "effects.xml":
      return screen {
        "<box height=\"10\"><effect property=\"opacity\" range=\"\($0) \($0 + 1)\" "
          + "values=\"0 1\"/></box>"
      }
    default:
      var text =
        "<screen id=\"large\" device=\"iphone-se\">\n  <scroll>\n"
        + "    <list id=\"rows\" count=\"\(RowList.maximumCount)\" rowHeight=\"44\">\n"
      var index = 0
      while text.utf8.count < LayoutParser.maxInputSize - 200 {
        text += "      <pin index=\"\(index)\" edge=\"\(index % 2 == 0 ? "top" : "both")\"/>\n"
        index += 1
      }
      return text + "    </list>\n  </scroll>\n</screen>\n"
    }
  }

  struct Run {
    var peakKB: Int
    var seconds: Double
    var bytes: Int
    var status: Int32
  }

  static func main(_ arguments: [String]) {
    if arguments.first == "--write-largest", arguments.count == 2 {
      for name in largestLayoutNames {
        guard let handle = fopen(arguments[1] + "/" + name, "w") else { continue }
        fputs(largestLayout(named: name), handle)
        fclose(handle)
        guard let config = fopen(arguments[1] + "/" + name + ".devices.json", "w") else { continue }
        let devices = Device.presets.map { "\"\($0.name)\"" }.joined(separator: ", ")
        fputs(
          "{\"version\": 1, \"screens\": [\"\(name)\"], \"output\": \"site-\(name)\", "
            + "\"devices\": [\(devices)]}\n", config)
        fclose(config)
      }
      return
    }
    let tool =
      String(CommandLine.arguments[0].dropLast("stickypreview-bench".count))
      + "stickypreview"
    let scratch = "/tmp/stickypreview-bench-\(getpid())"
    mkdir(scratch, 0o700)
    defer { _ = measure("/bin/rm", ["-rf", scratch]) }
    var files: [String] = []
    if arguments.isEmpty {
      // Written by a child run: the children share this process's peak memory
      // as their floor (posix_spawn clones it), so this one stays small.
      _ = measure(CommandLine.arguments[0], ["memory", "--write-largest", scratch])
      files += largestLayoutNames.map { scratch + "/" + $0 }
    }
    for folder in arguments.isEmpty ? folders : arguments {
      guard let directory = opendir(folder) else { continue }
      while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) {
          String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
        }
        if !name.hasPrefix("."), !name.hasSuffix(".stderr") { files.append(folder + "/" + name) }
      }
      closedir(directory)
    }
    var largest: (Run, [String])? = nil
    print("peak_MB  seconds  output_MB  exit  command")
    for file in files.sorted() {
      for command in commands(for: file, scratch: scratch) {
        let run = measure(tool, command)
        print(
          [
            format(Double(run.peakKB) / 1000).padding(8), format(run.seconds).padding(8),
            format(Double(run.bytes) / 1e6).padding(10), String(run.status).padding(5),
            command.joined(separator: " "),
          ].joined(separator: " "))
        if run.peakKB > largest?.0.peakKB ?? -1 { largest = (run, command) }
      }
    }
    if let (run, command) = largest {
      print(
        "largest peak: \(format(Double(run.peakKB) / 1000)) MB, "
          + command.joined(separator: " "))
    }
  }

  /// Runs the tool with its output in a pipe, stderr and stdin on /dev/null.
  static func measure(_ tool: String, _ arguments: [String]) -> Run {
    var pipe: [Int32] = [0, 0]
    precondition(Glibc.pipe(&pipe) == 0)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
    posix_spawn_file_actions_addclose(&actions, pipe[0])
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([tool] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    let clock = ContinuousClock()
    let start = clock.now
    var child: pid_t = 0
    precondition(posix_spawn(&child, tool, &actions, nil, argv, environ) == 0, "cannot run \(tool)")
    posix_spawn_file_actions_destroy(&actions)
    close(pipe[1])
    var bytes = 0
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while bytes < outputLimit {
      let count = read(pipe[0], &buffer, buffer.count)
      if count <= 0 { break }
      bytes += count
    }
    close(pipe[0])
    var status: Int32 = 0
    var usage = rusage()
    wait4(child, &status, 0, &usage)
    let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    return Run(
      peakKB: usage.ru_maxrss, seconds: seconds(clock.now - start), bytes: bytes,
      status: exitStatus)
  }
}
