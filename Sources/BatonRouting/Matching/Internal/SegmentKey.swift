/// A literal edge's key in the trie: a decoded segment's text, compared byte for byte.
///
/// Not `String`'s own equality, which equates canonically equivalent text (`é` as one scalar
/// or as `e` and a combining accent): a URL's segment matches a literal only when their UTF-8
/// is the same, as ``RoutePattern`` documents.
struct SegmentKey: Hashable, Sendable {
  let text: String

  init(_ text: String) {
    self.text = text
  }

  static func == (lhs: SegmentKey, rhs: SegmentKey) -> Bool {
    lhs.text.utf8.count == rhs.text.utf8.count && lhs.text.utf8.elementsEqual(rhs.text.utf8)
  }

  // `String`'s own hash: text with the same bytes is the same text, so equal keys hash alike
  // (the hash is merely coarser than the equality, for canonically equivalent text).
  func hash(into hasher: inout Hasher) {
    hasher.combine(text)
  }
}
