import Foundation
import StickyCore
import StickyDrawing

extension LayoutLoader {
  /// Far above any screenshot or photo a preview needs, far below what would
  /// strain memory: every image is held in memory until the site is written.
  static let maxImageSize = 20_000_000

  /// Why an image cannot be used, as a whole message.
  private struct Refusal: Error {
    var message: String
  }

  /// Every image `screen` names, by `image` value, each read once. A value
  /// that cannot be used is reported where the layout first writes it.
  ///
  /// - Parameter layout: the layout file the values are relative to; nil for
  ///   a layout from standard input or embedded in the binary.
  mutating func images(of screen: Screen, placedBy sourceMap: SourceMap, layout: URL?)
    throws(DiagnosticError) -> [String: ImageFile]
  {
    var images: [String: ImageFile] = [:]
    var tried: Set<String> = []
    var problems: [Diagnostic] = []
    for (element, value) in Self.imageValues(of: screen) where tried.insert(value).inserted {
      let described = "\(screen.id): image \(DiagnosticText.quoted(value))"
      do throws(Refusal) {
        images[value] = try image(value, layout: layout, described: described)
      } catch {
        let place = sourceMap.location(of: .element(element), property: "image")
        problems.append(Diagnostic(error.message, at: place))
      }
    }
    guard problems.isEmpty else { throw DiagnosticError(problems) }
    return images
  }

  /// Each element that shows an image and the `image` value it writes, in
  /// document order.
  private static func imageValues(of screen: Screen) -> [(element: String, value: String)] {
    var values: [(element: String, value: String)] = []
    func visit(_ block: Block) {
      if case .box(let box) = block.kind, let image = box.image { values.append((block.id, image)) }
      block.children.forEach(visit)
    }
    if let header = screen.scroll.header, let image = header.image {
      values.append((header.id, image))
    }
    screen.scroll.children.forEach(visit)
    return values
  }

  private mutating func image(_ value: String, layout: URL?, described: String) throws(Refusal)
    -> ImageFile
  {
    switch imageSource {
    case .given(let given):
      guard let image = given[value] else {
        throw Refusal(message: "\(described) is not one of the images given with the layout")
      }
      return image
    case .files(let root):
      return try file(value, layout: layout, root: root, described: described)
    }
  }

  /// Reads the file an `image` value names, relative to the layout's folder,
  /// refusing one outside the allowed folder, of a kind a page cannot show, or
  /// too large.
  private mutating func file(_ value: String, layout: URL?, root: URL?, described: String)
    throws(Refusal) -> ImageFile
  {
    guard let base = layout?.deletingLastPathComponent() ?? root else {
      throw Refusal(message: "\(described) has no folder to be relative to (no layout file)")
    }
    guard !value.isEmpty, !value.hasPrefix("/"), !value.contains("\\"),
      !value.contains(":"), !value.contains("\u{0}")
    else {
      throw Refusal(message: "\(described) must be a relative path to a local file")
    }
    let allowed = Self.resolved(root ?? base)
    let file = Self.resolved(base.appending(path: value))
    let allowedPath = allowed.path(percentEncoded: false)
    let prefix = allowedPath.hasSuffix("/") ? allowedPath : allowedPath + "/"
    let filePath = file.path(percentEncoded: false)
    guard filePath.hasPrefix(prefix) else {
      throw Refusal(
        message: "\(described) is outside the folder images may come from (\(allowedPath))")
    }
    consulted.insert(filePath)
    if let known = cache[filePath] { return known }
    guard let kind = ImageFile.Kind(fileName: filePath) else {
      throw Refusal(
        message: "\(described) is not an image the page can show (use "
          + ImageFile.Kind.allCases.map(\.rawValue).sorted().joined(separator: ", ") + ")")
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: filePath, isDirectory: &isDirectory),
      !isDirectory.boolValue
    else {
      throw Refusal(message: "\(described): no such file \(filePath)")
    }
    let bytes: [UInt8]
    do {
      // One byte past the limit is enough to refuse, without loading a huge file.
      let handle = try FileHandle(forReadingFrom: file)
      defer { try? handle.close() }
      bytes = [UInt8](try handle.read(upToCount: Self.maxImageSize + 1) ?? Data())
    } catch {
      throw Refusal(
        message: "\(described): cannot read \(filePath): \(error.localizedDescription)")
    }
    guard bytes.count <= Self.maxImageSize else {
      throw Refusal(message: "\(described) is larger than \(Self.maxImageSize / 1_000_000) MB")
    }
    let image = ImageFile(bytes, kind: kind)
    cache[filePath] = image
    return image
  }

  /// The absolute, standardized path with symbolic links resolved, so a link
  /// cannot lead out of the allowed folder.
  private static func resolved(_ url: URL) -> URL {
    url.standardizedFileURL.resolvingSymlinksInPath()
  }
}
