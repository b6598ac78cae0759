/// JSON string literals (RFC 8259, section 7), shared by the core's trace writer and the lab.
///
/// The quotation mark and the reverse solidus are escaped, and so is every control character:
/// `\b`, `\f`, `\n`, `\r` and `\t` by their short forms, the others as `\u00XX` (lowercase
/// hexadecimal). Everything else, non-ASCII included, is written as is, which JSON allows.
package enum JSONString {
  /// The JSON string literal for `text`, quotes included.
  ///
  /// - Parameter text: The text to quote.
  /// - Returns: `text` as a JSON string literal.
  package static func quoted(_ text: String) -> String {
    var literal = ""
    appendQuoted(text, to: &literal)
    return literal
  }

  /// Appends the JSON string literal for `text`, quotes included, to `output`.
  ///
  /// - Parameters:
  ///   - text: The text to quote.
  ///   - output: The JSON text being written.
  package static func appendQuoted(_ text: String, to output: inout String) {
    output += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\u{08}": output += "\\b"
      case "\u{0C}": output += "\\f"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{00}"..."\u{1F}":
        let hex = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default:
        output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }
}
