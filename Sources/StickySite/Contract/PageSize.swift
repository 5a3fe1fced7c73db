/// A width and a height in points.
struct PageSize: PageRecord {
  var width: Double
  var height: Double

  static let summary = "The embed page's size at 1:1: the device frame and the scrubber under it."
  static var fields: [PageField<Self>] {
    [.init("width", \.width, "Points."), .init("height", \.height, "Points.")]
  }
}
