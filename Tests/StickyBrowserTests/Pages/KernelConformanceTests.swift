import Foundation
import StickySite
import StickyTestSupport
import StickyWebDriver
import Testing

extension BrowserTests.Pages {
  /// How each kernel module's twin is asked for the outputs of one entry of
  /// its vectors (`input`), with `m` the module's exports: the JavaScript
  /// that the recorder's Swift is to its rule, and no more.
  static let kernelReplays: [String: String] = [
    "cubicBezier": """
    (input) => {
      const named = { easeInOut: m.EASE_IN_OUT, easeOut: m.EASE_OUT }[input.name];
      const curve = named ? (u) => m.progress(named, u) : m.cubicBezier(...input.curve);
      return input.shares.map((u) => curve(u));
    }
    """,
    "stateTransition": """
    (input) => {
      const ease = k['kernel/cubicBezier'].cubicBezier(...input.curve);
      let factor = 1;
      return input.shares.flatMap((share) => {
        const eased = ease(share);
        factor = m.shorteningFactor(eased, factor);
        return [eased, factor];
      });
    }
    """,
    "scrollPath": """
    (input) => {
      const points = input.points.map(([offset, time, lifts]) => ({ offset, time, lifts: lifts === 1 }));
      return input.times.map((t) => m.pathOffset(points, t));
    }
    """,
    "scrollPathParsing": """
    (input) => {
      try {
        const path = m.parseScenePath(input.text);
        if (input.snaps !== undefined) {
          m.checkTravels(input.text.split(';')[0], path.content, input.snaps);
        }
        const numbers = (points) => points.flatMap((p) =>
          p.travel !== null ? [p.offset, p.time, 2, p.travel] : [p.offset, p.time, p.lifts ? 1 : 0]);
        return ['ok', ...numbers(path.content),
          ...path.carousels.flatMap((c) => [c.id, ...numbers(c.points)])];
      } catch (error) {
        const prefix = 'invalid path ' + JSON.stringify(input.text) + ': ';
        const said = error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message;
        return ['error', said];
      }
    }
    """,
    "hidingMotion": """
    (input) => {
      const { hiding, max, height } = input.page;
      const heights = m.heightsOf(hiding);
      const stepped = input.steps.flatMap((s) => {
        const n = heights.length;
        const c1 = m.reached(s[n], max);
        const c2 = m.reached(s[n + 1], max);
        return heights.map((E, k) => m.hiddenAfter(s[k], E, c1, c2));
      });
      const shown = input.moments.flatMap((s) => {
        const out = { barTops: hiding.bars.map(() => 0) };
        m.showParts(hiding, height, s[0], s.slice(1), out);
        return [...out.barTops, out.pinTop, out.pinBottom];
      });
      return stepped.concat(shown);
    }
    """,
    "stickyForm": """
    (input) => input.moments.map((s) => m.stickyY(input.form, s[0], s[1], s[2], s[3]))
    """,
    "pathReplay": """
    (input) => {
      const points = input.points.map(([offset, time, lift, travel]) =>
        ({ offset, time, lifts: lift > 0, travel: lift === 2 ? travel : null }));
      const { hiding, snap = null, max } = input.page;
      const replay = m.replayOf(hiding, snap, max, points);
      const parts = hiding ? hiding.parts.length + 1 : 1;
      const state = { offset: 0, e: new Array(parts).fill(0), towardEnd: true, target: null };
      return input.times.flatMap((t) => {
        m.replayState(replay, t, state);
        return snap ? [state.offset, ...state.e, state.target] : [state.offset, ...state.e];
      }).concat([replay.end]);
    }
    """,
    "rowGeometry": """
    (input) => {
      const { heights, count } = input;
      const { starts, cycle } = m.rowStarts(heights);
      return input.ys
        .flatMap((y) => [m.firstRowBelow(starts, heights, cycle, count, y), m.rowAt(starts, heights, cycle, count, y)])
        .concat(input.rows.map((i) => m.rowTop(starts, cycle, i)));
    }
    """,
    "rowID": """
    (input) => {
      if (input.list !== undefined) return [m.rowID(input.list, input.index)];
      const row = m.parseRowID(input.id);
      return row ? [row.list, row.index] : [null];
    }
    """,
    "rowLabel": """
    (input) => {
      if (input.template === undefined) return input.heights.map((h) => m.labelSize(h));
      const label = m.labeller(input.template);
      return input.indexes.map((i) => label(i));
    }
    """,
    "colorTrack": """
    (input) => {
      const colors = input.colors.map((hex) => m.premultiplied(hex));
      const out = [0, 0, 0, 0];
      return input.positions.flatMap((t) => {
        m.colorAt(out, colors, t);
        return [m.hexColor(out), ...out];
      });
    }
    """,
    "inkTrack": """
    (input) => input.offsets.map((o) => m.inkAt(input.track, o))
    """,
    "snapRule": """
    (input) => {
      const landings = [m.rest, m.fling, m.step, m.page];
      const landed = input.landings.flatMap(([landing, offset, distance]) => {
        const found = landing === 0 ? m.rest(input.rule, offset) : landings[landing](input.rule, offset, distance);
        return found ? [found.offset, found.target] : [null, null];
      });
      const marked = input.marks.flatMap(([low, high, buckets]) => {
        const found = m.marks(input.rule, low, high, buckets);
        return [found.length, ...found];
      });
      return landed.concat(marked);
    }
    """,
    "carouselMarkers": """
    (input) => {
      const record = m.markerSteps(input.positions, input.width, input.maxOffset);
      const steps = record.at.flatMap((at, k) => [at, record.inclusive[k] ? 1 : 0, record.target[k]]);
      const actives = input.offsets.map((x) => m.activeMarker(record, x));
      return [record.first, record.at.length, ...steps, ...actives];
    }
    """,
    "numberFormat": """
    (input) => input.values.flatMap((v) => [m.formatNumber(v), m.rounded(v, m.FRAME_DIGITS)])
    """,
  ]

