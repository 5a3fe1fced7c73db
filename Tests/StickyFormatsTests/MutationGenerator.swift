import StickyCore
import StickyFormats
import StickyTestSupport

/// One generated file: its JSON text, the XML spelling of a layout when XML
/// has one, and how it was made.
struct GeneratedFile {
  enum Kind: String {
    case layout
    case config
  }

  var kind: Kind
  var name: String
  /// The file it was made from.
  var origin: String
  /// What was done to it, in order; empty for an unchanged seed.
  var mutations: [String]
  var json: String
  /// The tree of a layout, for comparing the XML spelling read back.
  var tree: LayoutTree?
  var xml: String? { tree?.xml }
}

/// Makes mutated layouts and configs from valid ones, deterministically: the
/// same seed gives the same files. Each file gets one mutation, taken in turn
/// from `LayoutMutation.rotation` (or `ConfigMutation`), and now and then a
/// second one at random; the values come from `MutationSamples`.
struct MutationGenerator {
  var random: SplitMix64
  let layoutSeeds: [(name: String, tree: LayoutTree)]
  let configSeeds: [(name: String, members: [TreeMember])]

  init(
    seed: UInt64, layouts: [(name: String, tree: LayoutTree)],
    configs: [(name: String, members: [TreeMember])]
  ) {
    random = SplitMix64(seed: seed)
    layoutSeeds = layouts
    configSeeds = configs
  }

  // MARK: Choices

  mutating func pick<Element>(_ items: [Element]) -> Element {
    items[random.next(below: items.count)]
  }

  /// True once in `odds` times.
  mutating func oneIn(_ odds: Int) -> Bool { random.next(below: odds) == 0 }

  // MARK: Layouts

  mutating func layouts(count: Int) -> [GeneratedFile] {
    (0..<count).map { index in
      let mutation = LayoutMutation.rotation[index % LayoutMutation.rotation.count]
      var (origin, tree, made) = mutated(by: mutation)
      if oneIn(5), let extra = apply(pick(LayoutMutation.allCases), to: &tree) {
        made.append(extra)
      }
      return GeneratedFile(
        kind: .layout, name: "layout-\(index).json", origin: origin, mutations: made,
        json: tree.json, tree: tree)
    }
  }

  /// A seed changed by `mutation`, trying seeds until one has what it changes.
  private mutating func mutated(
    by mutation: LayoutMutation
  ) -> (origin: String, tree: LayoutTree, made: [String]) {
    while true {
      let seed = pick(layoutSeeds)
      var tree = seed.tree
      if let made = apply(mutation, to: &tree) {
        return (seed.name, tree, [made])
      }
    }
  }

  /// Applies the mutation somewhere in the tree and says what it did; nil when
  /// the tree has nothing it applies to.
  mutating func apply(_ mutation: LayoutMutation, to tree: inout LayoutTree) -> String? {
    switch mutation {
    case .setValue: return setValue(in: &tree)
    case .dropProperty: return dropProperty(in: &tree)
    case .repeatProperty: return repeatProperty(in: &tree)
    case .renameProperty: return renameProperty(in: &tree)
    case .addUnknownProperty: return addUnknownProperty(in: &tree)
    case .changeType: return changeType(in: &tree)
    case .insertChild: return insertChild(in: &tree)
    case .removeChild: return removeChild(in: &tree)
    case .repeatChild: return repeatChild(in: &tree)
    case .emptyChildren: return emptyChildren(in: &tree)
    case .scrollCount: return scrollCount(in: &tree)
    case .headerPlace: return headerPlace(in: &tree)
    case .exclusiveProperties: return exclusiveProperties(in: &tree)
    case .barsPerEdge: return barsPerEdge(in: &tree)
    case .takeID: return takeID(in: &tree)
    case .nestSticky: return nestSticky(in: &tree)
    case .pinRows: return pinRows(in: &tree)
    case .collapseHeader: return collapseHeader(in: &tree)
    case .coverScreen: return coverScreen(in: &tree)
    case .nestDeeply: return nestDeeply(in: &tree)
    case .comment: return comment(in: &tree)
    case .effectValues: return effectValues(in: &tree)
    case .effectRange: return effectRange(in: &tree)
    case .repeatEffect: return repeatEffect(in: &tree)
    case .paddingSpacing: return paddingSpacing(in: &tree)
    case .longText: return longText(in: &tree)
    case .controlCharacter: return controlCharacter(in: &tree)
    case .snapTimings: return snapTimings(in: &tree)
    case .carousels: return carousels(in: &tree)
    }
  }

