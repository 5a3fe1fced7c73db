import StickyCore
import StickyNativeHTML
import StickyTestSupport

/// The effects a page shows (SPEC section 10): each part's computed opacity,
/// transform and filter, read back and compared with the frames' values.
extension PageProbe {
  static let opacityTolerance = 0.001
  static let scaleTolerance = 0.001
  static let translateTolerance = 0.01
  static let blurTolerance = 0.01

  /// One part of a shown element, as the browser computed its style.
  struct PartReading: Decodable {
    var id: String
    /// `self` for the element's node, else the `data-part` of a node in it.
    var part: String
    var opacity: Double
    /// `matrix(a, b, c, d, e, f)` (identity for `none`); nil for anything else.
    var matrix: [Double]?
    /// The translation of the node's containing block from the screen: the
    /// sum of the translations of the nodes between them.
    var base: [Double]
    /// How far the translations read can be from the ones computed: browsers
    /// print a computed matrix's numbers to six significant digits, so one
    /// that carries a position far down a long list (10239.2 for 10239.1667)
    /// is good to half a unit in its sixth digit.
    var slack: [Double]
    /// The radius of `blur(Npx)` (0 for `none`); nil for anything else.
    var blur: Double?
    /// Whether the element shows an image and text, the parts it can have.
    var hasImage: Bool
    var hasText: Bool
  }

  /// Reads the parts of the shown elements among `carriers`, as JavaScript source.
  static let readPartsSource = """
    function readParts(screen, carriers) {
      const matrix = (t) => {
        if (t === 'none') return [1, 0, 0, 1, 0, 0];
        const m = /^matrix\\(([^)]*)\\)$/.exec(t);
        return m ? m[1].split(',').map(Number) : null;
      };
      const blur = (f) => {
        if (f === 'none') return 0;
        const m = /^blur\\(([^)]*)px\\)$/.exec(f);
        return m ? Number(m[1]) : null;
      };
      const parts = [];
      for (const id of carriers) {
        const node = screen.querySelector('[data-id="' + CSS.escape(id) + '"]');
        if (!node || getComputedStyle(node).display === 'none') continue;
        const hasImage = node.querySelector('img') !== null;
        const hasText = node.textContent.trim() !== '';
        const read = (part, n) => {
          const style = getComputedStyle(n);
          const base = [0, 0];
          const printed = (v) => (v ? 0.5 * 10 ** (Math.floor(Math.log10(Math.abs(v))) - 5) : 0);
          const own = matrix(style.transform);
          const slack = own ? [printed(own[4]), printed(own[5])] : [0, 0];
          for (let p = n.parentElement; p && p !== screen; p = p.parentElement) {
            const m = matrix(getComputedStyle(p).transform) || [1, 0, 0, 1, NaN, NaN];
            base[0] += m[4];
            base[1] += m[5];
            slack[0] += printed(m[4]);
            slack[1] += printed(m[5]);
          }
          parts.push({id, part, opacity: Number(style.opacity), matrix: own,
            base, slack, blur: blur(style.filter), hasImage, hasText});
        };
        read('self', node);
        for (const child of node.children) if (child.dataset.part) read(child.dataset.part, child);
      }
      return parts;
    }
    """

  /// The values of one part's properties, each its identity when no effect drives it.
  static func values(of part: Effect.Part, in effects: [String: Double]) -> [Effect.Property:
    Double]
  {
    Dictionary(
      uniqueKeysWithValues: Effect.Property.allCases.map { property in
        let key = part == .self ? property.rawValue : "\(part.rawValue).\(property.rawValue)"
        return (property, effects[key] ?? property.identity)
      })
  }

  /// The box an element is drawn in: its frame moved by its own translation
  /// and scaled about its centre.
  static func drawnBox(of frame: Frame, effects: [String: Double]) -> [Double] {
    let own = values(of: .self, in: effects)
    let scale = own[.scale]!
    return [
      frame.x + own[.translateX]! + (1 - scale) * frame.width / 2,
      frame.y + own[.translateY]! + (1 - scale) * frame.height / 2,
      scale * frame.width, scale * frame.height,
    ]
  }

  /// One line per part property that differs from the expected value.
  static func effectProblems(in snapshot: Snapshot, expected: ExpectedFrames) -> [String] {
    let offset = snapshot.offset
    let indices = Dictionary(
      expected.ids.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    var problems: [String] = []
    for (id, readings) in Dictionary(grouping: snapshot.parts, by: \.id) {
      guard let index = indices[id], let frame = expected.frame(index, offset) else { continue }
      let effects = expected.effects(index, offset)
      for part in Effect.Part.allCases {
        let want = values(of: part, in: effects)
        guard let reading = readings.first(where: { $0.part == part.rawValue }) else {
          let driven = effects.keys.contains { $0.hasPrefix(part.rawValue + ".") }
          let shown = part == .image ? readings[0].hasImage : readings[0].hasText
          if driven && shown {
            problems.append("\(id) has no [data-part=\"\(part.rawValue)\"] node")
          }
          continue
        }
        let name = "\(id) \(part.rawValue)"
        func compare(_ label: String, _ page: Double?, _ frames: Double, _ tolerance: Double) {
          if let page, abs(page - frames) <= tolerance { return }
          problems.append(
            "\(name) \(label) page \(page.map(cssNumber) ?? "unreadable") frames \(cssNumber(frames))"
          )
        }
        compare("opacity", reading.opacity, want[.opacity]!, opacityTolerance)
        compare("blur", reading.blur, want[.blur]!, blurTolerance)
        guard let matrix = reading.matrix, matrix.count == 6 else {
          problems.append("\(name) transform is not a 2D matrix")
          continue
        }
        compare("scale x", matrix[0], want[.scale]!, scaleTolerance)
        compare("scale y", matrix[3], want[.scale]!, scaleTolerance)
        compare("skew", abs(matrix[1]) + abs(matrix[2]), 0, scaleTolerance)
        // The element's own node also carries its position, which is its frame
        // less where its containing block is.
        var translation = [matrix[4], matrix[5]]
        if part == .self {
          translation[0] -= frame.x - reading.base[0]
          translation[1] -= frame.y - reading.base[1]
        }
        compare(
          "translateX", translation[0], want[.translateX]!, translateTolerance + reading.slack[0])
        compare(
          "translateY", translation[1], want[.translateY]!, translateTolerance + reading.slack[1])
      }
    }
    return problems.sorted()
  }
}
