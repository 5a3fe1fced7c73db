import StickyCore
import StickyNativeHTML

/// The reference for the carousels' cost per step: the screen as the
/// differential tests write it (`StickyHTML` and `EffectCSS`), each carousel
/// an `overflow-x: auto` scroller inside the vertical one with CSS scroll
/// snap, scroll markers and scroll-driven animations along its inline axis,
/// driven by `nativeCarousels.setOffset` and `setCarousel` as the preview is
/// by `stickyPreview`'s.
struct NativeCarouselPage {
  var screen: Screen

  var html: String {
    let fragment = StickyHTML(screen: screen)
    let effects = EffectCSS(screen: screen, html: fragment)
    return """
      <!DOCTYPE html><html><head><meta charset="utf-8"><title>native carousels</title><style>
      body { margin: 0; }
      \(StickyHTML.style)
      \(EffectCSS.style)
      \(effects.stylesheet)
      </style></head><body>\(fragment.html)
      <script>
      const sc = document.getElementById('sc');
      const carousels = new Map();
      for (const c of document.querySelectorAll('#screen .h')) carousels.set(c.dataset.id, c);
      // A drag does not snap until the finger lifts: a carousel's steps
      // scroll with its snapping off, as the preview's setCarousel does.
      const dragged = new Set();
      window.nativeCarousels = {
        setOffset(o) { sc.scrollTop = o; },
        setCarousel(id, x) {
          const c = carousels.get(id);
          if (!dragged.has(c)) {
            dragged.add(c);
            c.style.scrollSnapType = 'none';
          }
          c.scrollLeft = x;
        },
      };
      </script></body></html>
      """
  }
}
