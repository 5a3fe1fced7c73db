import Foundation
import StickyCore
import StickyNativeHTML
import StickyTestSupport

/// The colours and shadows a page shows (SPEC section 13), read once every
/// state transition has ended, and compared with the frames' values.
extension PageProbe {
  /// One byte of a colour channel, and the alpha a browser keeps in 8 bits.
  static let channelTolerance = 1.0
  static let alphaTolerance = 1 / 255 + 0.002
  /// A drop shadow's alpha is kept in 8 bits: the value it shows is that over
  /// `EffectShadow.opacity`.
  static let shadowTolerance = (1 / 255 + 0.002) / EffectShadow.opacity

  /// One part of a shown element: its computed background and box shadow,
  /// the `--shadow` the runtime wrote, and a bar's hairline opacity.
  struct PaintReading: Decodable {
    var id: String
    var part: String
    var background: String
    var boxShadow: String
    var shadow: String
    /// Whether site.css draws the part's shadow as a drop shadow.
    var dropShadow: Bool
    /// The opacity of a bar's hairline when a shadow effect draws it.
    var edge: Double?
  }

  /// A snapshot taken once the page has no transition running, with the
  /// paints of the elements asked for.
  struct SettledSnapshot: Decodable {
    var snapshot: Snapshot
    var paints: [PaintReading]
  }

  /// Reads the paints of the shown elements among `carriers`, as JavaScript source.
  static let readPaintsSource = """
    function readPaints(screen, carriers) {
      const paints = [];
      for (const id of carriers) {
        const node = screen.querySelector('[data-id="' + CSS.escape(id) + '"]');
        if (!node || getComputedStyle(node).display === 'none') continue;
        const read = (part, n) => {
          const style = getComputedStyle(n);
          const edge = n.classList.contains('edge-fx')
            ? Number(getComputedStyle(n, '::after').opacity) : null;
          paints.push({id, part, background: style.backgroundColor, boxShadow: style.boxShadow,
            shadow: style.getPropertyValue('--shadow').trim(),
            dropShadow: n.classList.contains('shadow-fx'), edge});
        };
        read('self', node);
        for (const child of node.children) if (child.dataset.part) read(child.dataset.part, child);
      }
      return paints;
    }
    """

  /// Waits until `stickyPreview.transitions` is 0, as JavaScript source.
  static let settleSource = """
    const settle = () => new Promise((resolve, reject) => {
      const start = performance.now();
      const poll = () => {
        if (window.stickyPreview.transitions === 0) resolve();
        else if (performance.now() - start > 10000) reject(new Error('transitions run past 10 s'));
        else setTimeout(poll, 5);
      };
      poll();
    });
    """

  /// Sets each offset in turn, waits for the transitions it starts to end,
  /// and measures the page with the effect parts and paints of `carriers`.
  func settledSnapshots(screen: String, offsets: [Double], carriers: [String]) async throws
    -> [SettledSnapshot]
  {
    struct Request: Encodable {
      var screen: String
      var offsets: [Double]
      var carriers: [String]
    }
    return try await browser.runAsync(
      """
      async (a) => {
        \(Self.measureSource)
        \(Self.readPaintsSource)
        \(Self.settleSource)
        const screen = document.querySelector('[data-screen="' + CSS.escape(a.screen) + '"]');
        const out = [];
        for (const o of a.offsets) {
          window.stickyPreview.setOffset(o);
          await settle();
          out.push({snapshot: measure(a.screen, a.carriers), paints: readPaints(screen, a.carriers)});
        }
        return out;
      }
      """, Request(screen: screen, offsets: offsets, carriers: carriers))
  }

  /// The numbers of a CSS colour, `rgb(r, g, b)` or `rgba(r, g, b, a)`, as
  /// bytes and an alpha from 0 to 1.
  static func cssColor(_ text: String) -> [Double]? {
    guard let open = text.firstIndex(of: "("), let close = text.firstIndex(of: ")") else {
      return nil
    }
    let numbers = text[text.index(after: open)..<close].split(separator: ",").compactMap {
      Double($0.trimmingCharacters(in: .whitespaces))
    }
    switch numbers.count {
    case 3: return numbers + [1]
    case 4: return numbers
    default: return nil
    }
  }

  /// `#rrggbbaa` as bytes and an alpha from 0 to 1.
  static func hexColor(_ text: String) -> [Double]? {
    let digits = Array(text.dropFirst())
    guard text.first == "#", digits.count == 8 else { return nil }
    let bytes = stride(from: 0, to: 8, by: 2).compactMap {
      UInt8(String(digits[$0...$0 + 1]), radix: 16).map(Double.init)
    }
    guard bytes.count == 4 else { return nil }
    return [bytes[0], bytes[1], bytes[2], bytes[3] / 255]
  }

  /// One line per colour or shadow that differs from the frames' value at
  /// the snapshot's offset (`frames` as printed at that offset).
  static func paintProblems(
    in paints: [PaintReading], element: (String) -> FramesOutput.Element?, position: Int
  ) -> [String] {
    var problems: [String] = []
    for paint in paints {
      guard let element = element(paint.id) else { continue }
      let prefix = paint.part == "self" ? "" : paint.part + "."
      let name = "\(paint.id) \(paint.part)"
      if let colors = element.colorEffects?[prefix + "color"] {
        let want = hexColor(colors[position])
        let page = cssColor(paint.background)
        if let want, let page {
          let off =
            zip(page.prefix(3), want.prefix(3)).contains { abs($0 - $1) > channelTolerance }
            || abs(page[3] - want[3]) > alphaTolerance
          // With no alpha there is no colour to compare.
          if off && !(want[3] == 0 && page[3] == 0) {
            problems.append("\(name) color page \(paint.background) frames \(colors[position])")
          }
        } else {
          problems.append("\(name) color page \(paint.background) frames \(colors[position])")
        }
      }
      guard let values = element.effects?[prefix + "shadow"] else { continue }
      let want = values[position]
      if let edge = paint.edge {
        if abs(edge - want) > opacityTolerance {
          problems.append("\(name) hairline opacity page \(edge) frames \(cssNumber(want))")
        }
        continue
      }
      guard paint.dropShadow else {
        problems.append("\(name) draws no shadow for its shadow effect")
        continue
      }
      if Double(paint.shadow) != want {
        problems.append("\(name) --shadow page '\(paint.shadow)' frames \(cssNumber(want))")
      }
      let expected = [EffectShadow.offsetY, EffectShadow.blurRadius]
      let lengths = paint.boxShadow.split(separator: ")").last.map {
        $0.split(separator: " ").compactMap { Double($0.replacingOccurrences(of: "px", with: "")) }
      }
      guard let color = cssColor(paint.boxShadow), let lengths, lengths.count >= 3,
        lengths[0] == 0, Array(lengths[1...2]) == expected, color.prefix(3) == [0, 0, 0]
      else {
        problems.append("\(name) box-shadow '\(paint.boxShadow)' is not the effect's shadow")
        continue
      }
      if abs(color[3] / EffectShadow.opacity - want) > shadowTolerance {
        problems.append(
          "\(name) shadow page \(cssNumber(color[3] / EffectShadow.opacity)) frames \(cssNumber(want))"
        )
      }
    }
    return problems.sorted()
  }
}
