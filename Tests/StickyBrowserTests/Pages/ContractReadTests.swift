import Foundation
import StickySite
import StickyTestSupport
import StickyWebDriver
import Testing

extension BrowserTests.Pages {
  /// Records every member of the page data that the runtime reads: the page
  /// is given its own data again (`stickyPreview.load`) behind a proxy that
  /// notes each read by its path (`elements[].y[]`) and the JSON type of what
  /// it found there ("undefined" for a member that is not there), then shown
  /// at every offset that matters, inspected element by element and, where
  /// bars hide, seeked along its demo path. `window.contractReads` holds the
  /// reads, as path to types.
  static let recordContractReads = """
    () => {
      const reads = {};
      const proxies = new WeakMap();
      const typeOf = (v) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
      const note = (path, value) => {
        const types = reads[path] || (reads[path] = []);
        const type = typeOf(value);
        if (!types.includes(type)) types.push(type);
      };
      const wrap = (value, path) => {
        if (value === null || typeof value !== 'object') return value;
        if (proxies.has(value)) return proxies.get(value);
        const proxy = new Proxy(value, {
          get(target, key, receiver) {
            const found = Reflect.get(target, key, receiver);
            // Methods and `length` are the array's or object's, not data.
            if (typeof key === 'symbol') return found;
            if (Array.isArray(target) && !/^[0-9]+$/.test(key)) return found;
            if (!Object.prototype.hasOwnProperty.call(target, key) && key in target) return found;
            const member = Array.isArray(target) ? path + '[]' : (path ? path + '.' : '') + key;
            note(member, found);
            return wrap(found, member);
          },
        });
        proxies.set(value, proxy);
        return proxy;
      };
      const data = JSON.parse(document.querySelector('#sticky-data').textContent);
      window.stickyPreview.load(wrap(data, ''));
      const api = window.stickyPreview;
      const low = data.minOffset - data.overscroll;
      const high = data.maxOffset + data.overscroll;
      const offsets = [low, low / 2, 0, data.maxOffset / 2, data.maxOffset, high];
      for (const tick of data.ticks) offsets.push(tick.o - 0.5, tick.o, tick.o + 0.5);
      for (const o of offsets) api.setOffset(o);
      for (const s of data.scrollers || []) {
        for (const x of [-s.overscroll, 0, s.maxOffset / 2, s.maxOffset + s.overscroll]) {
          api.setCarousel(s.id, x);
        }
      }
      if (api.inspect) for (const e of data.elements) api.inspect(e.id);
      if (data.hiding) for (const t of [0, 0.25, 0.5, 1, 2, 4, 8]) api.seek(data.hiding.demo, t);
      api.setOffset(data.maxOffset / 3);
      window.contractReads = reads;
      return Object.keys(reads).length;
    }
    """

  /// The page contract covers what the page uses: every member of the page
  /// data that the runtime reads, on the preview and the embed page of every
  /// screen of the gallery, is in the contract's schema (`PageSchema`) with
  /// the type that the schema gives it, or is an optional member that is not
  /// there, the carousels of its screens with carousels set across their
  /// ranges. A read of a member the schema lacks,
  /// planted after the page has run, is the one problem found.
  @Test func theRuntimeReadsOnlyWhatTheContractSays() async throws {
    try await Self.withGallery(.chromium) { _, site, browser, _ in
      let screens = try FileManager.default.contentsOfDirectory(atPath: site.path).filter {
        FileManager.default.fileExists(atPath: site.appendingPathComponent("\($0)/embed.html").path)
      }.sorted()
      try #require(screens.count >= 10, "the gallery has \(screens.count) screens with pages")
      let pages = screens.flatMap { [Self.page(site, $0), Self.embed(site, $0)] }
      var reads: [String: Set<String>] = [:]
      for page in pages {
        try await browser.navigate(to: page)
        let count: Int = try await browser.run(Self.recordContractReads)
        #expect(count > 0, "\(page.path): the runtime read nothing of its data")
        // Reads that animation frames make after the last offset.
        try await Task.sleep(for: .milliseconds(100))
        let found: [String: [String]] = try await browser.run("() => window.contractReads")
        for (path, types) in found { reads[path, default: []].formUnion(types) }
      }
      let contract = try ContractPaths(schema: PageSchema.text)
      var problems = contract.problems(reads: reads)
      #expect(problems.isEmpty, "the runtime reads what the contract does not say")
      let members = reads.keys.filter { !$0.contains("[]") && !$0.contains(".") }
      print(
        "Contract reads: \(screens.count) screens, 2 pages each; \(reads.count) paths read, "
          + "\(members.count) of the \(contract.rootMembers) top-level members")
      // The check sees a read the contract does not cover.
      let planted = contract.problems(reads: ["elements[].glow": ["number"], "width": ["string"]])
      #expect(
        planted == [
          "elements[].glow: read as number, not in the contract",
          "width: read as string, the contract says number",
        ])
      if planted.count != 2 { problems.append("a planted read was not seen: \(planted)") }
      return problems
    }
  }
}

/// The members of the page data by path (`elements[].y[]`), from the
/// contract's JSON Schema, each with the JSON types it may have.
struct ContractPaths {
  private var types: [String: Set<String>] = [:]
  private var optional: Set<String> = []
  let rootMembers: Int

  init(schema text: String) throws {
    let root = try #require(
      JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let definitions = root["$defs"] as? [String: Any] ?? [:]
    rootMembers = (root["properties"] as? [String: Any])?.count ?? 0
    walk(root, path: "", definitions: definitions)
  }

  private mutating func walk(_ node: [String: Any], path: String, definitions: [String: Any]) {
    var node = node
    if let reference = node["$ref"] as? String,
      let resolved = definitions[String(reference.dropFirst("#/$defs/".count))] as? [String: Any]
    {
      node = resolved
    }
    let type = node["type"] as? String ?? ""
    if !path.isEmpty {
      types[path, default: []].formUnion(type == "integer" ? ["number"] : [type])
    }
    if type == "object", let properties = node["properties"] as? [String: Any] {
      let required = Set(node["required"] as? [String] ?? [])
      for (name, value) in properties {
        guard let property = value as? [String: Any] else { continue }
        let member = path.isEmpty ? name : path + "." + name
        if !required.contains(name) { optional.insert(member) }
        walk(property, path: member, definitions: definitions)
      }
    }
    if type == "array" {
      for item in (node["prefixItems"] as? [Any] ?? []) + [node["items"] as Any] {
        if let item = item as? [String: Any] {
          walk(item, path: path + "[]", definitions: definitions)
        }
      }
    }
  }

  /// What of `reads` (path to the types read there) the contract does not
  /// say: a path it lacks, or a type it does not give that path. A member
  /// read where it is absent is fine when the contract makes it optional.
  func problems(reads: [String: Set<String>]) -> [String] {
    reads.sorted { $0.key < $1.key }.compactMap { path, read in
      guard let allowed = types[path] else {
        return "\(path): read as \(read.sorted().joined(separator: ", ")), not in the contract"
      }
      let wrong = read.filter {
        !allowed.contains($0) && !($0 == "undefined" && optional.contains(path))
      }
      guard !wrong.isEmpty else { return nil }
      return
        "\(path): read as \(wrong.sorted().joined(separator: ", ")), the contract says \(allowed.sorted().joined(separator: ", "))"
    }
  }
}
