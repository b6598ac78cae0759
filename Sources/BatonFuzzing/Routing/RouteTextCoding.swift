import Baton
import BatonRouting

/// Writes patterns and names the way the documentation describes them, independently of the
/// router's own code, for the routing fuzzers' round trips.
enum RouteTextCoding {
  /// Whether `name` is an identifier: ASCII letters, digits and `_`, not starting with a digit.
  static func isIdentifier(_ name: String) -> Bool {
    guard let first = name.utf8.first, first &- UInt8(ascii: "0") >= 10 else { return false }
    return name.utf8.allSatisfy { byte in
      (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10
        || byte == UInt8(ascii: "_")
    }
  }

  /// Percent-encodes every byte but ASCII letters and digits.
  static func encoded(_ text: String) -> String {
    var result = ""
    for byte in text.utf8 {
      let isPlain = (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10
      if isPlain {
        result.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        result += byte < 16 ? "%0\(hex)" : "%\(hex)"
      }
    }
    return result
  }

  /// The pattern written back from its parts: lowercase scheme and host, encoded literals,
  /// `<type:name>` parameters (`<name>` when untyped), no repeated or trailing slash.
  static func canonicalText(of pattern: RoutePattern) -> String {
    let segments = pattern.segments.map { segment in
      switch segment {
      case .literal(let text): encoded(text)
      case .parameter(let name, let type): type == .string ? "<\(name)>" : "<\(type.name):\(name)>"
      case .catchAll(let name): "<path:\(name)>"
      }
    }
    guard let scheme = pattern.scheme else { return "/" + segments.joined(separator: "/") }
    guard let host = pattern.host else {
      // The host read as the first segment.
      return "\(scheme)://" + segments.joined(separator: "/")
    }
    return "\(scheme)://\(host)" + segments.map { "/" + $0 }.joined()
  }
}
