import StickyCore

/// How wide a line of drawn text may be, never less than a browser draws it:
/// SVG text does not wrap and a drawing has no layout engine to ask, so the
/// drawings break lines (`ScreenDrawing.wrap`) and fit labels from this bound.
///
/// The advances are DejaVu Sans's, in thousandths of the font size: the
/// widest face the drawings' font list falls back to (SF, Segoe UI, Roboto,
/// Helvetica and Arial are all narrower), rounded up. Semibold and bold text
/// takes the bold face's advances, as browsers draw weight 600 with it.
public enum TextWidth {
  /// The padding between an element's edges and its text, as the page's
  /// boxes, bars and rows have it; a header's titles keep
  /// `HeaderTitles.sideInset`.
  public static let inset = 16.0
  /// Any character outside printable ASCII: wide enough for CJK and emoji.
  static let otherAdvance = 1.3

  /// The width of `text` in points at font `size` and `weight`.
  static func of<S: StringProtocol>(_ text: S, size: Double, weight: Int = 400) -> Double {
    let advances = weight >= 600 ? bold : regular
    var thousandths = 0.0
    for scalar in text.unicodeScalars {
      let index = Int(scalar.value) - 32
      thousandths +=
        advances.indices.contains(index) ? Double(advances[index]) : otherAdvance * 1000
    }
    return thousandths / 1000 * size
  }

  /// The attributes that squeeze a line of `text` into `room` points when
  /// its bound is wider, none when it fits.
  static func squeezed(_ text: String, size: Double, weight: Int = 400, room: Double)
    -> [SVGWriter.Attribute]
  {
    guard of(text, size: size, weight: weight) > room else { return [] }
    return [
      ("textLength", NumberFormat.string(max(0, room))), ("lengthAdjust", "spacingAndGlyphs"),
    ]
  }

  /// Advances of the characters U+0020 to U+007E, regular and bold.
  private static let regular: [Int] = [
    318, 401, 460, 838, 637, 951, 780, 275, 391, 391, 500, 838, 318, 361, 318, 337, 637, 637, 637,
    637, 637, 637, 637, 637, 637, 637, 337, 337, 838, 838, 838, 531, 1000, 685, 687, 699, 771,
    632, 576, 775, 752, 295, 295, 656, 558, 863, 749, 788, 604, 788, 695, 635, 611, 732, 685, 989,
    686, 611, 686, 391, 337, 391, 838, 500, 500, 613, 635, 550, 635, 616, 353, 635, 634, 278, 278,
    580, 278, 975, 634, 612, 635, 635, 412, 521, 393, 634, 592, 818, 592, 592, 525, 637, 337, 637,
    838,
  ]
  private static let bold: [Int] = [
    349, 457, 521, 838, 696, 1002, 873, 307, 458, 458, 523, 838, 380, 416, 380, 366, 696, 696,
    696, 696, 696, 696, 696, 696, 696, 696, 400, 400, 838, 838, 838, 581, 1000, 774, 763, 734,
    831, 684, 684, 821, 837, 373, 373, 775, 638, 996, 837, 851, 733, 851, 771, 721, 683, 813, 774,
    1104, 771, 725, 726, 458, 366, 458, 838, 500, 500, 675, 716, 593, 716, 679, 436, 716, 712,
    343, 343, 666, 343, 1042, 712, 688, 716, 716, 494, 596, 479, 712, 652, 924, 646, 652, 583,
    712, 366, 712, 838,
  ]
}
