import Foundation
import Testing

@testable import Baton

/// RFC 8259, section 7: what a JSON string literal must escape, and what it may leave as is.
@Suite struct JSONStringTests {
  @Test(arguments: [
    ("", #""""#),
    ("plain", #""plain""#),
    ("quote \" and \\", #""quote \" and \\""#),
    ("\u{08}\u{0C}\n\r\t", #""\b\f\n\r\t""#),
    ("\u{00}\u{01}\u{1B}\u{1F}", #""\u0000\u0001\u001b\u001f""#),
    ("é\u{1F600}\u{2028}/\u{7F}", "\"é\u{1F600}\u{2028}/\u{7F}\""),
  ])
  func escapesWhatJSONRequires(_ text: String, _ literal: String) {
    #expect(JSONString.quoted(text) == literal)
  }

  @Test func everyControlCharacterRoundTripsThroughAJSONParser() throws {
    let text =
      String(String.UnicodeScalarView((0..<0x20).compactMap(Unicode.Scalar.init)))
      + "\"\\é"
    let json = "[" + JSONString.quoted(text) + "]"
    let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String]
    #expect(parsed == [text])
  }

  @Test func appendingAddsTheLiteralAfterWhatIsThere() {
    var output = "{\"k\":"
    JSONString.appendQuoted("a\u{0C}", to: &output)
    #expect(output == #"{"k":"a\f""#)
  }
}