  /// A random node that passes `include`, with its path.
  private mutating func node(
    in tree: LayoutTree, _ include: (LayoutTree) -> Bool = { _ in true }
  ) -> [Int]? {
    let paths = tree.paths.filter { include(tree[$0]) }
    return paths.isEmpty ? nil : pick(paths)
  }

  /// A random node of a known type with a property that passes `include`.
  private mutating func node(
    in tree: LayoutTree, havingProperty include: (PropertySchema) -> Bool
  ) -> [Int]? {
    let paths = tree.paths.filter {
      Self.schema(at: $0, in: tree)?.properties.contains(where: include) ?? false
    }
    return paths.isEmpty ? nil : pick(paths)
  }

  /// The description of the node at `path` where it stands, or of its type
  /// where it may not stand; nil for a type the format does not know.
  private static func schema(at path: [Int], in tree: LayoutTree) -> NodeSchema? {
    guard let type = NodeType(rawValue: tree[path].type) else { return nil }
    let parent = path.isEmpty ? nil : NodeType(rawValue: tree[Array(path.dropLast())].type)
    return LayoutSchema.node(type, in: parent) ?? LayoutSchema.node(type)
  }

  private static func isType(_ types: [NodeType]) -> (LayoutTree) -> Bool {
    { node in NodeType(rawValue: node.type).map(types.contains) ?? false }
  }

  private static func named(_ path: [Int], _ tree: LayoutTree) -> String {
    tree[path].type + (path.isEmpty ? "" : "@" + path.map(String.init).joined(separator: "."))
  }

  private mutating func setValue(in tree: inout LayoutTree) -> String? {
    guard let path = node(in: tree, { NodeType(rawValue: $0.type) != nil }),
      let schema = Self.schema(at: path, in: tree)
    else { return nil }
    let property = pick(schema.properties)
    let value = pick(MutationSamples.values(of: property.kind))
    tree[path][property: property.name] = value
    return "set \(property.name) of \(Self.named(path, tree)) to \(Self.short(value))"
  }

  private mutating func dropProperty(in tree: inout LayoutTree) -> String? {
    guard let path = node(in: tree, { !$0.properties.isEmpty }) else { return nil }
    let index = random.next(below: tree[path].properties.count)
    let name = tree[path].properties.remove(at: index).name
    return "drop \(name) of \(Self.named(path, tree))"
  }

  private mutating func repeatProperty(in tree: inout LayoutTree) -> String? {
    guard let path = node(in: tree, { !$0.properties.isEmpty }) else { return nil }
    var member = pick(tree[path].properties)
    if oneIn(2), let kind = Self.schema(at: path, in: tree)?.property(named: member.name)?.kind {
      member.value = pick(MutationSamples.values(of: kind))
    }
    tree[path].properties.append(member)
    return "repeat \(member.name) of \(Self.named(path, tree)) as \(Self.short(member.value))"
  }

  private mutating func renameProperty(in tree: inout LayoutTree) -> String? {
    guard let path = node(in: tree, { !$0.properties.isEmpty }) else { return nil }
    let index = random.next(below: tree[path].properties.count)
    let old = tree[path].properties[index].name
    let ownNames = Self.schema(at: path, in: tree)?.properties.map(\.name) ?? []
    let allNames = LayoutSchema.nodes.flatMap { $0.properties.map(\.name) }
    let name: String
    switch random.next(below: 5) {
    case 0: name = Self.misspelled(old, position: random.next(below: max(1, old.count)))
    case 1: name = old.prefix(1).uppercased() + old.dropFirst()
    case 2 where !ownNames.isEmpty: name = pick(ownNames)
    case 3: name = "$schema"
    default: name = pick(allNames)
    }
    tree[path].properties[index].name = name
    return "rename \(old) of \(Self.named(path, tree)) to \(name)"
  }

  /// `name` with the letter at `position` left out, or a letter added when
  /// it has one letter.
  private static func misspelled(_ name: String, position: Int) -> String {
    var letters = Array(name)
    guard letters.count > 1 else { return name + "x" }
    letters.remove(at: min(position, letters.count - 1))
    return String(letters)
  }

