import Foundation
import StickyCore
import StickyFormats
import StickySite

// Model values for tests that build screens in code. What a test leaves out
// takes the format's default from `LayoutSchema`, as a layout file would.

/// The format's default of a property, as `LayoutSchema` gives it.
public enum SchemaDefault {
  static func value(_ type: NodeType, _ name: String) -> PropertyValue {
    guard let value = LayoutSchema.node(type).property(named: name)?.defaultValue.value else {
      preconditionFailure("\(type.rawValue).\(name) has no default")
    }
    return value
  }

  public static func number(_ type: NodeType, _ name: String) -> Double {
    guard case .number(let value) = value(type, name) else { preconditionFailure() }
    return value
  }

  public static func flag(_ type: NodeType, _ name: String) -> Bool {
    guard case .bool(let value) = value(type, name) else { preconditionFailure() }
    return value
  }

  public static func text(_ type: NodeType, _ name: String) -> String {
    guard case .text(let value) = value(type, name) else { preconditionFailure() }
    return value
  }
}

extension Screen {
  public static func testing(
    id: String, title: String? = nil, device: Device, width: Double? = nil,
    height: Double? = nil, safeTop: Double? = nil, safeBottom: Double? = nil,
    overscroll: Double = SchemaDefault.number(.screen, "overscroll"),
    stacking: Stacking = Stacking(rawValue: SchemaDefault.text(.screen, "stacking"))!,
    background: Color? = nil, topBar: Bar? = nil, bottomBar: Bar? = nil, scroll: Scroll
  ) -> Screen {
    // One bar per edge, as most tests have; a test of stacked bars sets the
    // screen's lists itself.
    Screen(
      id: id, title: title, device: device, width: width, height: height, safeTop: safeTop,
      safeBottom: safeBottom, overscroll: overscroll, stacking: stacking, background: background,
      topBars: topBar.map { [$0] } ?? [], bottomBars: bottomBar.map { [$0] } ?? [],
      scroll: scroll)
  }
}

extension Scroll {
  public static func testing(
    id: String = SchemaDefault.text(.scroll, "id"), padding: EdgeInsets = .zero,
    spacing: Double = SchemaDefault.number(.scroll, "spacing"),
    fill: Bool = SchemaDefault.flag(.scroll, "fill"),
    background: Color? = nil, header: Header? = nil, children: [Block] = []
  ) -> Scroll {
    Scroll(
      id: id, padding: padding, spacing: spacing, fill: fill, background: background,
      header: header, children: children)
  }
}

extension Bar {
  public static func testing(
    id: String? = nil, edge: BarEdge, height: Double,
    translucent: Bool = SchemaDefault.flag(.bar, "translucent"), color: Color? = nil,
    label: String? = nil
  ) -> Bar {
    Bar(
      id: id ?? "bar-\(edge.rawValue)", edge: edge, height: height, translucent: translucent,
      color: color, label: label)
  }
}

extension Header {
  public static func testing(
    id: String, height: Double, collapsedHeight: Double? = nil,
    pinned: Bool = SchemaDefault.flag(.header, "pinned"),
    stretch: Bool = SchemaDefault.flag(.header, "stretch"),
    title: String? = nil, subtitle: String? = nil, color: Color? = nil, image: String? = nil
  ) -> Header {
    Header(
      id: id, height: height, collapsedHeight: collapsedHeight, pinned: pinned, stretch: stretch,
      title: title, subtitle: subtitle, color: color, image: image)
  }
}

extension Block {
  public static func testing(
    id: String, sticky: StickyEdge = StickyEdge(rawValue: SchemaDefault.text(.box, "sticky"))!,
    kind: Kind
  ) -> Block {
    Block(id: id, sticky: sticky, kind: kind)
  }
}

extension Block.Stack {
  public static func testing(
    padding: EdgeInsets = .zero, spacing: Double = SchemaDefault.number(.stack, "spacing"),
    color: Color? = nil, children: [Block] = []
  ) -> Block.Stack {
    Block.Stack(padding: padding, spacing: spacing, color: color, children: children)
  }
}

extension Block.Text {
  public static func testing(
    text: String, lines: Int = 1, lineHeight: Double = SchemaDefault.number(.text, "lineHeight"),
    height: Double? = nil
  ) -> Block.Text {
    Block.Text(text: text, lines: lines, lineHeight: lineHeight, height: height)
  }
}

extension Block.Button {
  public static func testing(
    label: String, height: Double = SchemaDefault.number(.button, "height"), color: Color? = nil
  ) -> Block.Button {
    Block.Button(label: label, height: height, color: color)
  }
}

extension Block.Spacer {
  public static func testing(min: Double = SchemaDefault.number(.spacer, "min")) -> Block.Spacer {
    Block.Spacer(min: min)
  }
}

extension RowList {
  public static func testing(
    count: Int, rowHeights: [Double] = [SchemaDefault.number(.list, "rowHeight")],
    label: String = SchemaDefault.text(.list, "label"), color: Color? = nil,
    altColor: Color? = nil,
    pins: [Pin] = []
  ) -> RowList {
    RowList(
      count: count, rowHeights: rowHeights, label: label, color: color, altColor: altColor,
      pins: pins)
  }
}

extension SiteBuilder {
  /// A builder with the site settings of a config that gives only its screens.
  public static func testing(
    screens: [SiteScreen], title: String = ProjectConfig().title, baseURL: BaseURL? = nil,
    theme: Theme = ProjectConfig().theme
  ) -> SiteBuilder {
    SiteBuilder(screens: screens, title: title, baseURL: baseURL, theme: theme)
  }
}
