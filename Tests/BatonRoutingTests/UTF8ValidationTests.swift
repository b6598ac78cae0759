import Baton
import BatonRouting
import SeededRandom
import Testing

/// Decoded escapes and raw bytes must be UTF-8 exactly as the standard library's
/// `String(validating:as:)` decides: checked through ``RouteURL``, the matcher and
/// ``RoutePattern``.
@Suite struct UTF8ValidationTests {
  static let interesting: [UInt8] = [
    0x00, 0x41, 0x7F, 0x80, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5,
    0xFF, 0x9F, 0xA0, 0x8F, 0x90,
  ]

  /// `/s` followed by every byte percent-encoded.
  private static func escapedPath(_ bytes: [UInt8]) -> String {
    "/s" + bytes.map { "%" + String($0, radix: 16, uppercase: true).leftPadded }.joined()
  }

  private static func randomBytes(_ random: inout SplitMix64) -> [UInt8] {
    let length = Int.random(in: 0...6, using: &random)
    return (0..<length).map { _ in
      Bool.random(using: &random)
        ? interesting[Int.random(in: 0..<interesting.count, using: &random)]
        : UInt8.random(in: 0...255, using: &random)
    }
  }

  @Test func escapesAgreeWithTheStandardLibraryOnRandomBytes() {
    var random = SplitMix64(seed: 0x07F8)
    for _ in 0..<30_000 {
      let bytes = Self.randomBytes(&random)
      let url = Self.escapedPath(bytes)
      let expected = String(validating: bytes, as: UTF8.self)
      do throws(RouteError) {
        let parsed = try RouteURL(parsing: url)
        if let expected {
          if parsed.segments != ["s" + expected] { Issue.record("\(bytes): \(parsed.segments)") }
        } else {
          Issue.record("\(bytes): parsed, expected invalid UTF-8")
        }
      } catch {
        let invalid = RouteError.malformedURL(text: url, position: 1, problem: .invalidUTF8)
        if expected != nil || error != invalid { Issue.record("\(bytes): \(error)") }
      }
    }
  }

  @Test func rawBytesAgreeWithTheStandardLibraryOnRandomBytes() {
    var random = SplitMix64(seed: 0x07F9)
    for _ in 0..<30_000 {
      // No `%`: escapes are the other test's; here only the raw bytes can be ill-formed.
      let bytes =
        Array("/s".utf8) + Self.randomBytes(&random).map { $0 == 0x25 ? 0x41 : $0 }
      let expected = String(validating: bytes, as: UTF8.self)
      do throws(RouteError) {
        let parsed = try RouteURL(parsingUTF8: bytes)
        if let expected, parsed.text != expected { Issue.record("\(bytes): \(parsed.text)") }
        if expected == nil { Issue.record("\(bytes): parsed, expected invalid UTF-8") }
      } catch {
        let isInvalidUTF8: Bool
        if case .malformedURL(_, 0, .invalidUTF8) = error {
          isInvalidUTF8 = true
        } else {
          isInvalidUTF8 = false
        }
        if isInvalidUTF8 != (expected == nil) { Issue.record("\(bytes): \(error)") }
      }
    }
  }

  @Test(
    arguments: [
      ([0xC3, 0xA9], true), ([0xE2, 0x82, 0xAC], true), ([0xF0, 0x9F, 0x98, 0x80], true),
      ([0xEF, 0xBF, 0xBD], true), ([0xC0, 0x80], false), ([0xED, 0xA0, 0x80], false),
      ([0xF4, 0x90, 0x80, 0x80], false), ([0xE2, 0x82], false), ([0x80], false),
    ] as [([UInt8], Bool)]
  )
  func knownSequences(_ bytes: [UInt8], _ isValid: Bool) throws {
    let url = Self.escapedPath(bytes)
    let invalid = RouteError.malformedURL(text: url, position: 1, problem: .invalidUTF8)
    var table = RouteTable()
    try table.add("/<name>")
    if isValid {
      let text = try #require(String(validating: bytes, as: UTF8.self))
      #expect(try RouteURL(parsing: url).segments == ["s" + text])
      #expect(try table.match(url).pathValues == ["s" + text])
      #expect(try RouteURL(parsingUTF8: Array("/s".utf8) + bytes).segments == ["s" + text])
      #expect(try RoutePattern(url).segments == [.literal("s" + text)])
    } else {
      #expect(throws: invalid) { try RouteURL(parsing: url) }
      #expect(throws: invalid) { try table.match(url) }
      #expect {
        try RouteURL(parsingUTF8: Array("/s".utf8) + bytes)
      } throws: { error in
        guard case .malformedURL(_, 0, .invalidUTF8) = error as? RouteError else { return false }
        return true
      }
      #expect(
        throws: RouteError.invalidPattern(text: url, position: 1, problem: .invalidPercentEscape)
      ) { try RoutePattern(url) }
    }
  }
}

extension String {
  /// Two hexadecimal digits.
  fileprivate var leftPadded: String { count == 1 ? "0" + self : self }
}
