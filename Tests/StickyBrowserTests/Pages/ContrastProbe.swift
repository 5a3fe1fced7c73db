import Foundation

/// Reads, in a preview page, each text on the screen and what the browser
/// draws under it: the text's colour as computed, times its own opacity, and
/// the backgrounds of the elements under its middle (`elementsFromPoint`),
/// each composited over the next down to an opaque one or the screen. The
/// page's own rule is not consulted: this is what a reader sees.
enum ContrastProbe {
  struct Request: Encodable {
    var theme: String
    var offsets: [Double]
  }

  struct Text: Decodable {
    var offset: Double
    /// The element's id, or `status` for the clock.
    var id: String
    var part: String
    /// Red, green and blue from 0 to 255, and alpha from 0 to 1.
    var color: [Double]
    /// The opaque colours under it: one, or each stop of a gradient.
    var backgrounds: [[Double]]
    var image: Bool
    var large: Bool
  }

  /// The texts the test reads and the class of each.
  static let selectors =
    ".t-bar .label, .t-header .title, .t-header .subtitle, .t-box .label, .t-box .detail, "
    + ".t-button .label, .t-row, .t-text .body, .status .time"

  /// What both readings share, as JavaScript source: any CSS colour as
  /// bytes and an alpha (through a canvas, which resolves every notation),
  /// one colour over another, a product of opacities, and the middle of
  /// what shows of a text inside `clip` and `bounds` (nil when too little).
  static let shared = """
    const paint = document.createElementNS('http://www.w3.org/1999/xhtml', 'canvas')
      .getContext('2d', { willReadFrequently: true });
    const rgba = (css) => {
      paint.clearRect(0, 0, 1, 1);
      paint.fillStyle = 'rgba(0, 0, 0, 0)';
      paint.fillStyle = css;
      paint.fillRect(0, 0, 1, 1);
      const d = paint.getImageData(0, 0, 1, 1).data;
      return [d[0], d[1], d[2], d[3] / 255];
    };
    const over = (top, under) => [0, 1, 2].map((i) => top[3] * top[i] + (1 - top[3]) * under[i]);
    const opacity = (node, stop) => {
      let product = 1;
      for (let n = node; n && n !== stop; n = n.parentElement) product *= Number(getComputedStyle(n).opacity);
      return product;
    };
    const middle = (r, clip, bounds) => {
      const left = Math.max(r.left, clip.left, bounds.left);
      const right = Math.min(r.right, clip.right, bounds.right);
      const top = Math.max(r.top, clip.top, bounds.top);
      const bottom = Math.min(r.bottom, clip.bottom, bounds.bottom);
      return right - left < 2 || bottom - top < 2 ? null : { x: (left + right) / 2, y: (top + bottom) / 2 };
    };
    const large = (cs) => {
      const size = parseFloat(cs.fontSize);
      return size >= 24 || (size >= 18.66 && Number(cs.fontWeight) >= 700);
    };
    """

  /// Each offset is read once its states' transitions have ended.
  static let page = """
    async (a) => {
      \(PageProbe.settleSource)
      document.documentElement.className = a.theme;
      \(shared)
      const screen = document.querySelector('[data-screen]');
      const probe = document.createElement('div');
      probe.style.color = 'var(--screen)';
      screen.append(probe);
      const themeScreen = rgba(getComputedStyle(probe).color);
      probe.remove();
      const STOP = /(rgba?\\([^)]*\\)|color\\([^)]*\\)|#[0-9a-f]{3,8}\\b)/gi;
      const layersAt = (x, y, own) => {
        const layers = [];
        let image = false;
        let covered = false;
        let passed = false;
        for (const n of document.elementsFromPoint(x, y)) {
          if (!screen.contains(n) || n === screen) break;
          const cs = getComputedStyle(n);
          const stops = cs.backgroundImage === 'none' ? [] : (cs.backgroundImage.match(STOP) || []);
          const color = rgba(cs.backgroundColor);
          const painted = stops.length > 0 || color[3] > 0;
          const mine = own && (own === n || own.contains(n) || n.contains(own));
          // Only what is hit before the text's own element lies over it.
          if (mine) passed = true;
          if (painted && own && !passed && !layers.length) covered = true;
          const alpha = opacity(n, screen);
          if (stops.length) {
            layers.push(stops.map((s) => { const c = rgba(s); return [c[0], c[1], c[2], c[3] * alpha]; }));
          } else if (color[3] > 0) {
            layers.push([[color[0], color[1], color[2], color[3] * alpha]]);
          }
          const picture = n.matches('.el') ? n.querySelector(':scope > img.cover') : null;
          if (picture) {
            const r = picture.getBoundingClientRect();
            if (x >= r.left && x <= r.right && y >= r.top && y <= r.bottom) { image = true; break; }
          }
          if (layers.length && layers[layers.length - 1].every((c) => c[3] >= 0.999)) break;
        }
        // The status bar's band is decoration, which takes no pointer.
        const band = screen.querySelector('.status-band');
        if (band && !own) {
          const r = band.getBoundingClientRect();
          if (y >= r.top && y <= r.bottom) layers.unshift([rgba(getComputedStyle(band).backgroundColor)]);
        }
        const base = rgba(getComputedStyle(screen).backgroundColor);
        let backgrounds = [base[3] > 0 ? base.slice(0, 3) : themeScreen.slice(0, 3)];
        for (let k = layers.length - 1; k >= 0; k--) {
          backgrounds = layers[k].flatMap((c) => backgrounds.map((b) => over(c, b)));
        }
        return { backgrounds, image, covered };
      };
      const bounds = screen.getBoundingClientRect();
      const texts = [];
      for (const o of a.offsets) {
        window.stickyPreview.setOffset(o);
        await settle();
        for (const node of screen.querySelectorAll(\(jsString(selectors)))) {
          const cs = getComputedStyle(node);
          if (cs.visibility !== 'visible' || cs.display === 'none' || !node.textContent.trim()) continue;
          // A text its effects are fading is between two readings, each
          // taken at its ends; a part's opacity is its effects'.
          const own = node.closest('.el');
          const part = Boolean(node.dataset.part);
          if (opacity(part ? node : node.parentElement, screen) < 0.999) continue;
          const at = middle(node.getBoundingClientRect(), own ? own.getBoundingClientRect() : bounds, bounds);
          if (!at) continue;
          const under = layersAt(at.x, at.y, own);
          if (under.covered) continue;
          const color = rgba(cs.color);
          if (!part) color[3] *= Number(cs.opacity);
          texts.push({
            offset: o, id: own ? own.dataset.id : 'status', part: node.className,
            color, backgrounds: under.backgrounds, image: under.image, large: large(cs),
          });
        }
      }
      return texts;
    }
    """

