import StickyCore

extension ScreenBuilder {
  /// A part that snaps, and where its duration and easing are written (or its
  /// `snap`, where they are the defaults).
  struct Snapper {
    var id: String
    var style: SnapStyle
    var location: SourceLocation
  }

  /// How a bar or the header snaps, as its properties say; noted when it snaps.
  mutating func snapStyle(_ properties: CheckedProperties, of id: String) -> SnapStyle {
    let style = SnapStyle(
      duration: properties.number(orDefault: "snapDuration"),
      easing: properties.easing(orDefault: "snapEasing"),
      target: SnapStyle.Target(rawValue: properties.text(orDefault: "snapTarget")) ?? .half)
    if properties.bool(orDefault: "snap"),
      let location = properties.location("snapDuration") ?? properties.location("snapEasing")
        ?? properties.location("snap")
    {
      snappers.append(Snapper(id: id, style: style, location: location))
    }
    return style
  }

  /// Every part of a screen that snaps has the first one's duration and
  /// easing: their snaps start at the same lift, and a drawing replays them
  /// along one curve of time.
  mutating func checkSnapTimings() {
    guard let first = snappers.first else { return }
    for snapper in snappers.dropFirst()
    where snapper.style.duration != first.style.duration
      || snapper.style.easing != first.style.easing
    {
      report(
        .snapTimingDiffers(
          other: first.id, duration: NumberFormat.exact(first.style.duration),
          easing: EasingText.text(of: first.style.easing)),
        at: snapper.location)
    }
  }
}
