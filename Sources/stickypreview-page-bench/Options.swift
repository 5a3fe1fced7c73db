import Foundation

struct Options {
  var rounds = 5
  var steps = 400
  var rows = [10_000, 100_000]
  var million = true
  var calls = 5_000
  var stride = 10.0
  var binary: String? = nil
  var keep = false
  /// When set, only the gallery benchmark runs, with this many screens.
  var gallery: Int? = nil
  /// When set, only the snapping feed's comparison runs.
  var snap = false
  /// When set, only the comparisons of the feed of carousels run.
  var carousels = false
  /// When set, only `build --watch` on a gallery of this many screens runs.
  var watch: Int? = nil

  init(_ arguments: [String]) throws {
    var iterator = arguments.makeIterator()
    func positive(_ name: String) throws -> Int {
      guard let value = iterator.next().flatMap({ Int($0) }), value > 0 else {
        throw BenchError("\(name) needs a positive number")
      }
      return value
    }
    while let argument = iterator.next() {
      switch argument {
      case "--rounds": rounds = try positive(argument)
      case "--steps": steps = try positive(argument)
      case "--calls": calls = try positive(argument)
      case "--stride": stride = Double(try positive(argument))
      case "--rows":
        rows = try (iterator.next() ?? "").split(separator: ",").map {
          guard let count = Int($0), count > 0 else { throw BenchError("bad --rows value \($0)") }
          return count
        }
      case "--no-million": million = false
      case "--bin": binary = iterator.next()
      case "--keep": keep = true
      case "--gallery": gallery = try positive(argument)
      case "--snap": snap = true
      case "--carousels": carousels = true
      case "--watch": watch = try positive(argument)
      case "-h", "--help":
        print(
          "usage: stickypreview-page-bench [--rounds N] [--steps N] [--rows 10000,100000]"
            + " [--no-million] [--calls N] [--stride N] [--bin PATH] [--keep] [--gallery N] [--snap]"
            + " [--carousels] [--watch N]"
        )
        exit(0)
      default: throw BenchError("unknown argument \(argument)")
      }
    }
  }
}

struct BenchError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
