import Baton
import BatonRouting
import SeededRandom
import Testing

/// Random byte strings and mutated URLs through the parser and the matcher: nothing crashes,
/// every result is a match or a `RouteError`, and parser and matcher agree.
@Suite struct RouteRobustnessTests {
  static let patterns = [
    "myapp://shop/item/<int:id>", "myapp://shop/<category>/list", "myapp://Shop/search",
    "/user/<int:id>", "/user/<name>", "/user/me", "/user/<uuid:token>/settings",
    "/post/<id>/comments", "/price/<double:value>", "/files/<path:rest>", "/", "/a/b/c",
    "/a/<x>/<path:rest>", "/caf%C3%A9/<int:n>", "other://h/<x>/<y>",
  ]

  static let seeds = [
    "myapp://shop/item/42?ref=home#top", "myapp://SHOP/books/list", "/user/007",
    "/user/0f8fad5b-d9cb-469f-a165-70867728950e/settings", "/post/p1/comments?x=1&x=2",
    "/price/3.5", "/files/a/b%20c/d.txt", "/a/b/c/", "https://x.example:8080/user/me?q=a+b",
    "/café/3", "other://h/one/two", "/", "/a//b///c?k=%C3%A9&flag",
  ]

  static let alphabet =
    Array("/%?#&=+:<>.-_~ Aa7".utf8) + [0x00, 0x09, 0x7F, 0xC3, 0xA9, 0xFF, 0xE2]

  @Test func randomBytesAndMutatedURLsAlwaysMatchOrThrowARouteError() throws {
    var table = RouteTable()
    for pattern in Self.patterns { try table.add(pattern) }
    var random = SplitMix64(seed: 0xB47_0AD)
    var counts = (match: 0, noMatch: 0, malformed: 0)
    for iteration in 0..<100_000 {
      let bytes =
        iteration.isMultiple(of: 2)
        ? Self.randomBytes(using: &random) : Self.mutatedURL(using: &random)
      switch check(bytes, in: table) {
      case .match: counts.match += 1
      case .noMatch: counts.noMatch += 1
      case .malformed: counts.malformed += 1
      }
    }
    // The corpus must exercise all three outcomes, or the test proves little.
    #expect(counts.match > 1_000)
    #expect(counts.noMatch > 1_000)
    #expect(counts.malformed > 1_000)
  }

  private enum Outcome {
    case match
    case noMatch
    case malformed
  }

  private func check(_ bytes: [UInt8], in table: RouteTable) -> Outcome {
    let parsed: RouteURL
    do throws(RouteError) {
      parsed = try RouteURL(parsingUTF8: bytes)
    } catch {
      guard case .malformedURL = error else {
        Issue.record("parser threw \(error) for \(bytes)")
        return .malformed
      }
      if let text = String(validating: bytes, as: UTF8.self) {
        do throws(RouteError) {
          let match = try table.match(text)
          Issue.record(
            "parser refused \(text.debugDescription) but the matcher matched \(match.pattern)"
          )
        } catch {
          if error != parsedError(text) {
            Issue.record("matcher threw \(error), parser \(String(describing: parsedError(text)))")
          }
        }
      }
      return .malformed
    }
    do throws(RouteError) {
      let match = try table.match(parsed.text)
      let isConsistent =
        match.pattern.parameterNames.count == match.pathValues.count
        && match.pathValues.allSatisfy { !$0.isEmpty } && match.url == parsed
        && table.patterns[match.routeIndex] == match.pattern
      if !isConsistent { Issue.record("inconsistent match \(match) for \(parsed)") }
      return .match
    } catch {
      if error != .noMatch(url: parsed.text) {
        Issue.record("matcher threw \(error) for \(parsed.text.debugDescription), parsed fine")
      }
      return .noMatch
    }
  }

  private func parsedError(_ text: String) -> RouteError? {
    do throws(RouteError) {
      _ = try RouteURL(parsing: text)
      return nil
    } catch {
      return error
    }
  }

  private static func randomBytes(using random: inout SplitMix64) -> [UInt8] {
    let length = Int.random(in: 0...40, using: &random)
    var bytes: [UInt8] = Bool.random(using: &random) ? Array("myapp://".utf8) : [UInt8(ascii: "/")]
    for _ in 0..<length {
      bytes.append(
        Bool.random(using: &random)
          ? alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
          : UInt8.random(in: 0...255, using: &random)
      )
    }
    return bytes
  }

  private static func mutatedURL(using random: inout SplitMix64) -> [UInt8] {
    var bytes = Array(seeds[Int.random(in: 0..<seeds.count, using: &random)].utf8)
    for _ in 0..<Int.random(in: 0...3, using: &random) {
      let position = Int.random(in: 0...bytes.count, using: &random)
      let byte = alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
      switch Int.random(in: 0..<5, using: &random) {
      case 0:
        bytes.insert(byte, at: position)
      case 1 where position < bytes.count:
        bytes[position] = byte
      case 2 where position < bytes.count:
        bytes.remove(at: position)
      case 3:
        bytes.removeLast(min(bytes.count, Int.random(in: 0...4, using: &random)))
      default:
        let chunk = bytes[position...].prefix(6)
        bytes.insert(contentsOf: chunk, at: position)
      }
    }
    return bytes
  }
}
