/// Reads a fuzz input as a stream of small choices; past the end every read is zero, so any
/// byte string is a valid input.
struct ByteReader {
  private let bytes: [UInt8]
  private var offset = 0

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Whether every byte has been read.
  var isAtEnd: Bool { offset >= bytes.count }

  /// The next byte, or zero past the end.
  mutating func byte() -> UInt8 {
    guard offset < bytes.count else { return 0 }
    defer { offset += 1 }
    return bytes[offset]
  }

  /// A choice among `count` (one byte).
  mutating func choice(_ count: Int) -> Int {
    Int(byte()) % max(count, 1)
  }

  /// A coin (one byte, its low bit).
  mutating func flag() -> Bool {
    byte() & 1 == 1
  }
}
