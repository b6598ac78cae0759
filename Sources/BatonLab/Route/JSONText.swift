import Baton

/// A tiny JSON writer for the `route` command's one-line objects.
enum JSONText {
  /// A JSON string literal for `text` (the core's one escaper, ``JSONString``).
  static func string(_ text: String) -> String {
    JSONString.quoted(text)
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
