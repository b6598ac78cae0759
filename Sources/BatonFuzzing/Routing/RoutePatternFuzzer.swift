import Baton
import BatonRouting

/// Fuzzes ``RoutePattern``'s parser: the input is a pattern's text, parsed with and without
/// ``RouteOptions/readsHostAsPath``.
///
/// Checks: parsing never crashes; it fails only with ``RouteError/invalidPattern(text:position:problem:)``
/// for the text given, at an offset inside it; a parsed pattern has unique identifier names, a
/// catch-all only last, lowercase scheme and host; written back in canonical form it parses to
/// an equal pattern with the same segments; `url(with:)` of sample values builds a URL that the
/// pattern, alone in a table, matches with those values; adding it twice is a duplicate.
package enum RoutePatternFuzzer: FuzzDriver {
  /// `route-pattern`.
  package static let name = "route-pattern"

  /// Runs one input.
  ///
  /// - Parameter bytes: The pattern's bytes (repaired to UTF-8).
  /// - Throws: ``FuzzFailure`` when a check fails.
  package static func run(_ bytes: [UInt8]) throws(FuzzFailure) {
    let text = String(decoding: bytes, as: UTF8.self)
    for readsHostAsPath in [false, true] {
      try check(text, readsHostAsPath: readsHostAsPath)
    }
  }

  private static func check(_ text: String, readsHostAsPath: Bool) throws(FuzzFailure) {
    let mode = readsHostAsPath ? " (host as path)" : ""
    let pattern: RoutePattern
    do throws(RouteError) {
      pattern = try RoutePattern(
        text,
        customTypes: FuzzParameterTypes.deterministic,
        readsHostAsPath: readsHostAsPath
      )
    } catch {
      guard case .invalidPattern(let errorText, let position, let problem) = error,
        errorText == text, (0...text.utf8.count).contains(position),
        !problem.isRegistrationProblem
      else { throw failure("'\(text)'\(mode) threw \(error)") }
      return
    }
    try checkShape(pattern, mode)
    try checkCanonicalText(pattern, readsHostAsPath: readsHostAsPath, mode)
    try checkURLRoundTrip(pattern, readsHostAsPath: readsHostAsPath, mode)
  }

  private static func checkShape(_ pattern: RoutePattern, _ mode: String) throws(FuzzFailure) {
    let names = pattern.parameterNames
    guard Set(names).count == names.count, pattern.description == pattern.text else {
      throw failure("'\(pattern.text)'\(mode): names \(names)")
    }
    for (index, segment) in pattern.segments.enumerated() {
      switch segment {
      case .literal(let literal):
        guard !literal.isEmpty else { throw failure("'\(pattern.text)'\(mode): empty literal") }
      case .parameter(let name, _), .catchAll(let name):
        guard RouteTextCoding.isIdentifier(name) else {
          throw failure("'\(pattern.text)'\(mode): parameter name '\(name)'")
        }
        if case .catchAll = segment, index != pattern.segments.count - 1 {
          throw failure("'\(pattern.text)'\(mode): catch-all before the end")
        }
      }
    }
    for part in [pattern.scheme, pattern.host].compactMap(\.self)
    where part.utf8.contains(where: { $0 &- UInt8(ascii: "A") < 26 }) {
      throw failure("'\(pattern.text)'\(mode): '\(part)' is not lowercase")
    }
    if !mode.isEmpty, pattern.host != nil {
      throw failure("'\(pattern.text)'\(mode): a host with the host read as a segment")
    }
  }

  private static func checkCanonicalText(
    _ pattern: RoutePattern,
    readsHostAsPath: Bool,
    _ mode: String
  ) throws(FuzzFailure) {
    let canonical = RouteTextCoding.canonicalText(of: pattern)
    let reparsed: RoutePattern
    do throws(RouteError) {
      reparsed = try RoutePattern(
        canonical,
        customTypes: FuzzParameterTypes.deterministic,
        readsHostAsPath: readsHostAsPath
      )
    } catch {
      throw failure("'\(pattern.text)'\(mode) written as '\(canonical)' does not parse: \(error)")
    }
    guard reparsed == pattern, reparsed.hashValue == pattern.hashValue,
      reparsed.segments == pattern.segments, reparsed.scheme == pattern.scheme,
      reparsed.host == pattern.host
    else {
      throw failure(
        "'\(pattern.text)'\(mode) written as '\(canonical)' parses differently: "
          + "\(pattern.segments) vs \(reparsed.segments)"
      )
    }
  }

  private static func checkURLRoundTrip(
    _ pattern: RoutePattern,
    readsHostAsPath: Bool,
    _ mode: String
  ) throws(FuzzFailure) {
    var values: [String: String] = [:]
    var expected: [String] = []
    for segment in pattern.segments {
      switch segment {
      case .literal: break
      case .parameter(let name, let type):
        values[name] = FuzzParameterTypes.sampleValue(for: type)
        expected.append(values[name] ?? "")
      case .catchAll(let name):
        values[name] = FuzzParameterTypes.catchAllSample
        expected.append(FuzzParameterTypes.catchAllSample)
      }
    }
    var table = RouteTable(options: RouteOptions(readsHostAsPath: readsHostAsPath))
    do throws(RouteError) {
      for type in FuzzParameterTypes.deterministic { try table.register(parameterType: type) }
      try table.add(pattern.text)
    } catch {
      throw failure("'\(pattern.text)'\(mode) parses but does not add: \(error)")
    }
    var duplicate: RouteError?
    do throws(RouteError) { try table.add(pattern.text) } catch { duplicate = error }
    guard duplicate == .duplicatePattern(pattern: pattern.text, existing: pattern.text) else {
      throw failure("'\(pattern.text)'\(mode) added twice: \(String(describing: duplicate))")
    }
    let url: String
    let match: RouteMatch
    do throws(RouteError) {
      url = try pattern.url(with: values)
    } catch {
      throw failure("'\(pattern.text)'\(mode): url(with: \(values)) threw \(error)")
    }
    do throws(RouteError) {
      match = try table.match(url)
    } catch {
      throw failure("'\(pattern.text)'\(mode): its URL '\(url)' does not match: \(error)")
    }
    guard match.routeIndex == 0, match.pathValues == expected else {
      throw failure(
        "'\(pattern.text)'\(mode): its URL '\(url)' gives \(match.pathValues), not \(expected)"
      )
    }
  }
}