  private mutating func addUnknownProperty(in tree: inout LayoutTree) -> String? {
    guard let path = node(in: tree) else { return nil }
    let known = Self.schema(at: path, in: tree)?.properties.map(\.name) ?? []
    let others = LayoutSchema.nodes.flatMap { $0.properties.map(\.name) }.filter {
      !known.contains($0)
    }
    let name = pick(["colour", "hieght", "x", "data-x", "Type"] + others)
    let value = pick([TreeValue.string("a"), .number("1"), .bool(true), .string("#fff")])
    tree[path].properties.append(TreeMember(name, value))
    return "add \(name) to \(Self.named(path, tree))"
  }

  private mutating func changeType(in tree: inout LayoutTree) -> String? {
    guard let path = node(in: tree) else { return nil }
    let type = pick(["bx", "Box", "", "div", "screen "] + NodeType.allCases.map(\.rawValue))
    let old = Self.named(path, tree)
    tree[path].type = type
    return "make \(old) a \(JSONString.quoted(type))"
  }

  /// The smallest valid node of each type, and one of a type that does not exist.
  static let catalogue: [LayoutTree] = [
    LayoutTree("bar", [TreeMember("edge", .string("top")), TreeMember("height", .number("44"))]),
    LayoutTree(
      "bar", [TreeMember("edge", .string("bottom")), TreeMember("height", .number("34"))]),
    LayoutTree("scroll"),
    LayoutTree("header", [TreeMember("height", .number("100"))]),
    LayoutTree("stack"),
    LayoutTree("box", [TreeMember("height", .number("40"))]),
    LayoutTree("text", [TreeMember("text", .string("t"))]),
    LayoutTree("button", [TreeMember("label", .string("b"))]),
    LayoutTree("spacer"),
    LayoutTree("list", [TreeMember("count", .number("3"))]),
    LayoutTree("carousel", [TreeMember("height", .number("100"))]),
    LayoutTree("pin", [TreeMember("index", .number("0")), TreeMember("edge", .string("top"))]),
    effect("opacity", values: ["0", "1"]),
    LayoutTree("bx", [TreeMember("height", .number("1"))]),
  ]

  static func effect(_ property: String, values: [String], range: String = "0 100") -> LayoutTree {
    LayoutTree(
      "effect",
      [
        TreeMember("property", .string(property)), TreeMember("range", .string(range)),
        TreeMember("values", MutationSamples.numbers(values)),
      ])
  }

  private mutating func insertChild(in tree: inout LayoutTree) -> String? {
    guard let path = node(in: tree) else { return nil }
    let child = pick(Self.catalogue)
    let position = random.next(below: tree[path].children.count + 1)
    tree[path].children.insert(child, at: position)
    return "insert \(child.type) into \(Self.named(path, tree)) at \(position)"
  }

  private mutating func removeChild(in tree: inout LayoutTree) -> String? {
    guard let path = node(in: tree, { !$0.children.isEmpty }) else { return nil }
    let position = random.next(below: tree[path].children.count)
    let removed = tree[path].children.remove(at: position)
    return "remove \(removed.type) \(position) of \(Self.named(path, tree))"
  }

  private mutating func repeatChild(in tree: inout LayoutTree) -> String? {
    guard let path = node(in: tree, { !$0.children.isEmpty }) else { return nil }
    let position = random.next(below: tree[path].children.count)
    let child = tree[path].children[position]
    tree[path].children.insert(child, at: position + 1)
    return "repeat \(child.type) \(position) of \(Self.named(path, tree))"
  }

  private mutating func emptyChildren(in tree: inout LayoutTree) -> String? {
    guard let path = node(in: tree, { $0.children.isEmpty && !$0.writesEmptyChildren }) else {
      return nil
    }
    tree[path].writesEmptyChildren = true
    return "give \(Self.named(path, tree)) an empty children array"
  }

  private mutating func scrollCount(in tree: inout LayoutTree) -> String? {
    let scrolls = tree.children.indices.filter { tree.children[$0].type == "scroll" }
    guard let first = scrolls.first else { return nil }
    switch random.next(below: 3) {
    case 0:
      tree.children.removeAll { $0.type == "scroll" }
      return "remove the scroll"
    case 1:
      tree.children.insert(LayoutTree("scroll"), at: random.next(below: tree.children.count + 1))
      return "add an empty scroll"
    default:
      tree.children.append(tree.children[first])
      return "repeat the scroll"
    }
  }

