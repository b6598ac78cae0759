/// A tiny JSON writer for the `route` command's one-line objects.
enum JSONText {
  /// A JSON string literal for `text`: quotes, backslashes and control characters escaped,
  /// everything else (non-ASCII included) written as is, which JSON allows.
  static func string(_ text: String) -> String {
    var out = "\""
    out.unicodeScalars.reserveCapacity(text.utf8.count + 2)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{08}": out += "\\b"
      case "\u{0C}": out += "\\f"
      case "\u{00}"..."\u{1F}":
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default:
        out.unicodeScalars.append(scalar)
      }
    }
    out += "\""
    return out
  }

  /// `null` or a string literal.
  static func optionalString(_ text: String?) -> String {
    text.map(string) ?? "null"
  }

  /// A JSON object of string values, keys in the order given.
  static func object(_ members: [(String, String)]) -> String {
    "{" + members.map { string($0.0) + ": " + string($0.1) }.joined(separator: ", ") + "}"
  }
}