  /// The kernel's twins (`Templates/runtime/kernel/`) against the vectors
  /// recorded from StickyCore's `Kernel/` (`KernelVectorTests`): every entry
  /// of a rule in one call, each output within the rule's stated tolerance.
  @Test(arguments: BrowserKind.allCases)
  func theKernelsTwinsGiveTheRecordedOutputs(_ kind: BrowserKind) async throws {
    let rules = try KernelVectorFiles.rules()
    #expect(Set(rules) == Set(Self.kernelReplays.keys))
    try await Self.withBrowser(kind) { browser in
      try await RuntimeModules.open(in: browser)
      var cases = 0
      for rule in rules {
        let text = try String(contentsOf: KernelVectorFiles.url(of: rule), encoding: .utf8)
        let recorded = try JSONDecoder().decode(
          KernelVectors<AnyVectorInput>.self, from: Data(text.utf8))
        let replay = try #require(Self.kernelReplays[rule])
        let outputs: [[VectorValue]] = try await browser.run(
          """
          (text) => {
            const k = window.\(RuntimeBundler.testGlobal);
            const m = k['kernel/\(rule)'];
            const entry = \(replay);
            return JSON.parse(text).entries.map((e) => entry(e.input));
          }
          """, text)
        try #require(outputs.count == recorded.entries.count)
        var failures: [String] = []
        for (index, (output, entry)) in zip(outputs, recorded.entries).enumerated() {
          failures += KernelVectorFiles.differences(
            output, entry.output, tolerance: recorded.tolerance
          ).map { "entry \(index), \($0)" }
        }
        let examples = failures.prefix(5).joined(separator: "; ")
        #expect(
          failures.isEmpty,
          "\(kind): kernel/\(rule).js differs from Swift in \(failures.count) outputs, such as \(examples)"
        )
        cases += recorded.count
      }
      #expect(cases >= 10_000, "\(kind): \(cases) cases")
    }
  }
}
