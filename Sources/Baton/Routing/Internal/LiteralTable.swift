/// The trie's literal edges, all nodes together, in one open-addressing hash table.
///
/// The key is (parent node, segment bytes). One table instead of a dictionary per node keeps a lookup to
/// about one cache line, so large tables match about as fast as small ones. Keys of up to 16
/// bytes are packed into two words, so a lookup compares integers and makes no string.
struct LiteralTable: Sendable {
  /// A key as stored and compared: its length and its first 16 bytes, little-endian, zero
  /// padded; longer keys keep their bytes in ``LiteralTable/longKeys``.
  struct Key: Equatable {
    var length: Int
    var low: UInt64 = 0
    var high: UInt64 = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>, lowercasing: Bool) {
      length = bytes.count
      guard let base = bytes.baseAddress else { return }
      let raw = UnsafeRawPointer(base)
      if length >= 8 {
        low = raw.loadUnaligned(as: UInt64.self)
        high =
          length >= 16
          ? raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
          : Self.partialWord(raw + 8, count: length - 8)
      } else {
        low = Self.partialWord(raw, count: length)
      }
      if lowercasing {
        low = Self.lowercasedASCII(low)
        high = Self.lowercasedASCII(high)
      }
    }

    /// The first `count` (< 8) bytes at `raw`, the first in the lowest bits.
    private static func partialWord(_ raw: UnsafeRawPointer, count: Int) -> UInt64 {
      var word: UInt64 = 0
      for offset in 0..<count {
        word |= UInt64(raw.load(fromByteOffset: offset, as: UInt8.self)) << (8 * offset)
      }
      return word
    }

    /// Lowercases the ASCII letters of eight bytes at once (SWAR): for each byte from `A`
    /// to `Z` (high bit clear), sets bit 5.
    private static func lowercasedASCII(_ word: UInt64) -> UInt64 {
      let ones: UInt64 = 0x0101_0101_0101_0101
      let heptets = word & (0x7F &* ones)
      let atLeastA = heptets &+ ((0x80 - 0x41) &* ones)
      let aboveZ = heptets &+ ((0x80 - 0x5B) &* ones)
      let isUpper = atLeastA & ~aboveZ & ~word & (0x80 &* ones)
      return word | (isUpper >> 2)
    }
  }

  private struct Slot: Sendable {
    var parent: Int32 = -1
    var child: Int32 = -1
    var length: Int32 = 0
    /// The index in `longKeys` of a key longer than 16 bytes, or -1.
    var longKey: Int32 = -1
    var low: UInt64 = 0
    var high: UInt64 = 0
  }

  private var slots = [Slot](repeating: Slot(), count: 16)
  private var longKeys: [[UInt8]] = []
  private var mask = 15
  private(set) var count = 0

  /// The child of `parent` along the segment `key`, or -1.
  func child(of parent: Int, key: String) -> Int {
    Array(key.utf8).withUnsafeBufferPointer { child(of: parent, bytes: $0, lowercasing: false) }
  }

  /// The child of `parent` along the segment whose bytes are `bytes` (ASCII-lowercased first
  /// when `lowercasing`), or -1.
  func child(of parent: Int, bytes: UnsafeBufferPointer<UInt8>, lowercasing: Bool) -> Int {
    let key = Key(bytes, lowercasing: lowercasing)
    let parent32 = Int32(truncatingIfNeeded: parent)
    return slots.withUnsafeBufferPointer { slots in
      var index = Self.hash(parent, key) & mask
      while true {
        let slot = slots[index]
        if slot.child < 0 { return -1 }
        if slot.parent == parent32, slot.length == key.length, slot.low == key.low,
          slot.high == key.high,
          slot.longKey < 0 || longKeyEquals(Int(slot.longKey), bytes, lowercasing: lowercasing)
        {
          return Int(slot.child)
        }
        index = (index + 1) & mask
      }
    }
  }

  private func longKeyEquals(
    _ index: Int,
    _ bytes: UnsafeBufferPointer<UInt8>,
    lowercasing: Bool
  ) -> Bool {
    let stored = longKeys[index]
    guard stored.count == bytes.count else { return false }
    for offset in 0..<bytes.count {
      let byte = bytes[offset]
      let folded = lowercasing && byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
      if stored[offset] != folded { return false }
    }
    return true
  }

  /// Records `child` as the child of `parent` along `key`; the edge must be new.
  mutating func insert(parent: Int, key: String, child: Int) {
    if (count + 1) * 2 > slots.count { grow() }
    let bytes = Array(key.utf8)
    let packed = bytes.withUnsafeBufferPointer { Key($0, lowercasing: false) }
    var slot = Slot(
      parent: Int32(parent),
      child: Int32(child),
      length: Int32(packed.length),
      longKey: -1,
      low: packed.low,
      high: packed.high
    )
    if bytes.count > 16 {
      slot.longKey = Int32(longKeys.count)
      longKeys.append(bytes)
    }
    place(slot)
    count += 1
  }

  private mutating func place(_ slot: Slot) {
    let key = Key(length: Int(slot.length), low: slot.low, high: slot.high)
    var index = Self.hash(Int(slot.parent), key) & mask
    while slots[index].child >= 0 { index = (index + 1) & mask }
    slots[index] = slot
  }

  private mutating func grow() {
    let old = slots
    slots = [Slot](repeating: Slot(), count: old.count * 2)
    mask = slots.count - 1
    for slot in old where slot.child >= 0 { place(slot) }
  }

  /// A multiply-xorshift mix of the parent and the packed key.
  ///
  /// Long keys that share their
  /// first 16 bytes and length share a bucket chain; their full bytes tell them apart.
  private static func hash(_ parent: Int, _ key: Key) -> Int {
    var hash = UInt64(truncatingIfNeeded: parent) &* 0x9E37_79B9_7F4A_7C15
    hash ^= key.low &* 0xBF58_476D_1CE4_E5B9
    hash = (hash ^ (hash >> 31)) &* 0x94D0_49BB_1331_11EB
    hash ^= key.high &+ UInt64(key.length)
    hash = (hash ^ (hash >> 29)) &* 0xBF58_476D_1CE4_E5B9
    return Int(truncatingIfNeeded: hash ^ (hash >> 32))
  }
}

extension LiteralTable.Key {
  fileprivate init(length: Int, low: UInt64, high: UInt64) {
    self.length = length
    self.low = low
    self.high = high
  }
}
