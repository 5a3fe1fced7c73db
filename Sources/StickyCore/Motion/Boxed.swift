/// A value kept behind a reference: an optional part of a record that most
/// records lack then costs a pointer in each, not its whole size.
indirect enum Boxed<Value: Hashable & Sendable>: Hashable, Sendable {
  case value(Value)

  var value: Value {
    switch self {
    case .value(let value): value
    }
  }
}
