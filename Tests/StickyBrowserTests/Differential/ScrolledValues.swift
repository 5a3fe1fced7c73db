/// What a page reads back after scrolling copies of a screen: each copy's
/// `scrollTop`, and the numbers read from it, offset after offset.
struct ScrolledValues: Decodable {
  var scrollTops: [Double]
  /// Per offset, in the order the page read them; null when missing or
  /// unreadable.
  var values: [Double?]

  /// An async function `(a, frames, prepare, read)` that lays out `a.html`
  /// with `a.style` once per offset of `a.offsets`, `a.copies` copies at a
  /// time, lets `prepare(screen)` add to each copy, scrolls each to its
  /// offset, waits `frames` animation frames, and lets
  /// `read(screen, prepared, values)` push what it reads; it resolves to
  /// this record. Copies are read in the same frames since Chromium samples
  /// timelines and scroll states once a frame: scrolling one copy through the
  /// offsets would cost a few frames per offset.
  static let script = """
    async (a, frames, prepare, read) => {
      const host = document.getElementById('host');
      const frame = () => new Promise((done) => requestAnimationFrame(() => done()));
      const scrollTops = [];
      const values = [];
      for (let from = 0; from < a.offsets.length; from += a.copies) {
        const offsets = a.offsets.slice(from, from + a.copies);
        host.innerHTML = '<style>' + a.style + '</style>' + offsets.map(() => a.html).join('');
        const screens = [...host.querySelectorAll('#screen')];
        const prepared = screens.map(prepare);
        offsets.forEach((o, i) => { screens[i].querySelector('#sc').scrollTop = o; });
        for (let k = 0; k < frames; k++) await frame();
        screens.forEach((screen, i) => {
          scrollTops.push(screen.querySelector('#sc').scrollTop);
          read(screen, prepared[i], values);
        });
      }
      host.innerHTML = '';
      return {scrollTops, values};
    }
    """

  /// A mismatch when the copy for offset `index` did not scroll to `offset`:
  /// nothing read from it then says anything.
  func scrollMismatch(at index: Int, offset: Double) -> Mismatch? {
    guard abs(scrollTops[index] - offset) > 1e-3 else { return nil }
    return Mismatch(
      offset: offset, id: "#sc", field: "scrollTop", core: offset, chromium: scrollTops[index])
  }
}
