// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "StickyPreview",
  products: [
    .executable(name: "stickypreview", targets: ["stickypreview"])
  ],
  targets: [
    .systemLibrary(
      name: "CLibXML2",
      pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"])]
    ),
    // Rounding in the core calls into the C math library, which only Foundation
    // would otherwise bring in.
    .target(name: "StickyCore", linkerSettings: [.linkedLibrary("m")]),
    .target(name: "StickyFormats", dependencies: ["StickyCore", "CLibXML2"]),
    // SVG drawn from the frame tables: snapshots, filmstrips, animations, thumbnails.
    .target(
      name: "StickyDrawing", dependencies: ["StickyCore"], linkerSettings: [.linkedLibrary("m")]),
    .target(
      name: "StickySite", dependencies: ["StickyCore", "StickyDrawing"],
      plugins: [.plugin(name: "EmbedResourcesPlugin")]
    ),
    // Build-time embedding of Templates/ and site/screens/ into StickySite.
    .executableTarget(name: "EmbedResources"),
    .plugin(
      name: "EmbedResourcesPlugin", capability: .buildTool(), dependencies: ["EmbedResources"],
      path: "Sources/EmbedResourcesPlugin"
    ),
    .target(
      name: "StickyCLI",
      dependencies: ["StickyCore", "StickyFormats", "StickySite", "StickyDrawing"]),
    .executableTarget(name: "stickypreview", dependencies: ["StickyCLI"]),
    .executableTarget(name: "stickypreview-bench", dependencies: ["StickyCore", "StickyFormats"]),
    // Drives headless Chromium for the browser tests and the page benchmark.
    .target(name: "StickyWebDriver"),
    // The page benchmark measures the pages against native pages of the same
    // layouts, some written by StickyNativeHTML.
    .executableTarget(
      name: "stickypreview-page-bench",
      dependencies: ["StickyCore", "StickyFormats", "StickyNativeHTML", "StickyWebDriver"]),
    .executableTarget(name: "stickypreview-screenshots", dependencies: ["StickyWebDriver"]),
    // Helpers the test targets share; StickyWebDriver finds xmllint and tells CI.
    .target(
      name: "StickyTestSupport",
      dependencies: ["StickyCore", "StickyFormats", "StickySite", "StickyWebDriver"],
      path: "Tests/StickyTestSupport"),
    // A screen as a plain page in which Chromium does the work (native scrollers,
    // `position: sticky`, CSS scroll snap and scroll-driven animations): what the
    // differential tests compare the core with and the page benchmark measures
    // the preview against.
    .target(name: "StickyNativeHTML", dependencies: ["StickyCore"], path: "Tests/StickyNativeHTML"),
    .testTarget(
      name: "StickyCoreTests",
      dependencies: ["StickyCore", "StickyFormats", "StickyTestSupport"],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "StickyFormatsTests",
      // StickyWebDriver for its rule of when a test whose tools are missing may skip.
      dependencies: ["StickyFormats", "StickyCore", "StickyTestSupport", "StickyWebDriver"],
      // The schema checks hand these files to Python's jsonschema.
      exclude: ["SchemaCheck"]
    ),
    .testTarget(
      name: "StickyDrawingTests",
      // StickyFormats to read the layouts in Fixtures.
      dependencies: ["StickyDrawing", "StickyCore", "StickyFormats", "StickyTestSupport"],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "StickySiteTests",
      dependencies: [
        "StickySite", "StickyDrawing", "StickyCore", "StickyFormats", "StickyTestSupport",
      ],
      // The kernel's conformance vectors, read from the source tree so that a
      // recording run can rewrite them and the browser test can replay them.
      exclude: ["KernelVectors"]
    ),
    .testTarget(
      name: "StickyCLITests",
      // StickyWebDriver for its rule of when a test whose tools are missing may skip.
      dependencies: [
        "StickyCLI", "StickyFormats", "StickyCore", "StickySite", "StickyWebDriver",
        "StickyTestSupport",
      ],
      // Read from the source tree, so that a recording run can rewrite the goldens.
      exclude: ["BadInputs", "Hostile", "PathFixtures", "XSDCheck"]
    ),
    .testTarget(
      name: "StickyBrowserTests",
      // StickySite for the runtime's test bundle, which loads pure modules into a test's page.
      dependencies: [
        "StickyCore", "StickyFormats", "StickyDrawing", "StickySite", "StickyWebDriver",
        "StickyTestSupport", "StickyNativeHTML", "stickypreview",
      ],
      // Layouts the page tests build, read from the package's folder.
      exclude: ["Pages/Fixtures"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
