import Foundation
import StickyCore
import StickyWebDriver

/// Opens an SVG file in Chromium and reads, for each `[data-screen]`, the box of
/// every `[data-id]` element: its `getBBox()` carried into the screen's user
/// space through the transforms between them (SPEC section 11).
struct SVGProbe {
  var browser: Browser

  struct Box: Decodable {
    var id: String
    var x: Double
    var y: Double
    var width: Double
    var height: Double
  }

  /// The groups of one part's effects: the outer one's opacity, and the
  /// transform from the element's group to the innermost one.
  struct Part: Decodable {
    var id: String
    var part: String
    var opacity: Double
    var scaleX: Double
    var scaleY: Double
    var dx: Double
    var dy: Double
  }

  /// A part's colour (SPEC section 13): the computed `fill`'s red, green and
  /// blue (0 ... 255) and its alpha with `fill-opacity`.
  struct Paint: Decodable {
    var id: String
    var part: String
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double
  }

  /// A part's drop shadow, or a bar's separator (`edge`): its computed opacity.
  struct Shadow: Decodable {
    var id: String
    var part: String
    var opacity: Double
    var edge: Bool
  }

  struct Screen: Decodable {
    var screen: String
    var offset: String?
    var width: Double
    var height: Double
    var elements: [Box]
    var parts: [Part]
    var colors: [Paint]
    var shadows: [Shadow]
  }

  struct Reading: Decodable {
    var screens: [Screen]
    /// `<script>` elements, attributes named `on...`, and the text of every `<text>`.
    var scripts: Int
    var eventAttributes: [String]
    var texts: [String]
  }

  func open(_ file: URL) async throws {
    try await browser.navigate(to: file)
  }

  /// Reads the boxes, first pausing every time container at `time` when given.
  func read(atTime time: Double? = nil) async throws -> Reading {
    try await read(atTimes: [time])[0]
  }

  /// Reads the boxes at each of `times` in one script, pausing every time
  /// container there first: a call to the browser costs more than a reading.
  func read(atTimes times: [Double?]) async throws -> [Reading] {
    try await browser.run(
      """
      (times) => times.map((time) => {
        if (time !== null) {
          for (const svg of document.querySelectorAll('svg')) {
            svg.pauseAnimations();
            svg.setCurrentTime(time);
          }
        }
        // The id of the element a node of it belongs to.
        const owner = (node) => {
          let group = node.parentElement;
          while (!group.querySelector(':scope > rect[data-id]')) group = group.parentElement;
          return group.querySelector(':scope > rect[data-id]').getAttribute('data-id');
        };
        const screens = [...document.querySelectorAll('[data-screen]')].map((screen) => {
          const toScreen = screen.getScreenCTM().inverse();
          const elements = [...screen.querySelectorAll('[data-id]')].map((element) => {
            const matrix = toScreen.multiply(element.getScreenCTM());
            const box = element.getBBox();
            const a = new DOMPoint(box.x, box.y).matrixTransform(matrix);
            const b = new DOMPoint(box.x + box.width, box.y + box.height).matrixTransform(matrix);
            return {id: element.getAttribute('data-id'), x: a.x, y: a.y,
                    width: b.x - a.x, height: b.y - a.y};
          });
          const parts = [...screen.querySelectorAll('[data-part]')].map((group) => {
            let inner = group;
            for (let next; (next = inner.querySelector(':scope > g:not([data-part])'));) inner = next;
            // From the group's parent, where the part's box starts; screen
            // matrices, since a nested <svg> (a header's clip) starts a user
            // space of its own.
            const m = group.parentElement.getScreenCTM().inverse().multiply(inner.getScreenCTM());
            return {id: owner(group), part: group.getAttribute('data-part'),
                    opacity: Number(getComputedStyle(group).opacity),
                    scaleX: m.a, scaleY: m.d, dx: m.e, dy: m.f};
          });
          const colors = [...screen.querySelectorAll('[data-color]')].map((shape) => {
            const style = getComputedStyle(shape);
            const fill = style.fill.match(/[0-9.]+/g).map(Number);
            return {id: owner(shape), part: shape.getAttribute('data-color'),
                    red: fill[0], green: fill[1], blue: fill[2],
                    alpha: Number(style.fillOpacity) * (fill.length > 3 ? fill[3] : 1)};
          });
          const shadows = [...screen.querySelectorAll('[data-shadow],[data-hairline]')].map(
            (shape) => {
              const edge = shape.hasAttribute('data-hairline');
              return {id: owner(shape), edge, opacity: Number(getComputedStyle(shape).opacity),
                      part: shape.getAttribute(edge ? 'data-hairline' : 'data-shadow')};
            });
          return {screen: screen.getAttribute('data-screen'), parts, colors, shadows,
                  offset: screen.getAttribute('data-offset'),
                  width: screen.width.baseVal.value, height: screen.height.baseVal.value,
                  elements};
        });
        const all = [...document.querySelectorAll('*')];
        return {
          screens,
          scripts: document.querySelectorAll('script').length,
          eventAttributes: all.flatMap((e) => [...e.attributes].map((a) => a.name))
            .filter((name) => name.toLowerCase().startsWith('on')),
          texts: [...document.querySelectorAll('text')].map((t) => t.textContent),
        };
      })
      """, times, as: [Reading].self)
  }

