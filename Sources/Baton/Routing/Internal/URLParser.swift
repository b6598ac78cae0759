/// Where the parts of a URL sit in its bytes; found in one pass by ``URLParser/scan(_:text:)``.
struct URLLayout {
  /// The end of the scheme (the `:`), or -1 for a bare path.
  var schemeEnd = -1
  var hostStart = 0
  var hostEnd = 0
  var pathStart = 0
  /// The end of the path: the `?`, or ``end``.
  var pathEnd = 0
  /// The first byte of the query (after `?`), or -1.
  var queryStart = -1
  /// The end of what matters: the `#`, or the byte count.
  var end = 0
  /// Slashes before ``end``: an upper bound on the segment count.
  var slashes = 0
  var pathHasPercent = false
  var queryHasPercent = false
}

/// The byte-level URL parser behind ``RouteURL`` and ``RouteTable``'s matcher.
enum URLParser {
  static let slash = UInt8(ascii: "/")
  static let question = UInt8(ascii: "?")
  static let hash = UInt8(ascii: "#")
  static let colon = UInt8(ascii: ":")
  static let percent = UInt8(ascii: "%")

  /// Finds the parts of a URL and checks everything but percent escapes.
  static func scan(_ bytes: UnsafeBufferPointer<UInt8>, text: String) throws(RouteError)
    -> URLLayout
  {
    func failure(_ position: Int, _ problem: RouteError.URLProblem) -> RouteError {
      .malformedURL(text: text, position: position, problem: problem)
    }
    guard !bytes.isEmpty else { throw failure(0, .empty) }
    var layout = URLLayout()
    layout.end = bytes.count
    var percentSeen = false
    for index in 0..<bytes.count {
      let byte = bytes[index]
      // Most bytes are letters and digits: one range test and two compares skip them.
      if byte >= 0x30, byte != question, byte != 0x7F { continue }
      if byte <= 0x20 || byte == 0x7F { throw failure(index, .invalidCharacter) }
      if byte == hash {
        layout.end = index
        break
      }
      if byte == slash {
        layout.slashes += 1
      } else if byte == percent {
        percentSeen = true
      } else if byte == question, layout.queryStart < 0 {
        layout.queryStart = index + 1
        layout.pathHasPercent = percentSeen
        percentSeen = false
      }
    }
    if layout.queryStart < 0 {
      layout.pathEnd = layout.end
      layout.pathHasPercent = percentSeen
    } else {
      layout.pathEnd = layout.queryStart - 1
      layout.queryHasPercent = percentSeen
    }
    guard bytes[0] != slash else { return layout }
    var colonIndex = 0
    while colonIndex < layout.pathEnd, bytes[colonIndex] != colon, bytes[colonIndex] != slash {
      colonIndex += 1
    }
    guard colonIndex < layout.pathEnd, bytes[colonIndex] == colon else {
      throw failure(0, .notAbsolute)
    }
    for index in 0..<colonIndex where !isSchemeByte(bytes[index], first: index == 0) {
      throw failure(index, .invalidScheme)
    }
    guard colonIndex > 0 else { throw failure(0, .invalidScheme) }
    guard colonIndex + 2 < layout.pathEnd, bytes[colonIndex + 1] == slash,
      bytes[colonIndex + 2] == slash
    else { throw failure(colonIndex + 1, .missingAuthority) }
    layout.schemeEnd = colonIndex
    layout.hostStart = colonIndex + 3
    var hostEnd = layout.hostStart
    while hostEnd < layout.pathEnd, bytes[hostEnd] != slash { hostEnd += 1 }
    layout.hostEnd = hostEnd
    layout.pathStart = hostEnd
    return layout
  }

  static func parse(
    _ bytes: UnsafeBufferPointer<UInt8>,
    text: String,
    options: RouteOptions
  ) throws(RouteError) -> RouteURL {
    let layout = try scan(bytes, text: text)
    var scheme = ""
    var host = ""
    if layout.schemeEnd >= 0 {
      scheme = lowercased(bytes, 0, layout.schemeEnd)
      host = lowercased(bytes, layout.hostStart, layout.hostEnd)
      if options.readsHostAsPath, layout.hostEnd > layout.hostStart {
        // The matcher decodes the host as a segment: its escapes must be valid here too.
        _ = try decode(bytes, layout.hostStart, layout.hostEnd, plusIsSpace: false, text: text)
      }
    }
    var segments: [String] = []
    segments.reserveCapacity(layout.slashes)
    var segmentStart = layout.pathStart
    for index in layout.pathStart...layout.pathEnd
    where index == layout.pathEnd || bytes[index] == slash {
      if index > segmentStart {
        segments.append(try decode(bytes, segmentStart, index, plusIsSpace: false, text: text))
      }
      segmentStart = index + 1
    }
    var query: [RouteParameter] = []
    let plusIsSpace = options.plusSign == .space
    if layout.queryStart >= 0 {
      query = try parseQuery(bytes, layout.queryStart, layout.end, plusIsSpace, text: text)
    }
    var fragment: [RouteParameter] = []
    if options.readsFragmentParameters, layout.end < bytes.count {
      fragment = try parseFragment(bytes, from: layout.end + 1, plusIsSpace, text: text)
    }
    return RouteURL(
      text: text,
      scheme: scheme,
      host: host,
      segments: segments,
      query: query,
      fragment: fragment
    )
  }

