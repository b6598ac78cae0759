/// A UTF-8 check without generic decoding machinery, for percent-decoded bytes.
enum UTF8Validation {
  /// The text of `bytes` when they are well-formed UTF-8.
  ///
  /// What `String(validating:as:)` does, which needs iOS 18.
  static func string(_ bytes: some Collection<UInt8>) -> String? {
    let array = Array(bytes)
    let valid = array.withUnsafeBufferPointer { buffer in Self.isValid(buffer) }
    return valid ? String(decoding: array, as: UTF8.self) : nil
  }

  /// Whether `bytes` are well-formed UTF-8.
  ///
  /// No stray continuation bytes, no overlong forms, no surrogates, nothing above U+10FFFF
  /// (the rules `String(validating:as:)` applies).
  static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    while index < bytes.count {
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      let length: Int
      var scalar: UInt32
      let minimum: UInt32
      if lead & 0xE0 == 0xC0 {
        (length, scalar, minimum) = (2, UInt32(lead & 0x1F), 0x80)
      } else if lead & 0xF0 == 0xE0 {
        (length, scalar, minimum) = (3, UInt32(lead & 0x0F), 0x800)
      } else if lead & 0xF8 == 0xF0 {
        (length, scalar, minimum) = (4, UInt32(lead & 0x07), 0x1_0000)
      } else {
        return false
      }
      guard index + length <= bytes.count else { return false }
      for offset in 1..<length {
        let byte = bytes[index + offset]
        guard byte & 0xC0 == 0x80 else { return false }
        scalar = scalar << 6 | UInt32(byte & 0x3F)
      }
      guard scalar >= minimum, scalar <= 0x10_FFFF, !(0xD800...0xDFFF).contains(scalar) else {
        return false
      }
      index += length
    }
    return true
  }
}