  /// What differs between one screen as drawn and the frames at `offset`: a
  /// box off by more than 0.5 px, an id drawn twice or unknown, or an element on
  /// screen that is missing. Returns the problems and how many boxes were compared.
  static func problems(
    in screen: Screen, frames: FrameLookup, offset: Double, context: String
  ) -> (problems: [String], checked: Int) {
    var problems: [String] = []
    var seen: Set<String> = []
    for box in screen.elements {
      guard seen.insert(box.id).inserted else {
        problems.append("\(context): \(box.id) is drawn twice")
        continue
      }
      guard let frame = frames.frame(box.id, offset) else {
        problems.append("\(context): \(box.id) is not an element of the frames")
        continue
      }
      let drawn = [box.x, box.y, box.width, box.height]
      let want = [frame.x, frame.y, frame.width, frame.height]
      if zip(drawn, want).contains(where: { abs($0 - $1) > 0.5 }) {
        problems.append("\(context): \(box.id) is at \(drawn), frames say \(want)")
      }
    }
    for id in frames.ids where !seen.contains(id) {
      guard let frame = frames.frame(id, offset) else { continue }
      // Sideways too: what a carousel slides off the screen is not drawn.
      if frame.y < screen.height && frame.y + frame.height > 0 && frame.x < screen.width
        && frame.x + frame.width > 0
      {
        problems.append("\(context): \(id) is on screen at \(frame) but not drawn")
      }
    }
    return (
      problems + effectProblems(in: screen, frames: frames, offset: offset, context: context),
      screen.elements.count + screen.parts.count
    )
  }

  /// Each part's opacity, scale and translation against the effect values of
  /// `frames`: a scale is about the part's centre `c`, so the translation of
  /// the innermost group is `t + c * (1 - s)`. A part's box is its element's
  /// frame, except a header's titles (`FrameLookup.partHeight`). Each colour
  /// and shadow drawn against its value, premultiplied for a colour (a drop
  /// shadow's opacity is `EffectShadow.opacity` times it, a bar's
  /// separator's is it), and each colour or shadow of an element drawn where
  /// there is one to see.
  static func effectProblems(
    in screen: Screen, frames: FrameLookup, offset: Double, context: String
  ) -> [String] {
    var problems: [String] = []
    func key(_ part: String, _ property: String) -> String {
      part == "self" ? property : "\(part).\(property)"
    }
    for part in screen.parts {
      guard let frame = frames.frame(part.id, offset),
        let effects = frames.effects(part.id, offset)
      else {
        problems.append("\(context): \(part.id) has effect groups but no effects in the frames")
        continue
      }
      func value(_ property: String, _ identity: Double) -> Double {
        effects[key(part.part, property)]?[0] ?? identity
      }
      let scale = value("scale", 1)
      let height = frames.partHeight(part.id, part.part) ?? frame.height
      let drawn = [part.opacity, part.scaleX, part.scaleY, part.dx, part.dy]
      let want = [
        value("opacity", 1), scale, scale,
        value("translateX", 0) + frame.width / 2 * (1 - scale),
        value("translateY", 0) + height / 2 * (1 - scale),
      ]
      let tolerances = [0.01, 0.005, 0.005, 0.5, 0.5]
      if zip(zip(drawn, want), tolerances).contains(where: { abs($0.0 - $0.1) > $1 }) {
        problems.append(
          "\(context): \(part.id) \(part.part) is drawn with \(drawn), frames say \(want)")
      }
    }
    for paint in screen.colors {
      let drawn =
        [paint.red, paint.green, paint.blue].map { $0 / 255 * paint.alpha } + [paint.alpha]
      guard let want = frames.effects(paint.id, offset)?[key(paint.part, "color")] else {
        problems.append("\(context): \(paint.id) \(paint.part) has a colour but no colour effect")
        continue
      }
      if zip(drawn, want).contains(where: { abs($0 - $1) > colorTolerance }) {
        problems.append("\(context): \(paint.id) \(paint.part) is \(drawn), frames say \(want)")
      }
    }
    for shadow in screen.shadows {
      let drawn = shadow.edge ? shadow.opacity : shadow.opacity / EffectShadow.opacity
      guard let want = frames.effects(shadow.id, offset)?[key(shadow.part, "shadow")]?[0] else {
        problems.append("\(context): \(shadow.id) \(shadow.part) has a shadow but no shadow effect")
        continue
      }
      if abs(drawn - want) > 0.01 {
        problems.append(
          "\(context): \(shadow.id) \(shadow.part) casts \(drawn), frames say \(want)")
      }
    }
    for box in screen.elements {
      for (name, value) in frames.effects(box.id, offset) ?? [:] {
        let parts = name.split(separator: ".")
        let (part, property) = parts.count == 2 ? (String(parts[0]), parts[1]) : ("self", parts[0])
        // An image part is drawn only where there is an image.
        guard part != "image" else { continue }
        if property == "color",
          !screen.colors.contains(where: { $0.id == box.id && $0.part == part })
        {
          problems.append("\(context): \(box.id) \(part) is \(value) but has no colour drawn")
        }
        if property == "shadow", value[0] > 0.01,
          !screen.shadows.contains(where: { $0.id == box.id && $0.part == part })
        {
          problems.append("\(context): \(box.id) \(part) casts \(value[0]) but no shadow is drawn")
        }
      }
    }
    return problems
  }

  /// How far a drawn colour's premultiplied channels may be from the exact
  /// ones: the page's and `frames`' rounding of each channel to a byte, the
  /// drawing's key frames' too, and `ColorKeys.tolerance` between them.
  static let colorTolerance = 2.5 / 255
}
