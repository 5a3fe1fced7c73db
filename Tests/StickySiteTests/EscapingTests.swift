import Foundation
import StickyCore
import Testing

@testable import StickySite

@Suite struct EscapingTests {
  @Test func htmlTextEscapesMarkup() {
    #expect(HTMLText.escape("a < b && c > d") == "a &lt; b &amp;&amp; c &gt; d")
    #expect(
      HTMLText.escape("</script><script>alert(1)</script>")
        == "&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;")
    #expect(
      HTMLText.escape("\"quotes\" and 'apostrophes' stay") == "\"quotes\" and 'apostrophes' stay")
    #expect(HTMLText.escape("nul\u{0}") == "nul\u{FFFD}")
    #expect(HTMLText.escape("Grüße · 東京 🌵") == "Grüße · 東京 🌵")
  }

  @Test func scriptJSONCannotCloseTheScript() throws {
    let value = "</script><script>alert(1)</script> <!-- & \u{2028}\u{2029}"
    let json = JSONValue.object([("label", .string(value))]).text
    let escaped = ScriptJSON.escape(json)
    #expect(!escaped.contains("<"))
    #expect(!escaped.contains(">"))
    #expect(!escaped.contains("&"))
    #expect(!escaped.contains("\u{2028}"))
    #expect(!escaped.contains("\u{2029}"))
    #expect(escaped.contains("\\u003c/script\\u003e"))
    // The escaped text still parses to the same value.
    let parsed = try JSONSerialization.jsonObject(with: Data(escaped.utf8)) as? [String: String]
    #expect(parsed == ["label": value])
  }

  @Test func scriptJSONKeepsOtherText() {
    #expect(ScriptJSON.escape("{\"a\":[1,2.5,\"x\"]}") == "{\"a\":[1,2.5,\"x\"]}")
  }
}

@Suite struct HashTests {
  @Test func sha256KnownVectors() {
    #expect(
      SHA256.hexDigest(Array("".utf8))
        == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(
      SHA256.hexDigest(Array("abc".utf8))
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      SHA256.hexDigest(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    #expect(
      SHA256.hexDigest([UInt8](repeating: 0x61, count: 1000))
        == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
  }

  @Test func base64MatchesFoundation() {
    for count in 0..<10 {
      let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 * 37 + 5) }
      #expect(Base64.encode(bytes) == Data(bytes).base64EncodedString())
    }
  }

  @Test func cspSourceIsTheBase64Digest() {
    // `echo -n "alert(1)" | openssl dgst -sha256 -binary | base64`
    #expect(
      SHA256.cspSource("alert(1)") == "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='")
  }
}

@Suite struct TemplateTests {
  @Test func fillsEveryPlaceholderInOnePass() throws {
    let template = Template(name: "t.html", text: "<p>{{a}} and {{b}} and {{a}}</p>{{ not one }}")
    #expect(template.placeholders == ["a", "b"])
    let text = try template.render(["a": "{{b}}", "b": "B"])
    #expect(text == "<p>{{b}} and B and {{b}}</p>{{ not one }}")
  }

  @Test func missingAndUnusedValuesAreErrors() {
    let template = Template(name: "t.html", text: "{{a}}{{b}}")
    #expect(throws: SiteError.self) { try template.render(["a": "1"]) }
    #expect(throws: SiteError.self) { try template.render(["a": "1", "b": "2", "c": "3"]) }
  }

  @Test func embeddedTemplatesArePresent() throws {
    for name in ["preview.html", "embed.html", "gallery.html", "site.css", "partials/head.html"] {
      let template = try Template.named(name)
      #expect(!template.text.isEmpty)
    }
    #expect(try Template.named("preview.html").placeholders.contains("data"))
    #expect(try Template.named("site.css").placeholders.isEmpty)
    #expect(Set(PageScripts.entries).isSubset(of: try RuntimeBundler.embedded().moduleNames))
  }
}
