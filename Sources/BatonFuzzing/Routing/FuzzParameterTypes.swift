import Baton
import BatonRouting

/// The custom parameter types the routing fuzzers register besides the built-in ones.
enum FuzzParameterTypes {
  /// `slug`: lowercase ASCII letters, digits and `-`; the canonical text is the segment.
  static let slug = RouteParameterType(name: "slug") { text in
    let isSlug =
      !text.isEmpty
      && text.utf8.allSatisfy { byte in
        byte &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10
          || byte == UInt8(ascii: "-")
      }
    return isSlug ? text : nil
  }

  /// `upper`: ASCII letters, written in uppercase (so the canonical text differs from a
  /// lowercase segment, and a host segment, which the matcher lowercases, still matches).
  static let upper = RouteParameterType(name: "upper") { text in
    let isLetters = !text.isEmpty && text.utf8.allSatisfy { ($0 | 0x20) &- UInt8(ascii: "a") < 26 }
    return isLetters ? text.uppercased() : nil
  }

  /// The deterministic custom types, in registration order.
  static let deterministic = [slug, upper]

  /// `flaky`: a type that changes its mind.
  ///
  /// Its closure is not a function of its input: it accepts every other call, as a closure
  /// that reads changing state may. The router must not trap on it.
  static func makeFlaky() -> RouteParameterType {
    let counter = CallCounter()
    return RouteParameterType(name: "flaky") { text in
      counter.next().isMultiple(of: 2) ? nil : text
    }
  }

  /// A value each type accepts, already canonical (for `url(with:)` round trips).
  static func sampleValue(for type: RouteParameterType) -> String {
    switch type.name {
    case "int": "-42"
    case "double": "2.5"
    case "uuid": "0f8fad5b-d9cb-469f-a165-70867728950e"
    case "slug": "a-1"
    case "upper": "ABC"
    case "flaky": "f"
    default: "x y/%é?#"
    }
  }

  /// A catch-all value whose slashes need the encoding `url(with:)` gives them.
  static let catchAllSample = "/a//b%/é/"
}