  /// A header first in the scroll, elsewhere, or twice.
  private mutating func headerPlace(in tree: inout LayoutTree) -> String? {
    guard let scroll = tree.children.firstIndex(where: { $0.type == "scroll" }) else { return nil }
    if oneIn(2) { tree.children[scroll].children.removeAll { $0.type == "header" } }
    let count = tree.children[scroll].children.count
    let position = pick([0, min(1, count), count])
    tree.children[scroll].children.insert(
      LayoutTree("header", [TreeMember("height", .number("120"))]), at: position)
    return "insert a header into the scroll at \(position) of \(count + 1)"
  }

  /// Both of two properties that exclude each other, each with a valid value.
  private mutating func exclusiveProperties(in tree: inout LayoutTree) -> String? {
    guard
      let path = node(in: tree, havingProperty: { $0.excludes != nil }),
      let schema = Self.schema(at: path, in: tree),
      let property = schema.properties.first(where: { $0.excludes != nil }),
      let excluded = property.excludes.flatMap(schema.property(named:))
    else { return nil }
    for given in [property, excluded] {
      tree[path][property: given.name] = MutationSamples.valid(given.kind)
    }
    return "give \(Self.named(path, tree)) \(property.name) and \(excluded.name)"
  }

  /// Bars on both edges that hide and snap, one over another duration or
  /// along another easing than the other.
  private mutating func snapTimings(in tree: inout LayoutTree) -> String? {
    tree.children.removeAll { $0.type == "bar" }
    let differing =
      oneIn(2)
      ? TreeMember("snapDuration", .number("0.4"))
      : TreeMember("snapEasing", .string("cubic-bezier(0.2, 0, 0, 1)"))
    for (edge, extra) in [("top", [TreeMember]()), ("bottom", [differing])] {
      let bar = LayoutTree(
        "bar",
        [
          TreeMember("edge", .string(edge)), TreeMember("height", .number("30")),
          TreeMember("hide", .string("scroll")), TreeMember("snap", .bool(true)),
        ] + extra)
      tree.children.insert(bar, at: 0)
    }
    return "add bars on both edges that snap, the bottom one with another \(differing.name)"
  }

  /// A carousel at the end of the content that breaks one of SPEC section
  /// 15's rules a schema cannot state: what stands around it or deep inside
  /// it, an `x` axis where no carousel's offset runs, snapping without the
  /// carousel's type or below its children.
  private mutating func carousels(in tree: inout LayoutTree) -> String? {
    guard let scroll = tree.children.firstIndex(where: { $0.type == "scroll" }) else { return nil }
    func box(_ members: [TreeMember] = []) -> LayoutTree {
      LayoutTree("box", [TreeMember("height", .number("40"))] + members)
    }
    var card = LayoutTree("box", [TreeMember("width", .number("120"))])
    var column = LayoutTree("stack", [TreeMember("width", .number("200"))], children: [box()])
    var carousel = LayoutTree("carousel", [TreeMember("height", .number("100"))])
    var made: String
    switch random.next(below: 8) {
    case 0:
      column.children.append(
        pick([LayoutTree("list", [TreeMember("count", .number("3"))]), carousel]))
      made = "a \(column.children[1].type) in a carousel's stack"
    case 1:
      column.children[0][property: "sticky"] = .string(pick(["top", "bottom", "both"]))
      made = "a sticky box in a carousel's stack"
    case 2:
      tree.children[scroll].children.append(
        LayoutTree("stack", [TreeMember("sticky", .string("top"))], children: [carousel]))
      return "a carousel in a sticky stack"
    case 3:
      var slide = Self.effect("translateX", values: ["0", "10"])
      slide[property: "axis"] = .string("x")
      var moving = box()
      moving.children = [slide]
      tree.children[scroll].children.append(moving)
      return "an effect along x outside a carousel"
    case 4:
      let condition = pick(StateCondition.allCases).rawValue
      var state = Self.effect("opacity", values: ["0", "1"], range: condition)
      state[property: "timeline"] = .string("state")
      state[property: "axis"] = .string("x")
      card.children.append(state)
      made = "a \(condition) state along x in a carousel"
    case 5:
      let property = pick(["snapDuration", "snapEasing"])
      carousel[property: property] = property == "snapDuration" ? .number("0.4") : .string("linear")
      made = "a carousel's \(property) without its snapType"
    case 6:
      card[property: "snapAlign"] = .string(pick(["start", "center", "end"]))
      made = "a carousel's child that snaps where the carousel does not"
    default:
      carousel[property: "snapType"] = .string(pick(["mandatory", "page"]))
      column.children[0][property: "snapAlign"] = .string("start")
      made = "a block that snaps in a carousel's stack"
    }
    carousel.children = [card, column]
    tree.children[scroll].children.append(carousel)
    return made
  }

