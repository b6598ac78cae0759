/// The parser behind ``RoutePattern/init(_:customTypes:)``; positions are UTF-8 offsets.
struct PatternParser {
  let text: String
  let bytes: [UInt8]
  let customTypes: [RouteParameterType]
  /// Whether the host is parsed as the first path segment (``RouteOptions/readsHostAsPath``).
  var readsHostAsPath = false

  struct Parsed {
    var scheme: String?
    var host: String?
    var segments: [RoutePattern.Segment]
  }

  init(text: String, customTypes: [RouteParameterType]) {
    self.text = text
    self.bytes = Array(text.utf8)
    self.customTypes = customTypes
  }

  func failure(_ position: Int, _ problem: RouteError.PatternProblem) -> RouteError {
    .invalidPattern(text: text, position: position, problem: problem)
  }

  func parse() throws(RouteError) -> Parsed {
    guard !bytes.isEmpty else { throw failure(0, .empty) }
    var parsed = Parsed(segments: [])
    var pathStart = 0
    if bytes[0] != ASCII.slash {
      var colon = 0
      while colon < bytes.count, bytes[colon] != ASCII.colon, bytes[colon] != ASCII.slash {
        colon += 1
      }
      guard colon < bytes.count, bytes[colon] == ASCII.colon else {
        throw failure(0, .notAbsolute)
      }
      guard colon > 0 else { throw failure(0, .invalidScheme) }
      for index in 0..<colon where !ASCII.isSchemeByte(bytes[index], first: index == 0) {
        throw failure(index, .invalidScheme)
      }
      guard colon + 2 < bytes.count, bytes[colon + 1] == ASCII.slash,
        bytes[colon + 2] == ASCII.slash
      else { throw failure(colon + 1, .notAbsolute) }
      let hostStart = colon + 3
      var hostEnd = hostStart
      while hostEnd < bytes.count, bytes[hostEnd] != ASCII.slash {
        let isBracket = bytes[hostEnd] == UInt8(ascii: "<") || bytes[hostEnd] == UInt8(ascii: ">")
        if isForbidden(bytes[hostEnd]) || (isBracket && !readsHostAsPath) {
          throw failure(hostEnd, .invalidCharacter)
        }
        hostEnd += 1
      }
      guard hostEnd > hostStart else { throw failure(hostStart, .emptyHost) }
      parsed.scheme = lowercased(0, colon)
      if readsHostAsPath {
        pathStart = hostStart
      } else {
        parsed.host = lowercased(hostStart, hostEnd)
        pathStart = hostEnd
      }
    }
    var names: Set<String> = []
    var catchAllPosition: Int?
    var segmentStart = pathStart
    for index in pathStart...bytes.count
    where index == bytes.count || bytes[index] == ASCII.slash {
      defer { segmentStart = index + 1 }
      guard index > segmentStart else { continue }
      if let catchAllPosition { throw failure(catchAllPosition, .catchAllNotLast) }
      var segment = try parseSegment(segmentStart, index, names: &names)
      if parsed.scheme != nil, parsed.host == nil, parsed.segments.isEmpty,
        case .literal(let host) = segment
      {
        // The host read as a segment: hosts are case-insensitive, so it is kept lowercased,
        // ASCII letters only, as the matcher lowercases a URL's host.
        segment = .literal(ASCII.lowercased(host.utf8))
      }
      if case .catchAll = segment { catchAllPosition = segmentStart }
      parsed.segments.append(segment)
    }
    return parsed
  }

  private func isForbidden(_ byte: UInt8) -> Bool {
    byte <= 0x20 || byte == 0x7F || byte == ASCII.question || byte == ASCII.hash
  }

  private func lowercased(_ start: Int, _ end: Int) -> String {
    ASCII.lowercased(bytes[start..<end])
  }

