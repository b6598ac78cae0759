import SeededRandom
import Testing

@testable import Baton

/// The matcher's own UTF-8 check must agree with the standard library's.
@Suite struct UTF8ValidationTests {
  static let interesting: [UInt8] = [
    0x00, 0x41, 0x7F, 0x80, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5,
    0xFF, 0x9F, 0xA0, 0x8F, 0x90,
  ]

  @Test func agreesWithTheStandardLibraryOnRandomBytes() {
    var random = SplitMix64(seed: 0x07F8)
    for _ in 0..<30_000 {
      let length = Int.random(in: 0...6, using: &random)
      let bytes = (0..<length).map { _ in
        Bool.random(using: &random)
          ? Self.interesting[Int.random(in: 0..<Self.interesting.count, using: &random)]
          : UInt8.random(in: 0...255, using: &random)
      }
      let expected = String(validating: bytes, as: UTF8.self) != nil
      let actual = bytes.withUnsafeBufferPointer { UTF8Validation.isValid($0) }
      if actual != expected { Issue.record("\(bytes): \(actual), expected \(expected)") }
    }
  }

  @Test(
    arguments: [
      ([0xC3, 0xA9], true), ([0xE2, 0x82, 0xAC], true), ([0xF0, 0x9F, 0x98, 0x80], true),
      ([0xC0, 0x80], false), ([0xED, 0xA0, 0x80], false), ([0xF4, 0x90, 0x80, 0x80], false),
      ([0xE2, 0x82], false), ([0x80], false),
    ] as [([UInt8], Bool)]
  )
  func knownSequences(_ bytes: [UInt8], _ isValid: Bool) {
    #expect(bytes.withUnsafeBufferPointer { UTF8Validation.isValid($0) } == isValid)
  }
}