  private mutating func barsPerEdge(in tree: inout LayoutTree) -> String? {
    let edges = (0..<(1 + random.next(below: 3))).map { _ in pick(["top", "bottom"]) }
    for edge in edges {
      let bar = LayoutTree(
        "bar", [TreeMember("edge", .string(edge)), TreeMember("height", .number("30"))])
      tree.children.insert(bar, at: random.next(below: tree.children.count + 1))
    }
    return "add bars on " + edges.joined(separator: ", ")
  }

  private mutating func takeID(in tree: inout LayoutTree) -> String? {
    let withIDs = Self.isType(NodeType.allCases.filter { $0 != .pin && $0 != .effect })
    guard let path = node(in: tree, withIDs) else { return nil }
    let lists = tree.paths.filter { tree[$0].type == "list" }
    if oneIn(3), let list = lists.isEmpty ? nil : pick(lists) {
      // An id a list gives one of its rows.
      if tree[list][property: "id"] == nil { tree[list][property: "id"] = .string("rows") }
      guard case .string(let id)? = tree[list][property: "id"] else { return nil }
      let row = pick(["\(id)-0", "\(id)-2", "\(id)-99999", "\(id)-00"])
      tree[path][property: "id"] = .string(row)
      return "give \(Self.named(path, tree)) the row id \(row)"
    }
    let ids = tree.paths.compactMap { other -> String? in
      guard other != path, case .string(let id)? = tree[other][property: "id"] else { return nil }
      return id
    }
    let id = ids.isEmpty ? pick(["content", "bar-top", "header-1", "box-1", "list-1"]) : pick(ids)
    tree[path][property: "id"] = .string(id)
    return "give \(Self.named(path, tree)) the id \(id)"
  }

  /// Wraps a block in a stack, sticky or not, and makes the block sticky
  /// (or pins a row, for a list).
  private mutating func nestSticky(in tree: inout LayoutTree) -> String? {
    guard let path = node(in: tree, Self.isType(NodeType.blocks)), !path.isEmpty,
      Self.isType([.scroll, .stack])(tree[Array(path.dropLast())])
    else { return nil }
    var inner = tree[path]
    if inner.type == "list" {
      inner.children.append(
        LayoutTree("pin", [TreeMember("index", .number("0")), TreeMember("edge", .string("top"))]))
    } else if Self.schema(at: path, in: tree)?.property(named: "sticky") != nil {
      inner[property: "sticky"] = .string(pick(["top", "bottom", "both"]))
    }
    let outer = pick(["top", "bottom", "both", "none"])
    tree[path] = LayoutTree("stack", [TreeMember("sticky", .string(outer))], children: [inner])
    return "wrap \(inner.type) in a stack sticky \(outer)"
  }

  private mutating func pinRows(in tree: inout LayoutTree) -> String? {
    guard let path = node(in: tree, { $0.type == "list" }) else { return nil }
    var count = 5
    if case .number(let text)? = tree[path][property: "count"], let value = Int(text) {
      count = value
    } else {
      tree[path][property: "count"] = .number("5")
    }
    let index = pick([count - 1, count, count + 5, 0, 999_999])
    let pin = LayoutTree(
      "pin", [TreeMember("index", .number("\(index)")), TreeMember("edge", .string("bottom"))])
    tree[path].children.append(pin)
    if oneIn(3) { tree[path].children.append(pin) }
    return "pin row \(index) of \(count) in \(Self.named(path, tree))"
  }

  private mutating func collapseHeader(in tree: inout LayoutTree) -> String? {
    guard let scroll = tree.children.firstIndex(where: { $0.type == "scroll" }) else { return nil }
    if tree.children[scroll].children.first?.type != "header" {
      tree.children[scroll].children.insert(LayoutTree("header"), at: 0)
    }
    let height = pick([100.0, 300, 0])
    let collapsed = pick([height, height + 1, height + 0.001, 0, height - 1])
    tree.children[scroll].children[0][property: "height"] = TreeValue(height)
    tree.children[scroll].children[0][property: "collapsedHeight"] = TreeValue(collapsed)
    return "collapse a \(NumberFormat.exact(height)) header to \(NumberFormat.exact(collapsed))"
  }