  private func parseSegment(_ start: Int, _ end: Int, names: inout Set<String>) throws(RouteError)
    -> RoutePattern.Segment
  {
    let open = UInt8(ascii: "<")
    let close = UInt8(ascii: ">")
    for index in start..<end where isForbidden(bytes[index]) {
      throw failure(index, .invalidCharacter)
    }
    guard let first = bytes[start..<end].firstIndex(where: { $0 == open || $0 == close }) else {
      if let suggestion = foreignSyntaxSuggestion(start, end) {
        let segment = String(decoding: bytes[start..<end], as: UTF8.self)
        throw failure(start, .foreignSyntax(segment, suggestion: suggestion))
      }
      return .literal(try decodeLiteral(start, end))
    }
    guard first == start, bytes[first] == open else { throw failure(first, .mixedSegment) }
    guard let closing = bytes[start..<end].firstIndex(of: close) else {
      throw failure(start, .unterminatedParameter)
    }
    guard closing == end - 1 else { throw failure(closing + 1, .mixedSegment) }
    let inner = start + 1
    if let nested = bytes[inner..<closing].firstIndex(of: open) {
      throw failure(nested, .mixedSegment)
    }
    var type = RouteParameterType.string
    var isCatchAll = false
    var nameStart = inner
    if let colon = bytes[inner..<closing].firstIndex(of: ASCII.colon) {
      let typeName = String(decoding: bytes[inner..<colon], as: UTF8.self)
      nameStart = colon + 1
      if typeName == "path" {
        isCatchAll = true
      } else if let found = Self.type(named: typeName, customTypes: customTypes) {
        type = found
      } else {
        throw failure(inner, .unknownParameterType(typeName))
      }
    }
    let name = String(decoding: bytes[nameStart..<closing], as: UTF8.self)
    guard Self.isIdentifier(name) else { throw failure(nameStart, .invalidParameterName) }
    guard names.insert(name).inserted else {
      throw failure(nameStart, .duplicateParameterName(name))
    }
    return isCatchAll ? .catchAll(name: name) : .parameter(name: name, type: type)
  }

  /// How this grammar writes a segment that another router reads as a parameter, or `nil`:
  /// `:name…` (JLRoutes, Crossroad, Express) is `<name>`; `{name}` or `{name:…}` (Vapor 3,
  /// ASP.NET, OpenAPI) is `<name>`; a lone `*` (JLRoutes) or `**` (Vapor) is `<path:rest>`;
  /// `*name` (Rails, Vapor) is `<path:name>`; a regular-expression group `(…)` (Express,
  /// Sinatra) is `<name>` (`<int:id>` for `(\d+)`).
  private func foreignSyntaxSuggestion(_ start: Int, _ end: Int) -> String? {
    let segment = bytes[start..<end]
    let star = UInt8(ascii: "*")
    if segment.allSatisfy({ $0 == star }), segment.count <= 2 { return "<path:rest>" }
    switch bytes[start] {
    case star:
      let name = String(decoding: segment.dropFirst(), as: UTF8.self)
      return Self.isIdentifier(name) ? "<path:\(name)>" : nil
    case UInt8(ascii: "{") where bytes[end - 1] == UInt8(ascii: "}") && end - start > 2:
      let inner = segment.dropFirst().dropLast()
      let name = String(decoding: inner.prefix { $0 != ASCII.colon }, as: UTF8.self)
      return Self.isIdentifier(name) ? "<\(name)>" : "<name>"
    case UInt8(ascii: "(") where bytes[end - 1] == UInt8(ascii: ")"):
      let group = String(decoding: segment, as: UTF8.self)
      return group == "(\\d+)" || group == "([0-9]+)" ? "<int:id>" : "<name>"
    case ASCII.colon:
      let name = segment.dropFirst().prefix(while: ASCII.isIdentifierByte)
      let text = String(decoding: name, as: UTF8.self)
      return Self.isIdentifier(text) ? "<\(text)>" : nil
    default:
      return nil
    }
  }

  private func decodeLiteral(_ start: Int, _ end: Int) throws(RouteError) -> String {
    let decoded: [UInt8]
    do throws(PercentCoding.MalformedEscape) {
      decoded = try PercentCoding.decode(bytes[start..<end], plusIsSpace: false)
    } catch {
      throw failure(start + error.offset, .invalidPercentEscape)
    }
    guard let literal = UTF8Validation.string(decoded) else {
      throw failure(start, .invalidPercentEscape)
    }
    return literal
  }

  static func type(named name: String, customTypes: [RouteParameterType]) -> RouteParameterType? {
    if name == "string" { return .string }
    if let builtIn = RouteParameterType.typedBuiltIns.first(where: { $0.name == name }) {
      return builtIn
    }
    return customTypes.first { $0.name == name }
  }

  static func isIdentifier(_ name: String) -> Bool {
    guard let first = name.utf8.first, !ASCII.isDigit(first) else { return false }
    return name.utf8.allSatisfy(ASCII.isIdentifierByte)
  }
}
