import StickyCore

/// How wide a line of drawn text may be, never less than a browser draws it:
/// SVG text does not wrap and a drawing has no layout engine to ask, so the
/// drawings break lines (`ScreenDrawing.wrap`) and fit labels from this bound.
///
/// The advances and the kerning are DejaVu Sans's: the widest face the
/// drawings' font list falls back to (SF, Segoe UI, Roboto, Helvetica and
/// Arial are all narrower). With both, a line measures what a browser
/// measures it in that face, and breaks where its page breaks it. Semibold and bold text
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
    let (advances, kerning) = weight >= 600 ? (bold, boldPairs) : (regular, regularPairs)
    var units = 0.0
    var previous: Int?
    for scalar in text.unicodeScalars {
      let index = Int(scalar.value) - 32
      units +=
        advances.indices.contains(index) ? Double(advances[index]) : otherAdvance * unitsPerEm
      let code = Int(scalar.value)
      if let previous, code < 128 { units += Double(kerning[previous * 128 + code] ?? 0) }
      previous = code < 128 ? code : nil
    }
    return units / unitsPerEm * size
  }

  /// How far a glyph's ink may reach past its advance, in ems (DejaVu Sans's
  /// f, at the end of a line, reaches 0.026 em past it).
  static let overhang = 0.05

  /// The attributes that squeeze a line of `text` into `room` points when
  /// its bound is wider, none when it fits. A squeezed line ends `overhang`
  /// short of its room, so that its last glyph's ink stays inside.
  static func squeezed(_ text: String, size: Double, weight: Int = 400, room: Double)
    -> [SVGWriter.Attribute]
  {
    guard of(text, size: size, weight: weight) > room else { return [] }
    return [
      ("textLength", NumberFormat.string(max(0, room - overhang * size))),
      ("lengthAdjust", "spacingAndGlyphs"),
    ]
  }

  /// DejaVu Sans's advances of the characters U+0020 to U+007E, in its
  /// units (`unitsPerEm` to the em), regular and bold, and its kerning of
  /// each pair of them that has one (`first * 128 + second`, then the
  /// adjustment): without kerning, and rounded up to thousandths, "Tree is
  /// an International Dark Sky Park: the" came out 5.7 pt wider than the
  /// 357.3 pt a browser draws it in, past the 361 pt it fills on the page.
  static let unitsPerEm = 2048.0
  private static let regular: [Int] = [
    651, 821, 942, 1716, 1303, 1946, 1597, 563, 799, 799, 1024, 1716, 651, 739, 651, 690, 1303,
    1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 690, 690, 1716, 1716, 1716, 1087, 2048,
    1401, 1405, 1430, 1577, 1294, 1178, 1587, 1540, 604, 604, 1343, 1141, 1767, 1532, 1612, 1235,
    1612, 1423, 1300, 1251, 1499, 1401, 2025, 1403, 1251, 1403, 799, 690, 799, 1716, 1024, 1024,
    1255, 1300, 1126, 1300, 1260, 721, 1300, 1298, 569, 569, 1186, 569, 1995, 1298, 1253, 1300,
    1300, 842, 1067, 803, 1298, 1212, 1675, 1212, 1212, 1075, 1303, 690, 1303, 1716,
  ]
  private static let bold: [Int] = [
    713, 934, 1067, 1716, 1425, 2052, 1786, 627, 936, 936, 1071, 1716, 778, 850, 778, 748, 1425,
    1425, 1425, 1425, 1425, 1425, 1425, 1425, 1425, 1425, 819, 819, 1716, 1716, 1716, 1188, 2048,
    1585, 1561, 1503, 1700, 1399, 1399, 1681, 1714, 762, 762, 1587, 1305, 2038, 1714, 1741, 1501,
    1741, 1577, 1475, 1397, 1663, 1585, 2259, 1579, 1483, 1485, 936, 748, 936, 1716, 1024, 1024,
    1382, 1466, 1214, 1466, 1389, 891, 1466, 1458, 702, 702, 1362, 702, 2134, 1458, 1407, 1466,
    1466, 1010, 1219, 979, 1458, 1335, 1892, 1321, 1335, 1192, 1458, 748, 1458, 1716,
  ]
  private static let regularKerning: [Int] = [
    5825, -45, 5826, -73, 5831, 75, 5834, 114, 5839, 57, 5841, 75, 5844, -188, 5846, -120, 5847,
    -83, 5848, -102, 5849, -243, 5871, 38, 5878, -55, 5881, -36, 8365, -45, 8366, -36, 8378, -36,
    8385, 57, 8387, -36, 8391, -36, 8399, -36, 8401, -36, 8404, -159, 8406, -131, 8407, -112, 8409,
    -159, 8419, -36, 8420, -36, 8421, -36, 8422, -73, 8431, -36, 8433, -36, 8436, -36, 8438, -120,
    8439, -83, 8441, -139, 8515, -36, 8519, -36, 8527, -36, 8531, -36, 8534, -63, 8535, -73, 8537,
    -112, 8665, -36, 8769, -36, 8790, -36, 8793, -112, 9006, -329, 9018, -159, 9025, -188, 9043,
    -36, 9044, -36, 9057, -188, 9061, -112, 9065, -149, 9071, -73, 9074, -149, 9077, -112, 9081,
    -188, 9172, -73, 9177, -102, 9262, -36, 9517, -73, 9537, -36, 9645, -215, 9665, -36, 9667,
    -112, 9679, -112, 9684, -159, 9685, -55, 9687, -73, 9689, -73, 9697, -36, 9701, -102, 9711,
    -102, 9717, -102, 9721, -149, 9773, -36, 9793, 47, 9807, -73, 9812, -282, 9813, -102, 9814,
    -225, 9815, -188, 9817, -272, 9829, -36, 9839, -36, 9845, -36, 9849, -188, 10157, 57, 10158,
    -83, 10170, -36, 10177, -36, 10198, -36, 10200, -131, 10201, -112, 10285, -45, 10286, -319,
    10305, -131, 10329, -45, 10337, -92, 10341, -73, 10345, -45, 10350, -36, 10351, -73, 10354,
    -36, 10355, -36, 10357, -36, 10413, 57, 10541, -83, 10542, -73, 10554, -63, 10561, -83, 10563,
    -102, 10580, -149, 10582, -112, 10583, -83, 10585, -131, 10593, -45, 10597, -92, 10607, -92,
    10613, -92, 10617, -112, 10689, 38, 10797, -188, 10798, -243, 10810, -225, 10817, -159, 10819,
    -120, 10836, -36, 10849, -339, 10851, -348, 10853, -348, 10857, -63, 10863, -348, 10866, -301,
    10867, -339, 10869, -311, 10871, -339, 10873, -319, 10970, -36, 11053, -120, 11054, -264,
    11066, -167, 11073, -131, 11087, -36, 11105, -159, 11109, -159, 11113, -45, 11119, -159, 11125,
    -139, 11129, -55, 11181, -83, 11182, -235, 11194, -120, 11201, -112, 11233, -131, 11237, -120,
    11241, -45, 11247, -120, 11250, -92, 11253, -73, 11257, -36, 11309, -102, 11331, -149, 11343,
    -131, 11348, -36, 11365, -92, 11437, -243, 11438, -415, 11450, -272, 11457, -159, 11459, -112,
    11471, -112, 11489, -282, 11493, -272, 11497, -73, 11503, -272, 11509, -235, 11565, -36, 13048,
    -36, 13101, -112, 13102, -149, 13114, -73, 13172, -36, 13175, -36, 13177, -36, 13793, -36,
    13797, -73, 13807, -73, 13813, -63, 13817, -73, 14253, 38, 14254, -36, 14328, -63, 14637, -131,
    14638, -188, 14650, -36, 14691, -45, 14692, -36, 14693, -45, 14695, -36, 14696, -36, 14701,
    -36, 14702, -36, 14703, -45, 14705, -36, 14706, -36, 14712, -55, 15149, -55, 15150, -159,
    15162, -112, 15278, -188, 15290, -112, 15459, -36, 15461, -63, 15471, -63, 15533, -36, 15534,
    -292, 15546, -149,
  ]
  private static let boldKerning: [Int] = [
    5844, -301, 5846, -149, 5847, -92, 5848, -167, 5849, -301, 8364, 38, 8366, 38, 8378, 38, 8379,
    38, 8404, -159, 8405, -63, 8406, -139, 8407, -92, 8409, -196, 8438, -73, 8441, -73, 8534, -83,
    8535, -112, 8537, -112, 8621, 47, 8659, 38, 8749, 38, 8793, -149, 9004, -329, 9005, -63, 9006,
    -301, 9018, -112, 9019, -112, 9025, -235, 9057, -120, 9061, -83, 9071, -83, 9074, -131, 9077,
    -102, 9081, -112, 9172, -36, 9177, -45, 9645, -178, 9667, -92, 9679, -92, 9685, -36, 9701, -36,
    9711, -36, 9717, -36, 9721, -131, 9807, -73, 9812, -339, 9813, -73, 9814, -282, 9815, -159,
    9817, -319, 9849, -139, 10156, -45, 10157, 38, 10158, -45, 10177, -55, 10198, -55, 10200, -73,
    10201, -73, 10284, -376, 10285, -36, 10286, -376, 10305, -188, 10337, -55, 10355, -36, 10361,
    38, 10413, 38, 10540, 38, 10542, 38, 10580, -92, 10585, -112, 10617, -92, 10707, -92, 10796,
    -292, 10797, -301, 10798, -311, 10810, -112, 10811, -112, 10817, -159, 10836, 47, 10849, -264,
    10851, -272, 10853, -272, 10863, -272, 10866, -225, 10867, -272, 10869, -225, 10871, -225,
    10873, -243, 10945, -63, 11052, -264, 11053, -149, 11054, -264, 11066, -92, 11067, -92, 11073,
    -139, 11087, -36, 11105, -112, 11109, -112, 11113, -36, 11119, -112, 11125, -73, 11180, -167,
    11181, -92, 11182, -167, 11194, -63, 11195, -63, 11201, -92, 11233, -73, 11237, -73, 11247,
    -73, 11250, -36, 11309, -167, 11331, -73, 11343, -73, 11365, -55, 11436, -339, 11437, -301,
    11438, -339, 11450, -178, 11451, -178, 11457, -196, 11459, -73, 11471, -73, 11489, -188, 11493,
    -188, 11503, -188, 11509, -149, 11565, -36, 12537, -63, 13100, -112, 13101, -36, 13102, -112,
    13797, -55, 13807, -55, 14636, -301, 14638, -292, 15148, -167, 15150, -167, 15276, -131, 15278,
    -131, 15532, -159, 15534, -188,
  ]

  private static let regularPairs = pairs(regularKerning)
  private static let boldPairs = pairs(boldKerning)

  private static func pairs(_ flat: [Int]) -> [Int: Int] {
    Dictionary(
      uniqueKeysWithValues: stride(from: 0, to: flat.count, by: 2).map { (flat[$0], flat[$0 + 1]) })
  }
}