  /// Bars and safe areas around the size of the screen.
  private mutating func coverScreen(in tree: inout LayoutTree) -> String? {
    tree.children.removeAll { $0.type == "bar" }
    let height = pick([600.0, 852])
    let top = pick([0, height / 2, height - 1, height])
    let bottom = pick([0, height / 2, 1])
    let translucent = oneIn(2)
    tree[property: "height"] = TreeValue(height)
    tree[property: "safeTop"] = TreeValue(pick([0, 20, height / 2]))
    tree[property: "safeBottom"] = TreeValue(pick([0, 34, height / 2]))
    for (edge, size) in [("top", top), ("bottom", bottom)] where size > 0 {
      let bar = LayoutTree(
        "bar",
        [
          TreeMember("edge", .string(edge)), TreeMember("height", TreeValue(size)),
          TreeMember("translucent", .bool(translucent)),
        ])
      tree.children.insert(bar, at: 0)
    }
    return "bars of \(NumberFormat.exact(top)) and \(NumberFormat.exact(bottom)) on a "
      + "\(NumberFormat.exact(height)) screen, translucent \(translucent)"
  }

  /// Wraps a block in stacks so that it ends up around the deepest nesting
  /// the readers take.
  private mutating func nestDeeply(in tree: inout LayoutTree) -> String? {
    guard let path = node(in: tree, Self.isType(NodeType.blocks)), !path.isEmpty else {
      return nil
    }
    // The root is at depth 1; a value's array one deeper than its node.
    let depth = path.count + 1
    let target = LayoutParser.maxDepth + pick([-1, 0, 1, 5])
    var node = tree[path]
    node.children = []
    node.writesEmptyChildren = false
    for _ in 0..<max(0, target - depth) {
      node = LayoutTree("stack", children: [node])
    }
    tree[path] = node
    return "nest \(node.type) to depth \(target)"
  }

  private mutating func comment(in tree: inout LayoutTree) -> String? {
    guard let path = node(in: tree) else { return nil }
    let text = pick(["note", " spaced ", "a -- b", "ends-", "é", "two\nlines", "\u{1B}", ""])
    switch random.next(below: 5) {
    case 0:
      tree[path].comments.before.append(text)
    case 1:
      tree[path].comments.end.append(text)
    case 2:
      tree[path].comments.after.append(text)
    case 3:
      tree[path].comments.before += [text, "second"]
    default:
      // A comment member of the wrong kind.
      let name = pick(RawComments.memberNames)
      tree[path].properties.append(TreeMember(name, pick([.number("1"), .array([.null]), .null])))
      return "a \(name) of the wrong kind on \(Self.named(path, tree))"
    }
    return "comment \(JSONString.quoted(text)) on \(Self.named(path, tree))"
  }

  private static func holdsEffects(_ node: LayoutTree) -> Bool {
    isType([.header] + NodeType.blocks)(node)
  }

  private mutating func effectValues(in tree: inout LayoutTree) -> String? {
    guard let path = node(in: tree, Self.holdsEffects) else { return nil }
    let property = pick(Effect.Property.allCases)
    let samples = MutationSamples.effectValues(property)
    let values = [pick(samples), pick(samples)]
    tree[path].children.removeAll {
      $0.type == "effect" && $0[property: "property"] == .string(property.rawValue)
    }
    tree[path].children.append(Self.effect(property.rawValue, values: values))
    return "\(property.rawValue) \(values.joined(separator: " ")) on \(Self.named(path, tree))"
  }

  private mutating func effectRange(in tree: inout LayoutTree) -> String? {
    guard let path = node(in: tree, Self.holdsEffects) else { return nil }
    let timeline = pick(["scroll", "view", nil])
    let range = pick(MutationSamples.scrollRanges + MutationSamples.viewRanges)
    var effect = Self.effect(pick(["translateX", "translateY"]), values: ["0", "1"], range: range)
    if let timeline { effect[property: "timeline"] = .string(timeline) }
    tree[path].children.append(effect)
    return "effect range \(JSONString.quoted(range)) on timeline \(timeline ?? "(default)")"
  }

