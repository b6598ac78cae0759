/// The decoded path segments of a URL being matched, as byte ranges of one buffer: the URL's
/// own bytes, or a decoded copy when the path has percent escapes.
struct ByteSegments {
  let source: UnsafeBufferPointer<UInt8>
  /// Start and end offsets, two per segment.
  let bounds: UnsafeMutableBufferPointer<Int>
  let count: Int

  func bytes(_ index: Int) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: source[bounds[2 * index]..<bounds[2 * index + 1]])
  }

  func string(_ index: Int) -> String {
    String(decoding: bytes(index), as: UTF8.self)
  }

  /// Segments `index...` joined by `/`: a catch-all's value.
  func joined(from index: Int) -> String {
    var joined: [UInt8] = []
    for segment in index..<count {
      if segment > index { joined.append(URLParser.slash) }
      joined.append(contentsOf: bytes(segment))
    }
    return String(decoding: joined, as: UTF8.self)
  }
}
