@testable import StickyCLI

/// What one run of the command left behind.
struct CommandRun: Equatable {
  var status: Int32
  var output: String
  var errors: String

  /// Runs the command; `standardInput` nil stands for an input that cannot be read.
  init(_ arguments: [String], standardInput: String? = "") {
    var output = ""
    var errors = ""
    status = StickyPreviewCommand.main(
      arguments: arguments, standardInput: standardInput.map { Array($0.utf8) },
      standardOutput: &output, standardError: &errors)
    self.output = output
    self.errors = errors
  }

  init(_ arguments: String..., standardInput: String? = "") {
    self.init(arguments, standardInput: standardInput)
  }

  /// The expected outcome of a run.
  init(status: Int32, output: String = "", errors: String = "") {
    self.status = status
    self.output = output
    self.errors = errors
  }
}