  static func parseQuery(
    _ bytes: UnsafeBufferPointer<UInt8>,
    _ start: Int,
    _ end: Int,
    _ plusIsSpace: Bool,
    text: String
  ) throws(RouteError) -> [RouteParameter] {
    var items: [RouteParameter] = []
    var itemStart = start
    for index in start...end where index == end || bytes[index] == UInt8(ascii: "&") {
      var equals = itemStart
      while equals < index, bytes[equals] != UInt8(ascii: "=") { equals += 1 }
      if equals > itemStart {
        let name = try decode(bytes, itemStart, equals, plusIsSpace: plusIsSpace, text: text)
        let value =
          equals < index
          ? try decode(bytes, equals + 1, index, plusIsSpace: plusIsSpace, text: text) : ""
        items.append(RouteParameter(name: name, value: value))
      }
      itemStart = index + 1
    }
    return items
  }

  /// The items of a fragment read as parameters (from the byte after `#`): the query's
  /// rules, and spaces or control characters make the URL malformed.
  static func parseFragment(
    _ bytes: UnsafeBufferPointer<UInt8>,
    from start: Int,
    _ plusIsSpace: Bool,
    text: String
  ) throws(RouteError) -> [RouteParameter] {
    for index in start..<bytes.count where bytes[index] <= 0x20 || bytes[index] == 0x7F {
      throw .malformedURL(text: text, position: index, problem: .invalidCharacter)
    }
    return try parseQuery(bytes, start, bytes.count, plusIsSpace, text: text)
  }

  /// Whether `bytes[0..<end]` is `http` or `https`, in any case: a web URL (a universal
  /// link), whose host stays a host under ``RouteOptions/readsHostAsPath``.
  static func isWebScheme(_ bytes: UnsafeBufferPointer<UInt8>, _ end: Int) -> Bool {
    guard end == 4 || end == 5 else { return false }
    let http: [UInt8] = Array("https".utf8)
    for index in 0..<end where bytes[index] | 0x20 != http[index] { return false }
    return true
  }

  static func isSchemeByte(_ byte: UInt8, first: Bool) -> Bool {
    let isLetter = (byte | 0x20) &- UInt8(ascii: "a") < 26
    if first { return isLetter }
    return isLetter || byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: "+")
      || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
  }

  static func lowercased(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String {
    let slice = UnsafeBufferPointer(rebasing: bytes[start..<end])
    if !slice.contains(where: { $0 &- UInt8(ascii: "A") < 26 }) {
      return String(decoding: slice, as: UTF8.self)
    }
    return String(
      decoding: slice.map { $0 &- UInt8(ascii: "A") < 26 ? $0 | 0x20 : $0 },
      as: UTF8.self
    )
  }

  /// Percent-decodes `bytes[start..<end]` (and `+` as a space when `plusIsSpace`).
  static func decode(
    _ bytes: UnsafeBufferPointer<UInt8>,
    _ start: Int,
    _ end: Int,
    plusIsSpace: Bool,
    text: String
  ) throws(RouteError) -> String {
    let slice = UnsafeBufferPointer(rebasing: bytes[start..<end])
    let needsDecoding = slice.contains {
      $0 == percent || (plusIsSpace && $0 == UInt8(ascii: "+"))
    }
    if !needsDecoding { return String(decoding: slice, as: UTF8.self) }
    var failure: RouteError?
    let decoded = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: end - start) {
      buffer -> String in
      do throws(RouteError) {
        let count = try decode(
          bytes,
          start,
          end,
          plusIsSpace: plusIsSpace,
          text: text,
          into: buffer
        )
        return String(decoding: UnsafeBufferPointer(rebasing: buffer[0..<count]), as: UTF8.self)
      } catch {
        failure = error
        return ""
      }
    }
    if let failure { throw failure }
    return decoded
  }

  /// Writes the percent-decoded `bytes[start..<end]` to the start of `output` (which holds at
  /// least `end - start` bytes), checks that they are UTF-8, and returns how many it wrote.
  static func decode(
    _ bytes: UnsafeBufferPointer<UInt8>,
    _ start: Int,
    _ end: Int,
    plusIsSpace: Bool,
    text: String,
    into output: UnsafeMutableBufferPointer<UInt8>
  ) throws(RouteError) -> Int {
    var count = 0
    var isASCII = true
    var index = start
    while index < end {
      var byte = bytes[index]
      if byte == percent {
        guard index + 2 < end, let high = PercentCoding.hexValue(bytes[index + 1]),
          let low = PercentCoding.hexValue(bytes[index + 2])
        else {
          throw .malformedURL(text: text, position: index, problem: .invalidPercentEscape)
        }
        byte = high << 4 | low
        index += 3
      } else {
        if plusIsSpace && byte == UInt8(ascii: "+") { byte = 0x20 }
        index += 1
      }
      output[count] = byte
      count += 1
      isASCII = isASCII && byte < 0x80
    }
    guard isASCII || UTF8Validation.isValid(UnsafeBufferPointer(rebasing: output[0..<count])) else {
      throw .malformedURL(text: text, position: start, problem: .invalidUTF8)
    }
    return count
  }
}
