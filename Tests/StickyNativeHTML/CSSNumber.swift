/// Formats a length for CSS exactly (lengths here are multiples of 1/64).
public func px(_ value: Double) -> String { cssNumber(value) + "px" }

public func cssNumber(_ value: Double) -> String {
  if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
  return String(value)
}
