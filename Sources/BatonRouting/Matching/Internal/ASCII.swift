/// ASCII byte classes shared by the URL parser, the pattern parser and the parameter types.
enum ASCII {
  static let slash = UInt8(ascii: "/")
  static let colon = UInt8(ascii: ":")
  static let question = UInt8(ascii: "?")
  static let hash = UInt8(ascii: "#")
  static let percent = UInt8(ascii: "%")
  static let plus = UInt8(ascii: "+")
  static let minus = UInt8(ascii: "-")

  /// Whether `byte` is a decimal digit.
  static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  /// Whether `byte` is an ASCII letter, either case.
  static func isLetter(_ byte: UInt8) -> Bool {
    isUppercase(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
  }

  /// Whether `byte` is an uppercase ASCII letter.
  static func isUppercase(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }

  /// `byte` with an uppercase ASCII letter lowercased; any other byte as it is.
  static func lowercased(_ byte: UInt8) -> UInt8 {
    isUppercase(byte) ? byte | 0x20 : byte
  }

  /// The text of UTF-8 `bytes` with its ASCII letters lowercased; other characters keep
  /// their case, as hosts and schemes are compared.
  static func lowercased(_ bytes: some Collection<UInt8>) -> String {
    guard bytes.contains(where: isUppercase) else { return String(decoding: bytes, as: UTF8.self) }
    return String(decoding: bytes.map(lowercased), as: UTF8.self)
  }

  /// Whether `byte` may stand in a scheme: a letter first, then letters, digits, `+`, `-`
  /// and `.`.
  static func isSchemeByte(_ byte: UInt8, first: Bool) -> Bool {
    if first { return isLetter(byte) }
    return isLetter(byte) || isDigit(byte) || byte == plus || byte == minus
      || byte == UInt8(ascii: ".")
  }

  /// Whether `byte` may stand in an identifier after its first character: a letter, a digit
  /// or `_`.
  static func isIdentifierByte(_ byte: UInt8) -> Bool {
    isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_")
  }
}
