/// Percent-encoding helpers shared by the URL parser, the pattern parser and URL building.
enum PercentCoding {
  /// The value of a hexadecimal digit, or `nil`.
  static func hexValue(_ byte: UInt8) -> UInt8? {
    if byte &- UInt8(ascii: "0") < 10 { return byte &- UInt8(ascii: "0") }
    let lower = byte | 0x20
    if lower &- UInt8(ascii: "a") < 6 { return lower &- UInt8(ascii: "a") + 10 }
    return nil
  }

  /// Percent-encodes everything but ASCII letters, digits, `-`, `.`, `_` and `~`.
  static func encode(_ text: String) -> String {
    let hexDigits = Array("0123456789ABCDEF".utf8)
    var encoded: [UInt8] = []
    encoded.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
      let isUnreserved =
        (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10
        || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_")
        || byte == UInt8(ascii: "~")
      if isUnreserved {
        encoded.append(byte)
      } else {
        encoded.append(UInt8(ascii: "%"))
        encoded.append(hexDigits[Int(byte >> 4)])
        encoded.append(hexDigits[Int(byte & 0x0F)])
      }
    }
    return String(decoding: encoded, as: UTF8.self)
  }
}