  private static func jsString(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "\\'") + "'"
  }
}

extension ContrastProbe {
  /// The same reading in a filmstrip (`film`): each text of each screen
  /// drawn, its fill as computed times its own opacity, over the fills of
  /// the shapes under its middle (a gradient's stops each, a `use` its
  /// shape's), an image ending the search.
  static let drawing = """
    () => {
      \(shared)
      const fills = (n) => {
        if (n.tagName === 'image') return 'image';
        if (n.tagName === 'use') {
          const template = document.querySelector(n.getAttribute('href'));
          const shape = template && (template.matches('rect, path') ? template : template.querySelector('rect, path'));
          return shape ? fills(shape) : null;
        }
        const cs = getComputedStyle(n);
        if (cs.fill === 'none') return null;
        const share = Number(cs.fillOpacity);
        const url = cs.fill.match(/url\\("?#([^")]+)"?\\)/);
        if (url) {
          const gradient = document.getElementById(url[1]);
          if (!gradient) return null;
          return [...gradient.querySelectorAll('stop')].map((s) => {
            const sc = getComputedStyle(s);
            const c = rgba(sc.stopColor);
            return [c[0], c[1], c[2], c[3] * Number(sc.stopOpacity) * share];
          });
        }
        const c = rgba(cs.fill);
        return c[3] > 0 ? [[c[0], c[1], c[2], c[3] * share]] : null;
      };
      const ownGroup = (text) => {
        for (let n = text.parentElement; n; n = n.parentElement) {
          if (n.matches('svg[data-screen]')) return null;
          if (n.tagName === 'g' && n.querySelector(':scope > rect[data-id], :scope > use[data-id]')) return n;
        }
        return null;
      };
      const texts = [];
      for (const frame of document.querySelectorAll('svg[data-screen]')) {
        const screenFill = fills(frame.querySelector('rect'));
        for (const text of frame.querySelectorAll('text')) {
          const cs = getComputedStyle(text);
          if (cs.visibility !== 'visible' || !text.textContent.trim()) continue;
          if (opacity(text.parentElement, frame) < 0.999) continue;
          const own = ownGroup(text);
          // Only what is in the window can be hit: the text is scrolled to.
          const at = text.getBoundingClientRect();
          window.scrollBy(at.left - 100, at.top - 100);
          // The screen's own rectangle is the frame's first, and its bounds:
          // the frame's box holds all it clips away.
          const bounds = frame.querySelector('rect').getBoundingClientRect();
          const frameRect = own && own.querySelector(':scope > rect[data-id]');
          const point = middle(
            text.getBoundingClientRect(), frameRect ? frameRect.getBoundingClientRect() : bounds, bounds);
          if (!point) continue;
          const layers = [];
          let image = false;
          let covered = false;
          for (const n of document.elementsFromPoint(point.x, point.y)) {
            if (!frame.contains(n) || n === frame) continue;
            if (n.tagName === 'text' || n.tagName === 'tspan') continue;
            const found = fills(n);
            if (!found) continue;
            // A shape drawn after the text's own element lies over it.
            const after = own && own.compareDocumentPosition(n) & Node.DOCUMENT_POSITION_FOLLOWING;
            if (after && !own.contains(n) && !layers.length) covered = true;
            if (found === 'image') { image = true; break; }
            const alpha = opacity(n, frame);
            layers.push(found.map((c) => [c[0], c[1], c[2], c[3] * alpha]));
            if (found.every((c) => c[3] * alpha >= 0.999)) break;
          }
          if (covered) continue;
          let backgrounds = [screenFill[0].slice(0, 3)];
          for (let k = layers.length - 1; k >= 0; k--) {
            backgrounds = layers[k].flatMap((c) => backgrounds.map((b) => over(c, b)));
          }
          const color = rgba(cs.fill);
          color[3] *= Number(cs.fillOpacity) * Number(cs.opacity);
          texts.push({
            offset: Number(frame.dataset.offset),
            id: frameRect ? frameRect.dataset.id : own ? 'rows' : 'status',
            part: text.textContent.slice(0, 24), color, backgrounds, image, large: large(cs),
          });
        }
      }
      return texts;
    }
    """
}
