/// The reference for the preview's cost per scroll step: the same rows as a
/// plain page in which the browser does the work, a native scroll container
/// with every row in the DOM and the pinned ones `position: sticky`.
struct NativeStickyPage {
  /// How pinned rows meet, as the preview screen's `stacking` has them.
  enum Stacking {
    /// Each pin rests below the pins before it and above the pins after it.
    case stacked
    /// Every pin rests at the same `top: 0` and `bottom: 0`, over the others.
    case overlap
  }

  var width: Double
  var height: Double
  var topBar: Double
  var rows: Int
  var heights: [Double]
  var pins: [Int]
  var stacking: Stacking

  var html: String {
    let pinned = Set(pins)
    let pinHeights = pins.map { heights[$0 % heights.count] }
    var above = 0.0
    var below = pinHeights.reduce(0, +)
    var body = ""
    body.reserveCapacity(rows * 60)
    var pin = 0
    for index in 0..<rows {
      let rowHeight = heights[index % heights.count]
      if pinned.contains(index) {
        below -= rowHeight
        let edges =
          stacking == .stacked ? "top:\(above)px;bottom:\(below)px" : "top:0px;bottom:0px"
        body +=
          "<div class=\"r p\" style=\"height:\(rowHeight)px;\(edges)\">Row \(index + 1)</div>"
        above += pinHeights[pin]
        pin += 1
      } else {
        body += "<div class=\"r\" style=\"height:\(rowHeight)px\">Row \(index + 1)</div>"
      }
    }
    return """
      <!DOCTYPE html><html><head><meta charset="utf-8"><title>native sticky</title><style>
      body { margin: 0; font: 17px/1.3 system-ui, sans-serif; }
      #screen { position: relative; width: \(width)px; height: \(height)px; overflow: hidden;
        margin: 16px auto; border-radius: 48px; }
      #bar { position: absolute; left: 0; top: 0; right: 0; height: \(topBar)px; z-index: 2;
        background: #f9f9f9; }
      #sc { position: absolute; left: 0; top: \(topBar)px; width: 100%;
        height: \(height - topBar)px; overflow-y: scroll; scrollbar-width: none; }
      .r { display: flex; align-items: center; padding: 0 16px; box-sizing: border-box;
        background: #fff; box-shadow: inset 0 -0.5px 0 rgb(60 60 67 / 0.29); white-space: nowrap; }
      .p { position: sticky; z-index: 1; background: #dbeafe; font-weight: 600; }
      </style></head><body><div id="screen"><div id="bar"></div><div id="sc">\(body)</div></div>
      <script>
      window.nativeSticky = { setOffset(o) { document.getElementById('sc').scrollTop = o; } };
      </script></body></html>
      """
  }
}