  private mutating func repeatEffect(in tree: inout LayoutTree) -> String? {
    guard
      let path = node(in: tree, { node in node.children.contains { $0.type == "effect" } })
    else { return nil }
    guard var effect = tree[path].children.first(where: { $0.type == "effect" }) else { return nil }
    if oneIn(2) {
      effect[property: "part"] = .string(pick(Effect.Part.allCases.map(\.rawValue)))
    }
    tree[path].children.append(effect)
    return "repeat an effect of \(Self.named(path, tree))"
  }

  private mutating func paddingSpacing(in tree: inout LayoutTree) -> String? {
    guard let path = node(in: tree, Self.isType([.scroll, .stack])) else { return nil }
    let count = 1 + random.next(below: 5)
    let numbers = (0..<count).map { _ in pick(MutationSamples.paddingNumbers) }
    let separator = pick(MutationSamples.spacings)
    let ends = [pick(["", " ", "\t", "\n", "  "]), pick(["", " ", "\r\n", "\t "])]
    let text = ends[0] + numbers.joined(separator: separator) + ends[1]
    tree[path][property: "padding"] = .string(text)
    return "padding \(JSONString.quoted(text)) on \(Self.named(path, tree))"
  }

  private mutating func longText(in tree: inout LayoutTree) -> String? {
    guard
      let path = node(in: tree, havingProperty: { $0.kind == .text }),
      let schema = Self.schema(at: path, in: tree)
    else { return nil }
    let name = pick(schema.properties.filter { $0.kind == .text }).name
    let limit = LayoutLimits.maximumTextLength
    let length = pick([limit - 1, limit, limit + 1])
    let unit = pick(MutationSamples.textUnits)
    tree[path][property: name] = .string(MutationSamples.text(scalars: length, unit: unit))
    return "\(name) of \(length) scalars of \(JSONString.quoted(unit)) on \(Self.named(path, tree))"
  }

  private mutating func controlCharacter(in tree: inout LayoutTree) -> String? {
    guard let path = node(in: tree, { $0.properties.contains { $0.value.isString } }) else {
      return nil
    }
    let name = pick(tree[path].properties.filter(\.value.isString)).name
    guard case .string(let text)? = tree[path][property: name] else { return nil }
    if oneIn(4) {
      let literal = pick(MutationSamples.loneSurrogates)
      tree[path][property: name] = .literal(literal)
      return "set \(name) of \(Self.named(path, tree)) to \(literal)"
    }
    let control = pick(MutationSamples.controls)
    var scalars = Array(text.unicodeScalars)
    scalars.insert(control, at: pick([0, scalars.count / 2, scalars.count]))
    tree[path][property: name] = .string(String(String.UnicodeScalarView(scalars)))
    return "put U+\(String(control.value, radix: 16)) into \(name) of \(Self.named(path, tree))"
  }

  /// A value for the description of a mutation: long ones cut short.
  static func short(_ value: TreeValue) -> String {
    let json = value.json()
    return json.count > 40 ? String(json.prefix(40)) + "… (\(json.count) characters)" : json
  }

  // MARK: Configs

  mutating func configs(count: Int) -> [GeneratedFile] {
    (0..<count).map { index in
      let seed = pick(configSeeds)
      var members = seed.members
      var made = [
        apply(ConfigMutation.rotation[index % ConfigMutation.rotation.count], to: &members)
      ]
      if oneIn(5) { made.append(apply(pick(ConfigMutation.allCases), to: &members)) }
      return GeneratedFile(
        kind: .config, name: "config-\(index).json", origin: seed.name, mutations: made,
        json: TreeValue.object(members).json() + "\n", tree: nil)
    }
  }

