/// Percent-encoding helpers shared by the URL parser, the pattern parser and URL building.
enum PercentCoding {
  /// The value of a hexadecimal digit, or `nil`.
  static func hexValue(_ byte: UInt8) -> UInt8? {
    if ASCII.isDigit(byte) { return byte - UInt8(ascii: "0") }
    let lower = byte | 0x20
    if (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(lower) {
      return lower - UInt8(ascii: "a") + 10
    }
    return nil
  }

  /// Percent-encodes everything but ASCII letters, digits, `-`, `.`, `_` and `~`.
  static func encode(_ text: String) -> String {
    let hexDigits = Array("0123456789ABCDEF".utf8)
    var encoded: [UInt8] = []
    encoded.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
      let isUnreserved =
        ASCII.isLetter(byte) || ASCII.isDigit(byte) || byte == ASCII.minus
        || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
      if isUnreserved {
        encoded.append(byte)
      } else {
        encoded.append(ASCII.percent)
        encoded.append(hexDigits[Int(byte >> 4)])
        encoded.append(hexDigits[Int(byte & 0x0F)])
      }
    }
    return String(decoding: encoded, as: UTF8.self)
  }

  /// The bytes of `text` with each `%XX` escape decoded, and `+` read as a space when
  /// `plusIsSpace`.
  ///
  /// - Throws: ``MalformedEscape`` with the UTF-8 offset in `text` of the first `%` not
  ///   followed by two hexadecimal digits.
  static func decode(
    _ text: some Collection<UInt8>,
    plusIsSpace: Bool
  ) throws(MalformedEscape) -> [UInt8] {
    var decoded: [UInt8] = []
    decoded.reserveCapacity(text.count)
    var offset = 0
    var index = text.startIndex
    while index < text.endIndex {
      let byte = text[index]
      text.formIndex(after: &index)
      if byte == ASCII.percent {
        let digits = text[index...].prefix(2)
        guard digits.count == 2, let high = digits.first.flatMap(hexValue),
          let low = digits.dropFirst().first.flatMap(hexValue)
        else { throw MalformedEscape(offset: offset) }
        decoded.append(high << 4 | low)
        index = digits.endIndex
        offset += 3
      } else {
        decoded.append(plusIsSpace && byte == ASCII.plus ? 0x20 : byte)
        offset += 1
      }
    }
    return decoded
  }

  /// A `%` not followed by two hexadecimal digits, at the UTF-8 `offset` in the text decoded.
  struct MalformedEscape: Error {
    let offset: Int
  }
}
