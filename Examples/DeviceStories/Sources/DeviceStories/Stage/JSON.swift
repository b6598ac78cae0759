/// A JSON value, printed on one line with sorted keys: what a story observed.
enum JSON: Sendable, Equatable {
  case string(String)
  case int(Int)
  case double(Double)
  case bool(Bool)
  case array([JSON])
  case object([String: JSON])
  case null

  /// The value as one line of JSON, keys sorted.
  var text: String {
    switch self {
    case .string(let value): return Self.quoted(value)
    case .int(let value): return String(value)
    case .double(let value): return value.isFinite ? String(value) : "null"
    case .bool(let value): return value ? "true" : "false"
    case .null: return "null"
    case .array(let values): return "[" + values.map(\.text).joined(separator: ",") + "]"
    case .object(let members):
      let body = members.keys.sorted().map { key in
        Self.quoted(key) + ":" + (members[key] ?? .null).text
      }
      return "{" + body.joined(separator: ",") + "}"
    }
  }

  private static func quoted(_ value: String) -> String {
    var out = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}

extension JSON: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByBooleanLiteral,
  ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
  init(stringLiteral value: String) { self = .string(value) }
  init(integerLiteral value: Int) { self = .int(value) }
  init(booleanLiteral value: Bool) { self = .bool(value) }
  init(arrayLiteral elements: JSON...) { self = .array(elements) }
  init(dictionaryLiteral elements: (String, JSON)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }

  /// A list of strings.
  static func strings(_ values: [String]) -> JSON { .array(values.map(JSON.string)) }
}
