import StickyCore

/// A sticky element's closed form (`StickyForm`, `StickyRide`), flat: `[top,
/// height, pinsTop, pinsBottom, above, below, parentTop, parentBottom, shift]`,
/// the edges 1 or 0. Pages with bars that hide or a floating header place
/// sticky elements by it at any moment of SPEC section 12.
struct PageForm: PageValue {
  var form: StickyForm
  var shift: Double

  static var kind: PageKind { .array(.number, count: 9) }
  var json: JSONValue {
    .numbers([
      form.top, form.height, form.edge.pinsTop ? 1 : 0, form.edge.pinsBottom ? 1 : 0,
      form.stackedAbove, form.stackedBelow, form.parentTop, form.parentBottom, shift,
    ])
  }
}
