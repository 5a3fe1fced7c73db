import StickyDrawing

/// The files embedded into the library at build time: the page templates of
/// `Templates/` and the built-in gallery of `site/`. Both come from the package's
/// top-level folders through a build tool plugin, so there is one copy of each.
public enum SiteResources {
  /// Every embedded file: its package-relative path and its text, sorted by path.
  public static var files: [(path: String, text: String)] { EmbeddedResources.files }

  /// The text of the embedded file at a package-relative path such as
  /// `Templates/runtime/track.js`.
  public static func text(at path: String) -> String? {
    EmbeddedResources.files.first { $0.path == path }?.text
  }

  /// The images of the built-in gallery (the other files of `site/screens`
  /// that are images), by their path relative to that folder, as layouts
  /// there name them.
  public static var galleryImages: [String: ImageFile] {
    let folder = "site/screens/"
    return Dictionary(
      uniqueKeysWithValues: EmbeddedResources.files.filter { file in
        file.path.hasPrefix(folder) && !isGalleryLayout(file.path)
      }.compactMap { file in
        ImageFile.Kind(fileName: file.path).map {
          (String(file.path.dropFirst(folder.count)), ImageFile(Array(file.text.utf8), kind: $0))
        }
      })
  }

  static func isGalleryLayout(_ path: String) -> Bool {
    path.hasPrefix("site/screens/") && (path.hasSuffix(".xml") || path.hasSuffix(".json"))
  }

  /// The layouts of the built-in gallery (`site/screens/*.xml` and `*.json`), in
  /// path order; `path` is package-relative (`site/screens/01-stretchy-header.xml`).
  public static var galleryLayouts: [(path: String, text: String)] {
    EmbeddedResources.files.filter { isGalleryLayout($0.path) }
  }
}
