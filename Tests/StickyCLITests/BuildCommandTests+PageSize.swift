import Foundation
import StickyTestSupport
import Testing

extension BuildCommandTests {
  /// The page's size follows what it shows: at 100,000 rows with 1,000 pins
  /// it holds the pins' tracks and the first lines of each spelling, and
  /// links the whole files, which lie beside it.
  @Test func aPageOfAHundredThousandRowsAndAThousandPinsStaysUnder300KB() throws {
    let folder = try Folder()
    defer { folder.remove() }
    try folder.write(ManyPinsLayout.json(rows: 100_000, every: 100), to: "big.json")
    let run = Self.build(["big.json", "--out", "_site"], in: folder.path)
    try #require(run.status == 0, "\(run.errors)")
    let page = try #require(folder.read("_site/big/index.html"))
    #expect(page.utf8.count < 300_000, "\(page.utf8.count) bytes")
    let json = try #require(folder.read("_site/big/big.json"))
    let xml = try #require(folder.read("_site/big/big.xml"))
    #expect(json.contains(#""index": 99950"#) && xml.contains(#"index="99950""#))
    // The page keeps the first lines only, says how many there are, and
    // offers the whole files for download instead of copying part of them.
    #expect(!page.contains("99950\""))
    let lines = json.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    #expect(page.contains(#"<template id="source-json-text" data-lines="\#(lines)">"#))
    #expect(page.contains(#"<a class="copy" href="big.json" download>Download JSON</a>"#))
    #expect(!page.contains(#"data-copy-source="json""#))
  }
}
