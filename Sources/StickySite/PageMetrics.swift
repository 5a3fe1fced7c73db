import StickyCore
import StickyDrawing

/// The numbers that the page's CSS, its runtime and Swift share: the device
/// frame around the screen (StickyCore's `FrameMetrics`), the stacking order
/// of the screen's layers, the status bar's decoration, the header's title
/// lines (`HeaderTitles`), the plot's text (`MotionPlot`), a carousel's
/// markers (`CarouselMarkerDots`), a shadow effect's
/// drop shadow (`EffectShadow`) and the curve of state transitions
/// (`CubicBezier.ease`). `site.css` reads them as custom properties
/// (`cssProperties`, `frameRules`) and the runtime (`Templates/runtime/`) as
/// page data (`SharedMetrics`).
enum PageMetrics {
  /// The z-index of each `ElementLayer`, spaced so that the runtime can put
  /// the content layer between two of them.
  static func zIndex(_ layer: ElementLayer) -> Int { layer.rawValue * 10 }
  /// Decoration (status bar, island, home indicator) sits above every layer.
  static let decorZIndex = 50
  /// The height of the embed page's scrubber bar, under the device.
  static let embedBarHeight = 40.0

  /// The device frame around a screen at 1:1: the screen plus its bezels.
  static func frameSize(of screen: Screen) -> (width: Double, height: Double) {
    FrameMetrics(screen.frame).size(width: screen.width, height: screen.height)
  }

  /// What the embed page needs at 1:1: the device frame and the scrubber bar
  /// under it. The `<iframe>` snippet and the size message start from it.
  static func embedSize(of screen: Screen) -> (width: Double, height: Double) {
    let frame = frameSize(of: screen)
    return (frame.width, frame.height + embedBarHeight)
  }

  /// Custom properties for `:root`, without the braces.
  static var cssProperties: String {
    let indicator = FrameMetrics.homeIndicator
    let lengths = [
      ("--status-gap", FrameMetrics.StatusBar.gap),
      ("--level-radius", FrameMetrics.StatusBar.levelRadius),
      ("--home-bottom", FrameMetrics.homeIndicatorBottom), ("--home-width", indicator.width),
      ("--home-height", indicator.height), ("--detail", FrameMetrics.detailWidth),
      ("--embed-bar", embedBarHeight), ("--card-radius", Corners.card),
      ("--button-radius", Corners.button),
      ("--title-size", HeaderTitles.titleSize),
      ("--title-line", HeaderTitles.titleLineHeight),
      ("--subtitle-size", HeaderTitles.subtitleSize),
      ("--subtitle-line", HeaderTitles.subtitleLineHeight),
      ("--title-side", HeaderTitles.sideInset),
      ("--shadow-y", EffectShadow.offsetY), ("--shadow-blur", EffectShadow.blurRadius),
      ("--bar-hairline", EffectShadow.barHairline),
      ("--plot-label-size", MotionPlot.labelSize), ("--plot-value-size", MotionPlot.valueSize),
      ("--dot", CarouselMarkerDots.diameter), ("--dot-pitch", CarouselMarkerDots.pitch),
    ].map { "\($0):\(NumberFormat.string($1))px" }
    let shade = [
      "--header-angle:\(NumberFormat.string(HeaderShade.angle))deg",
      "--header-accent:\(NumberFormat.string((1 - HeaderShade.darkening) * 100))%",
      "--header-darkening:\(NumberFormat.string(HeaderShade.darkening))",
    ]
    let opacities = [
      "--icon-opacity:\(NumberFormat.fraction(FrameMetrics.StatusBar.iconOpacity))",
      "--shadow-opacity:\(NumberFormat.fraction(EffectShadow.opacity))",
      "--dot-dim:\(NumberFormat.fraction(CarouselMarkerDots.inactiveOpacity))",
    ]
    return
      (lengths + shade + opacities + [
        "--z-decor:\(decorZIndex)", "--glass-backdrop:\(GlassBackdrop.css)",
      ]).joined(separator: ";")
  }

  /// The measurements of each frame style as custom properties of `.device`,
  /// which the runtime gives the style's class; the modern frame is the default.
  static var frameRules: String {
    Device.FrameStyle.allCases.map { style in
      let metrics = FrameMetrics(style)
      var lengths = [
        ("--bezel-side", metrics.side), ("--bezel-end", metrics.end),
        ("--device-radius", metrics.radius), ("--screen-radius", metrics.screenRadius),
      ]
      if let speaker = metrics.speaker {
        lengths += [
          ("--speaker-width", speaker.width), ("--speaker-height", speaker.height),
          ("--speaker-top", (metrics.end - speaker.height) / 2),
        ]
      }
      if let button = metrics.homeButton {
        lengths += [
          ("--home-button", button.width),
          ("--home-button-bottom", (metrics.end - button.height) / 2),
        ]
      }
      if let camera = metrics.camera {
        lengths += [
          ("--camera-width", camera.width), ("--camera-height", camera.height),
          ("--camera-top", metrics.cameraTop),
        ]
      }
      let status = metrics.status
      lengths += [
        ("--status-inset", status.inset), ("--clock-size", status.fontSize),
        ("--battery-width", status.battery.width), ("--battery-height", status.battery.height),
        ("--battery-radius", status.batteryRadius), ("--battery-border", status.batteryBorder),
      ]
      if let signal = status.signal { lengths.append(("--signal", signal)) }
      let selector = style == .modern ? ".device" : ".device." + style.rawValue
      let numbers = [
        "--clock-weight:\(status.fontWeight)",
        "--battery-level:\(NumberFormat.string(status.batteryLevel * 100))%",
      ]
      return selector + "{"
        + (lengths.map { "\($0):\(NumberFormat.string($1))px" } + numbers).joined(separator: ";")
        + "}"
    }.joined()
  }
}
