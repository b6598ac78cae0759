/// The URL parser behind ``RouteURL`` and ``RouteTable``'s matcher, over an array of the
/// text's UTF-8 bytes with integer offsets; error positions are those offsets.
enum URLParser {
  /// Finds the parts of a URL and checks everything but percent escapes.
  static func layout(of bytes: [UInt8], text: String) throws(RouteError) -> URLLayout {
    func failure(_ position: Int, _ problem: RouteError.URLProblem) -> RouteError {
      .malformedURL(text: text, position: position, problem: problem)
    }
    guard !bytes.isEmpty else { throw failure(0, .empty) }
    var layout = URLLayout()
    layout.end = bytes.count
    var percentSeen = false
    for index in bytes.indices {
      let byte = bytes[index]
      // Most bytes are letters and digits: one range test and two compares pass them.
      if byte >= 0x30, byte != ASCII.question, byte != 0x7F { continue }
      if byte <= 0x20 || byte == 0x7F { throw failure(index, .invalidCharacter) }
      if byte == ASCII.hash {
        layout.end = index
        break
      }
      if byte == ASCII.slash {
        layout.slashCount += 1
      } else if byte == ASCII.percent {
        percentSeen = true
      } else if byte == ASCII.question, layout.queryStart == nil {
        layout.queryStart = index + 1
        layout.pathHasPercent = percentSeen
        percentSeen = false
      }
    }
    if let queryStart = layout.queryStart {
      layout.pathEnd = queryStart - 1
      layout.queryHasPercent = percentSeen
    } else {
      layout.pathEnd = layout.end
      layout.pathHasPercent = percentSeen
    }
    guard bytes[0] != ASCII.slash else { return layout }
    // A scheme: up to a `:` that comes before any `/`, then `//` and the host.
    var colon = 0
    while colon < layout.pathEnd, bytes[colon] != ASCII.colon, bytes[colon] != ASCII.slash {
      colon += 1
    }
    guard colon < layout.pathEnd, bytes[colon] == ASCII.colon else {
      throw failure(0, .notAbsolute)
    }
    for index in 0..<colon where !ASCII.isSchemeByte(bytes[index], first: index == 0) {
      throw failure(index, .invalidScheme)
    }
    guard colon > 0 else { throw failure(0, .invalidScheme) }
    guard colon + 2 < layout.pathEnd, bytes[colon + 1] == ASCII.slash,
      bytes[colon + 2] == ASCII.slash
    else { throw failure(colon + 1, .missingAuthority) }
    layout.schemeEnd = colon
    layout.hostStart = colon + 3
    var hostEnd = layout.hostStart
    while hostEnd < layout.pathEnd, bytes[hostEnd] != ASCII.slash { hostEnd += 1 }
    layout.hostEnd = hostEnd
    layout.pathStart = hostEnd
    return layout
  }

  /// Parses a URL; see ``RouteURL/init(parsing:options:)``.
  static func parse(_ text: String, options: RouteOptions) throws(RouteError) -> RouteURL {
    let bytes = Array(text.utf8)
    let layout = try layout(of: bytes, text: text)
    var scheme = ""
    var host = ""
    if let schemeEnd = layout.schemeEnd {
      scheme = ASCII.lowercased(bytes[0..<schemeEnd])
      host = ASCII.lowercased(bytes[layout.hostStart..<layout.hostEnd])
      // The matcher decodes the host as a segment: its escapes must be valid here too.
      _ = try hostSegment(bytes, layout, options, text: text)
    }
    var segments: [String] = []
    segments.reserveCapacity(layout.slashCount)
    try appendSegments(bytes, layout, text: text, to: &segments)
    let plusIsSpace = options.readsPlusAsSpace
    var query: [RouteParameter] = []
    if let queryStart = layout.queryStart {
      query = try items(bytes, queryStart, layout.end, plusIsSpace, text: text)
    }
    var fragment: [RouteParameter] = []
    if options.readsFragmentParameters, layout.end < bytes.count {
      fragment = try fragmentItems(bytes, from: layout.end + 1, plusIsSpace, text: text)
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

  /// The host read as a path segment (decoded, ASCII letters lowercased), when the layout's
  /// ``URLLayout/hostIsSegment(_:)``; else `nil`.
  static func hostSegment(
    _ bytes: [UInt8],
    _ layout: URLLayout,
    _ options: RouteOptions,
    text: String
  ) throws(RouteError) -> String? {
    guard layout.hostIsSegment(options) else { return nil }
    let host = try decode(bytes, layout.hostStart, layout.hostEnd, plusIsSpace: false, text: text)
    return ASCII.lowercased(host.utf8)
  }

  /// Appends the decoded, non-empty path segments (empty segments vanish).
  static func appendSegments(
    _ bytes: [UInt8],
    _ layout: URLLayout,
    text: String,
    to segments: inout [String]
  ) throws(RouteError) {
    var start = layout.pathStart
    for index in layout.pathStart...layout.pathEnd
    where index == layout.pathEnd || bytes[index] == ASCII.slash {
      if index > start {
        segments.append(
          layout.pathHasPercent
            ? try decode(bytes, start, index, plusIsSpace: false, text: text)
            : String(decoding: bytes[start..<index], as: UTF8.self)
        )
      }
      start = index + 1
    }
  }

  /// The `name=value` items of `bytes[start..<end]`, a query (or fragment), decoded, in
  /// order: an item without `=` has an empty value, one with an empty name is skipped.
  static func items(
    _ bytes: [UInt8],
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
  static func fragmentItems(
    _ bytes: [UInt8],
    from start: Int,
    _ plusIsSpace: Bool,
    text: String
  ) throws(RouteError) -> [RouteParameter] {
    for index in start..<bytes.count where bytes[index] <= 0x20 || bytes[index] == 0x7F {
      throw .malformedURL(text: text, position: index, problem: .invalidCharacter)
    }
    return try items(bytes, start, bytes.count, plusIsSpace, text: text)
  }

  /// Whether the scheme `bytes[0..<end]` is `http` or `https`, in any case: a web URL (a
  /// universal link), whose host stays a host under ``RouteOptions/readsHostAsPath``.
  static func isWebScheme(_ bytes: [UInt8], _ end: Int) -> Bool {
    let scheme = ASCII.lowercased(bytes[0..<end])
    return scheme == "http" || scheme == "https"
  }

  /// `bytes[start..<end]` percent-decoded, with `+` as a space when `plusIsSpace`.
  ///
  /// - Throws: ``RouteError/malformedURL(text:position:problem:)`` for a malformed escape (at
  ///   its `%`) or decoded bytes that are not UTF-8 (at `start`).
  static func decode(
    _ bytes: [UInt8],
    _ start: Int,
    _ end: Int,
    plusIsSpace: Bool,
    text: String
  ) throws(RouteError) -> String {
    let part = bytes[start..<end]
    let needsDecoding = part.contains {
      $0 == ASCII.percent || (plusIsSpace && $0 == ASCII.plus)
    }
    guard needsDecoding else { return String(decoding: part, as: UTF8.self) }
    let decoded: [UInt8]
    do throws(PercentCoding.MalformedEscape) {
      decoded = try PercentCoding.decode(part, plusIsSpace: plusIsSpace)
    } catch {
      throw .malformedURL(
        text: text,
        position: start + error.offset,
        problem: .invalidPercentEscape
      )
    }
    guard let string = UTF8Validation.string(decoded) else {
      throw .malformedURL(text: text, position: start, problem: .invalidUTF8)
    }
    return string
  }
}
