/// How the differential tests read an effect's property from Chromium's
/// computed style, as the core's `EffectTrack` gives it: one number, or four
/// for a colour.
enum EffectReaders {
  /// A script returning `{readers, width}`: `readers[property](style)` gives
  /// a number, or red, green, blue (0 ... 255) and alpha for `color`, and
  /// `width(property)` how many.
  static let script = """
    () => {
      const readers = {
        opacity: (s) => parseFloat(s.opacity),
        scale: (s) => s.scale === 'none' ? 1 : parseFloat(s.scale),
        translateX: (s) => s.translate === 'none' ? 0 : parseFloat(s.translate.split(' ')[0]),
        translateY: (s) => {
          const parts = s.translate.split(' ');
          return parts.length > 1 ? parseFloat(parts[1]) : 0;
        },
        blur: (s) => {
          if (s.filter === 'none') return 0;
          const m = /^blur\\(([-0-9.e]+)px\\)$/.exec(s.filter);
          return m ? parseFloat(m[1]) : null;
        },
        // Chromium keeps an alpha in 8 bits and writes the fewest decimals
        // that give that byte back: read the byte.
        shadow: (s) => {
          if (s.boxShadow === 'none') return 0;
          const m = /rgba?\\(([^)]*)\\)/.exec(s.boxShadow);
          const p = m ? m[1].split(',').map(parseFloat) : [];
          return p.length === 4 ? Math.round(p[3] * 255) / 255 : p.length === 3 ? 1 : null;
        },
        // Red, green, blue (0 ... 255) and alpha (0 ... 1).
        color: (s) => {
          const m = /^rgba?\\(([^)]*)\\)$/.exec(s.backgroundColor);
          const p = m ? m[1].split(',').map(parseFloat) : [];
          const alpha = p.length === 4 ? Math.round(p[3] * 255) / 255 : 1;
          return p.length >= 3 ? [p[0], p[1], p[2], alpha] : [null, null, null, null];
        },
      };
      const width = (p) => p === 'color' ? 4 : 1;
      return {readers, width};
    }
    """
}
