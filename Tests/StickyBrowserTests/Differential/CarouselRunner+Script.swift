extension CarouselRunner {
  /// The page's side of `compare`: an async function of a `Request` that
  /// resolves to the measurements.
  ///
  /// A scroller reports the target it snaps to once its frame ends, and
  /// only the first scroll's of a frame: each copy of a carousel that snaps
  /// is scrolled once a frame. Copies out of sight cost no painting; the
  /// next batch's fresh page clears them all.
  static let script = """
    async (a) => {
      const frames = (n) => new Promise((done) => {
        const next = () => (--n > 0 ? requestAnimationFrame(next) : done());
        requestAnimationFrame(next);
      });
      const {readers} = (\(EffectReaders.script))();
      const host = document.getElementById('host');
      const aside = (scope) =>
        '<div id="screen" class="' + scope + '" style="position:absolute;left:-100000px;top:0"></div>';
      // Each screen, then where copies of its carousels go; then where the
      // copies of those that snap go.
      host.innerHTML = a.layouts.map((l) => l.html + aside(l.scope)).join('') + aside('');
      const layouts = a.layouts.map((l, i) => {
        const screen = host.children[2 * i];
        const byID = new Map();
        for (const e of screen.querySelectorAll('[data-id]')) byID.set(e.dataset.id, e);
        const carousels = l.carousels.map((id) => byID.get(id));
        return {screen, sc: screen.querySelector('#sc'), byID, carousels,
          area: host.children[2 * i + 1],
          // As wide as they are laid out.
          widths: carousels.map((c) => c.getBoundingClientRect().width + 'px')};
      });
      const copy = (l, index, area) => {
        const clone = area.appendChild(l.carousels[index].cloneNode(true));
        clone.style.width = l.widths[index];
        return clone;
      };
      const probeArea = host.lastElementChild;
      const clones = a.probes.map((p) => copy(
        layouts[p.layout], a.layouts[p.layout].carousels.indexOf(p.carousel), probeArea));
      const targets = clones.map(() => null);
      clones.forEach((clone, i) => clone.addEventListener('scrollsnapchange', (e) => {
        targets[i] = e.snapTargetInline ? e.snapTargetInline.dataset.id : null;
      }));
      // From here on the screens' carousels take any offset, and so do the
      // copies of them read at each pair, found by id; markers are read
      // from the copies only.
      for (const l of layouts) {
        for (const c of l.carousels) c.style.scrollSnapType = 'none';
      }
      const sliders = a.layouts.map((l, i) => l.pairs.map(() => l.sliders.map((s) => {
        const slider = copy(layouts[i], s.carousel, layouts[i].area);
        const byID = new Map();
        for (const e of slider.querySelectorAll('[data-id]')) byID.set(e.dataset.id, e);
        return {slider, byID};
      })));
      for (const l of layouts) {
        for (const c of l.carousels) c.style.scrollMarkerGroup = 'none';
      }
      const where = (l) => [l.sc.scrollTop].concat(l.carousels.map((c) => c.scrollLeft));
      const measured = a.layouts.map((l, i) => {
        const {screen, sc, carousels, byID} = layouts[i];
        sc.scrollTop = 1e7;
        for (const c of carousels) c.scrollLeft = 1e7;
        const ranges = where(layouts[i]);
        const scrolled = [];
        const boxes = [];
        const elements = l.ids.map((id) => byID.get(id) || null);
        for (const pair of l.pairs) {
          sc.scrollTop = pair[0];
          carousels.forEach((c, j) => { c.scrollLeft = pair[j + 1]; });
          scrolled.push(...where(layouts[i]));
          const s = screen.getBoundingClientRect();
          for (const e of elements) {
            if (!e) { boxes.push(null, null, null, null); continue; }
            const r = e.getBoundingClientRect();
            boxes.push(r.x - s.x, r.y - s.y, r.width, r.height);
          }
        }
        return {ranges, scrolled, boxes, sliders: []};
      });
      // Only the carousels' copies take frames.
      for (const l of layouts) l.screen.remove();
      await frames(2);
      a.layouts.forEach((l, i) => l.pairs.forEach((pair, k) => l.sliders.forEach((s, j) => {
        sliders[i][k][j].slider.scrollLeft = pair[s.carousel + 1];
      })));
      const starts = clones.map((clone, i) => {
        clone.scrollTo({left: a.probes[i].offset, behavior: 'instant'});
        return clone.scrollLeft;
      });
      await frames(2);
      const startTargets = [...targets];
      a.layouts.forEach((l, i) => l.pairs.forEach((_, k) => l.sliders.forEach((s, j) => {
        const {slider, byID} = sliders[i][k][j];
        const current = s.targets.filter((id) =>
          getComputedStyle(byID.get(id), '::scroll-marker').backgroundColor === 'rgb(0, 0, 255)');
        measured[i].sliders.push({scrolled: slider.scrollLeft, current});
      })));
      clones.forEach((clone, i) => {
        if (a.probes[i].distance !== 0) {
          clone.scrollBy({left: a.probes[i].distance, behavior: 'instant'});
        }
      });
      // The first frame starts the effects' animations, the second samples
      // their timelines.
      const style = document.createElement('style');
      style.textContent = a.layouts.map((l) => l.style).join('');
      document.head.appendChild(style);
      await frames(2);
      a.layouts.forEach((l, i) => {
        let n = 0;
        l.pairs.forEach((_, k) => l.sliders.forEach((s, j) => {
          const {slider, byID} = sliders[i][k][j];
          const values = [];
          for (const e of s.effects) {
            const style = getComputedStyle(byID.get(e.id));
            for (const p of e.properties) {
              for (const value of [].concat(readers[p](style))) {
                values.push(Number.isFinite(value) ? value : null);
              }
            }
          }
          Object.assign(measured[i].sliders[n++], {rescrolled: slider.scrollLeft, values});
        }));
      });
      return {
        layouts: measured, starts, startTargets,
        offsets: clones.map((clone) => clone.scrollLeft), targets,
      };
    }
    """
}