  mutating func apply(_ mutation: ConfigMutation, to members: inout [TreeMember]) -> String {
    let keys = ConfigSchema.keys.filter { $0.kind != .object || oneIn(3) }
    switch mutation {
    case .setValue:
      let key = pick(keys)
      let value = pick(MutationSamples.values(of: key.kind))
      Self.set(key.name, to: value, in: &members)
      return "set \(key.name) to \(Self.short(value))"
    case .dropKey:
      guard !members.isEmpty else { return "nothing to drop" }
      return "drop " + members.remove(at: random.next(below: members.count)).name
    case .repeatKey:
      guard var member = members.isEmpty ? nil : pick(members) else { return "nothing to repeat" }
      if oneIn(2), let key = ConfigSchema.key(member.name) {
        member.value = pick(MutationSamples.values(of: key.kind))
      }
      members.append(member)
      return "repeat \(member.name) as \(Self.short(member.value))"
    case .renameKey:
      guard !members.isEmpty else { return "nothing to rename" }
      let index = random.next(below: members.count)
      let old = members[index].name
      let name = pick([
        Self.misspelled(old, position: random.next(below: max(1, old.count))),
        old.uppercased(), "accent", "appearance", "type", pick(ConfigSchema.keys).member,
      ])
      members[index].name = name
      return "rename \(old) to \(name)"
    case .addUnknownKey:
      let name = pick(["ouput", "screen", "type", "id", "theme.accent", "devices ", ""])
      let value = pick([TreeValue.string("a"), .number("1"), .array([]), .object([])])
      if oneIn(3) {
        Self.set("theme.\(name)", to: value, in: &members)
        return "add theme.\(name)"
      }
      members.append(TreeMember(name, value))
      return "add \(JSONString.quoted(name))"
    case .controlCharacter:
      let key = pick(ConfigSchema.keys.filter { [.text, .path, .patterns].contains($0.kind) })
      let control = pick(MutationSamples.controls)
      let text = pick(["", "a", "screens/*.xml"]) + String(Character(control))
      if oneIn(4) {
        let literal = pick(MutationSamples.loneSurrogates)
        Self.set(
          key.name, to: key.kind == .patterns ? .array([.literal(literal)]) : .literal(literal),
          in: &members)
        return "set \(key.name) to \(literal)"
      }
      Self.set(
        key.name, to: key.kind == .patterns ? .array([.string(text)]) : .string(text), in: &members)
      return "put U+\(String(control.value, radix: 16)) into \(key.name)"
    case .screens:
      let patterns = [
        ["nothing/*.xml"], ["a.xml", "nothing.json"], ["*.xml"], ["**/*.json"], ["?.xml"],
      ]
      let value = TreeValue.array(pick(patterns).map(TreeValue.string))
      Self.set("screens", to: value, in: &members)
      return "set screens to \(value.json())"
    case .longText:
      let key = pick(ConfigSchema.keys.filter { [.text, .path].contains($0.kind) })
      let text = MutationSamples.text(
        scalars: LayoutLimits.maximumTextLength + 1, unit: pick(MutationSamples.textUnits))
      Self.set(key.name, to: .string(text), in: &members)
      return "a long \(key.name)"
    }
  }

  /// Sets the member a dotted key names, making its object when missing.
  static func set(_ key: String, to value: TreeValue, in members: inout [TreeMember]) {
    let parts = key.split(separator: ".", maxSplits: 1).map(String.init)
    guard parts.count == 2 else {
      if let index = members.firstIndex(where: { $0.name == key }) {
        members[index].value = value
      } else {
        members.append(TreeMember(key, value))
      }
      return
    }
    var inner: [TreeMember] = []
    if let index = members.firstIndex(where: { $0.name == parts[0] }),
      case .object(let existing) = members[index].value
    {
      inner = existing
      set(parts[1], to: value, in: &inner)
      members[index].value = .object(inner)
    } else {
      members.removeAll { $0.name == parts[0] }
      set(parts[1], to: value, in: &inner)
      members.append(TreeMember(parts[0], .object(inner)))
    }
  }
}

/// What a mutation of a layout does; see the functions of the same names.
enum LayoutMutation: CaseIterable {
  case setValue
  case dropProperty
  case repeatProperty
  case renameProperty
  case addUnknownProperty
  case changeType
  case insertChild
  case removeChild
  case repeatChild
  case emptyChildren
  case scrollCount
  case headerPlace
  case exclusiveProperties
  case barsPerEdge
  case takeID
  case nestSticky
  case pinRows
  case collapseHeader
  case coverScreen
  case nestDeeply
  case comment
  case effectValues
  case effectRange
  case repeatEffect
  case paddingSpacing
  case longText
  case controlCharacter
  case snapTimings
  case carousels

  /// The order files take them in: setting values, which has the most
  /// cases, more often than the rest.
  static let rotation: [LayoutMutation] =
    allCases + Array(repeating: .setValue, count: 7)
    + [.insertChild, .renameProperty, .effectValues, .paddingSpacing]
}

/// What a mutation of a config does.
enum ConfigMutation: CaseIterable {
  case setValue
  case dropKey
  case repeatKey
  case renameKey
  case addUnknownKey
  case controlCharacter
  case screens
  case longText

  static let rotation: [ConfigMutation] = allCases + Array(repeating: .setValue, count: 5)
}
