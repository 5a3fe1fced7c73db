import StickyCore

/// An image a layout names, as read once when the layout is loaded: its bytes
/// and its kind. A site copies it and the drawings inline it, neither reading
/// it again.
public struct ImageFile: Sendable, Hashable {
  /// The kinds of image a page and a drawing can show, named by the file
  /// extension in lowercase.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    case png, jpg, jpeg, gif, webp, avif, svg

    /// The kind a file name's extension names, whatever its case; nil when it
    /// names none that can be shown.
    public init?(fileName: String) {
      let name = fileName.split(separator: "/").last ?? ""
      guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
      self.init(rawValue: name[name.index(after: dot)...].lowercased())
    }

    public var mediaType: String {
      switch self {
      case .png: "image/png"
      case .jpg, .jpeg: "image/jpeg"
      case .gif: "image/gif"
      case .webp: "image/webp"
      case .avif: "image/avif"
      case .svg: "image/svg+xml"
      }
    }
  }

  public var bytes: [UInt8]
  public var kind: Kind

  public init(_ bytes: [UInt8], kind: Kind) {
    self.bytes = bytes
    self.kind = kind
  }

  /// The image as a `data:` URL, for a file that must stand alone.
  public var dataURL: String {
    "data:\(kind.mediaType);base64," + Base64.encode(bytes)
  }
}
