/// The reference for the snapping feed: the same rows in a native scroll
/// container with CSS scroll snap, as the preview's screen has them: the
/// status bar's inset above the first row (`scroll-padding-top`), the
/// scroller ending at the opaque tab bar.
struct NativeSnapPage {
  var width: Double
  var height: Double
  var insetTop: Double
  var bottomBar: Double
  var rows: Int
  var rowHeight: Double

  var html: String {
    var body = ""
    body.reserveCapacity(rows * 40)
    for index in 0..<rows {
      body += "<div class=\"r\">Video \(index + 1)</div>"
    }
    return """
      <!DOCTYPE html><html><head><meta charset="utf-8"><title>native snap</title><style>
      body { margin: 0; font: 17px/1.3 system-ui, sans-serif; }
      #screen { position: relative; width: \(width)px; height: \(height)px; overflow: hidden;
        margin: 16px auto; border-radius: 48px; background: #000; }
      #bar { position: absolute; left: 0; bottom: 0; right: 0; height: \(bottomBar)px;
        background: #000; }
      #sc { position: absolute; left: 0; top: 0; width: 100%; height: \(height - bottomBar)px;
        overflow-y: scroll; scrollbar-width: none; scroll-snap-type: y mandatory;
        scroll-padding-top: \(insetTop)px; }
      #sc.dragging { scroll-snap-type: none; }
      #pad { height: \(insetTop)px; }
      .r { height: \(rowHeight)px; display: flex; align-items: center; justify-content: center;
        color: #fff; background: #1c1c1e; scroll-snap-align: start; }
      .r:nth-child(odd) { background: #2c2c2e; }
      </style></head><body><div id="screen"><div id="sc"><div id="pad"></div>\(body)</div>
      <div id="bar"></div></div>
      <script>
      // A drag does not snap until the finger lifts: the drag's steps scroll
      // with snapping off, as the preview's setOffset does.
      const sc = document.getElementById('sc');
      window.nativeSnap = {
        setOffset(o) { sc.classList.add('dragging'); sc.scrollTop = o; },
        page() { sc.classList.remove('dragging'); sc.scrollBy({ top: \(
        ((height - bottomBar - insetTop) * 0.875).rounded(.down)), behavior: 'smooth' }); },
      };
      </script></body></html>
      """
  }
}
