/// The type of a pattern parameter: it decides which segments the parameter accepts and the
/// canonical text of the value it captures.
///
/// Built in: ``string`` (the default, `<name>`), ``int`` (`<int:id>`), ``double`` and ``uuid``.
/// The trailing catch-all `<path:rest>` is part of the grammar, not a type. Register your own
/// with ``Router/register(parameterType:)``:
///
/// ```swift
/// let slug = RouteParameterType(name: "slug") { text in
///   text.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" } ? text : nil
/// }
/// ```
///
/// Types compare by name.
public struct RouteParameterType: Sendable, Hashable, CustomStringConvertible {
  /// The name used in patterns, as in `<int:id>`.
  public let name: String
  let kind: Kind

  enum Kind: Sendable {
    case string
    case int
    case double
    case uuid
    case custom(@Sendable (String) -> String?)
  }

  /// Creates a custom parameter type.
  ///
  /// The matcher asks `canonicalize` once per segment it tries and keeps the answer for the
  /// match; ``RouteMatch/value(_:as:)`` and ``RoutePattern/url(with:)`` ask again. Make it a
  /// function of its input: a closure that changes its mind never traps, but a value it
  /// refuses later is an error there.
  ///
  /// - Parameters:
  ///   - name: The name used in patterns; an identifier other than the built-in names.
  ///   - canonicalize: Returns the canonical text of a decoded segment the type accepts, or
  ///     `nil` to refuse the segment (the matcher then backtracks to looser routes).
  public init(name: String, canonicalize: @escaping @Sendable (String) -> String?) {
    self.name = name
    self.kind = .custom(canonicalize)
  }

  private init(builtIn name: String, kind: Kind) {
    self.name = name
    self.kind = kind
  }

  /// Any segment; the value is the decoded segment.
  ///
  /// The type of `<name>`.
  public static let string = RouteParameterType(builtIn: "string", kind: .string)
  /// A decimal integer that fits `Int`, with an optional sign; canonical form `String(Int)`.
  public static let int = RouteParameterType(builtIn: "int", kind: .int)
  /// A finite decimal number (`1`, `-2.5`, `3e8`); canonical form `String(Double)`.
  public static let double = RouteParameterType(builtIn: "double", kind: .double)
  /// A UUID in its 8-4-4-4-12 hexadecimal form; canonical form lowercase.
  public static let uuid = RouteParameterType(builtIn: "uuid", kind: .uuid)

  /// The built-in types, in precedence order after the untyped ``string``.
  static let typedBuiltIns: [RouteParameterType] = [.int, .double, .uuid]
  /// Names that custom types may not take (`path` is the catch-all).
  static let reservedNames: Set<String> = ["string", "int", "double", "uuid", "path"]

  /// Whether this is the untyped ``string``.
  var isUntyped: Bool {
    if case .string = kind { return true }
    return false
  }

  /// The canonical text of `text` if the type accepts it, else `nil`.
  ///
  /// - Parameter text: A decoded path segment or query value.
  /// - Returns: The canonical text, or `nil` when the type refuses the text.
  public func canonicalValue(of text: String) -> String? {
    switch kind {
    case .string: text
    case .int: Self.canonicalInt(text)
    case .double: Self.canonicalDouble(text)
    case .uuid: Self.canonicalUUID(text)
    case .custom(let canonicalize): canonicalize(text)
    }
  }

  /// The type's name.
  public var description: String { name }

  /// Types compare by name.
  ///
  /// - Parameters:
  ///   - lhs: A type.
  ///   - rhs: Another type.
  /// - Returns: Whether both have the same name.
  public static func == (lhs: RouteParameterType, rhs: RouteParameterType) -> Bool {
    lhs.name == rhs.name
  }

  /// Hashes the name.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
  }
}

extension RouteParameterType {
  /// An optional sign and decimal digits whose value fits `Int`.
  static func isInt<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
    var index = bytes.startIndex
    guard index < bytes.endIndex else { return false }
    let isNegative = bytes[index] == UInt8(ascii: "-")
    if isNegative || bytes[index] == UInt8(ascii: "+") { index = bytes.index(after: index) }
    guard index < bytes.endIndex else { return false }
    let limit = isNegative ? UInt64(Int.max) + 1 : UInt64(Int.max)
    var magnitude: UInt64 = 0
    while index < bytes.endIndex {
      guard ASCII.isDigit(bytes[index]) else { return false }
      let digit = bytes[index] - UInt8(ascii: "0")
      let (times10, overflow) = magnitude.multipliedReportingOverflow(by: 10)
      guard !overflow, times10 <= limit - UInt64(digit) else { return false }
      magnitude = times10 + UInt64(digit)
      index = bytes.index(after: index)
    }
    return true
  }

  /// The 8-4-4-4-12 hexadecimal form, either case.
  static func isUUID<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
    guard bytes.count == 36 else { return false }
    for (offset, byte) in bytes.enumerated() {
      if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
        guard byte == UInt8(ascii: "-") else { return false }
      } else if PercentCoding.hexValue(byte) == nil {
        return false
      }
    }
    return true
  }

  static func canonicalInt(_ text: String) -> String? {
    guard isInt(text.utf8) else { return nil }
    let utf8 = text.utf8
    let first = utf8.first
    let digits =
      first == ASCII.minus || first == ASCII.plus ? utf8.count - 1 : utf8.count
    let leadsWithZero = utf8.dropFirst(utf8.count - digits).first == UInt8(ascii: "0")
    let isCanonical =
      first != UInt8(ascii: "+")
      && (digits == 1 ? !(first == UInt8(ascii: "-") && leadsWithZero) : !leadsWithZero)
    if isCanonical { return text }
    guard let value = Int(text) else { return nil }
    return String(value)
  }

  static func canonicalDouble(_ text: String) -> String? {
    // Decimal only: [+-] digits [. digits] [(e|E) [+-] digits]; no hex, inf or nan.
    let bytes = text.utf8
    var index = bytes.startIndex
    func digits() -> Int {
      var count = 0
      while index < bytes.endIndex, ASCII.isDigit(bytes[index]) {
        count += 1
        index = bytes.index(after: index)
      }
      return count
    }
    func skipSign() {
      if index < bytes.endIndex,
        bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index = bytes.index(after: index)
      }
    }
    skipSign()
    var mantissa = digits()
    if index < bytes.endIndex, bytes[index] == UInt8(ascii: ".") {
      index = bytes.index(after: index)
      mantissa += digits()
    }
    guard mantissa > 0 else { return nil }
    if index < bytes.endIndex, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index = bytes.index(after: index)
      skipSign()
      guard digits() > 0 else { return nil }
    }
    guard index == bytes.endIndex, let value = Double(text), value.isFinite else { return nil }
    return String(value)
  }

  static func canonicalUUID(_ text: String) -> String? {
    guard isUUID(text.utf8) else { return nil }
    let hasUppercase = text.utf8.contains { (UInt8(ascii: "A")...UInt8(ascii: "F")).contains($0) }
    return hasUppercase ? text.lowercased() : text
  }
}
