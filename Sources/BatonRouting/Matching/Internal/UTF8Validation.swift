/// A UTF-8 check for percent-decoded bytes and raw URL bytes.
enum UTF8Validation {
  /// The text of `bytes` when they are well-formed UTF-8, else `nil`.
  ///
  /// What `String(validating:as:)` does, which needs iOS 18: decoding repairs each ill-formed
  /// sequence (a stray continuation byte, an overlong form, a surrogate, a value above
  /// U+10FFFF) with U+FFFD, so the decoded text has exactly the given bytes only when there
  /// was nothing to repair. (A U+FFFD that was in the bytes decodes to its own bytes.)
  static func string(_ bytes: some Collection<UInt8>) -> String? {
    let text = String(decoding: bytes, as: UTF8.self)
    return text.utf8.elementsEqual(bytes) ? text : nil
  }
}
