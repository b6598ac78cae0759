import Baton
import BatonLab
import BatonRouting

extension RouterFuzzSession {
  /// Matches, parses and resolves one URL, and checks them against each other and against
  /// ``ReferenceRouteMatcher``.
  func check(url: String, bytes: [UInt8]) throws(FuzzFailure) {
    let options = router.options
    try checkUTF8Parsing(url, bytes, options)
    var parsed: RouteURL?
    var parseError: RouteError?
    do throws(RouteError) { parsed = try RouteURL(parsing: url, options: options) } catch {
      parseError = error
    }
    var match: RouteMatch?
    var matchError: RouteError?
    do throws(RouteError) { match = try router.table.match(url) } catch { matchError = error }
    if let parseError {
      guard case .malformedURL(url, let position, _) = parseError,
        (0...url.utf8.count).contains(position)
      else { throw fail("RouteURL threw \(parseError) for '\(url)'") }
      guard matchError == parseError else {
        throw fail(
          "'\(url)': RouteURL threw \(parseError), the matcher \(outcome(match, matchError))"
        )
      }
      try checkResolve(url, expected: .failure(parseError))
      return
    }
    guard let parsed else { return }
    let candidates = ReferenceRouteMatcher(table: router.table).candidates(parsed)
    if let match {
      try checkMatch(match, url: url, options: options, candidates: candidates)
    } else if matchError != .noMatch(url: url) {
      throw fail("'\(url)' parses, but the matcher threw \(outcome(match, matchError))")
    } else if !hasFlakyType, let first = candidates.first {
      throw fail(
        "'\(url)' matches nothing, but route \(first.routeIndex) would take \(first.values)"
      )
    }
    try checkResolve(url, expected: expectedResolution(url, candidates))
  }

  /// `RouteURL(parsingUTF8:)` on the raw bytes agrees with `RouteURL(parsing:)` on their text.
  private func checkUTF8Parsing(
    _ url: String,
    _ bytes: [UInt8],
    _ options: RouteOptions
  ) throws(FuzzFailure) {
    var fromBytes: Result<RouteURL, RouteError>
    do throws(RouteError) {
      fromBytes = .success(try RouteURL(parsingUTF8: bytes, options: options))
    } catch {
      fromBytes = .failure(error)
    }
    if Array(url.utf8) != bytes {
      guard case .failure(.malformedURL(_, 0, .invalidUTF8)) = fromBytes else {
        throw fail("bytes \(bytes) are not UTF-8, yet parsing them gave \(fromBytes)")
      }
      return
    }
    var fromText: Result<RouteURL, RouteError>
    do throws(RouteError) {
      fromText = .success(try RouteURL(parsing: url, options: options))
    } catch {
      fromText = .failure(error)
    }
    guard "\(fromBytes)" == "\(fromText)" else {
      throw fail("'\(url)': from bytes \(fromBytes), from text \(fromText)")
    }
  }

  private func checkMatch(
    _ match: RouteMatch,
    url: String,
    options: RouteOptions,
    candidates: [ReferenceRouteMatcher.Candidate]
  ) throws(FuzzFailure) {
    let patterns = router.table.patterns
    guard match.urlText == url, match.options == options,
      patterns.indices.contains(match.routeIndex),
      patterns[match.routeIndex].text == match.pattern.text,
      match.pathValues.count == match.pattern.parameterNames.count
    else { throw fail("'\(url)': inconsistent match \(match)") }
    // The match's URL is parsed on access; it must parse (else the accessor traps).
    _ = match.mergedParameters
    let usesFlaky = match.pattern.segments.contains { segment in
      if case .parameter(_, let type) = segment { return type.name == "flaky" }
      return false
    }
    if !hasFlakyType {
      let found = ReferenceRouteMatcher.Candidate(
        routeIndex: match.routeIndex,
        values: match.pathValues
      )
      guard candidates.first.map({ Self.same($0, found) }) == true else {
        throw fail(
          "'\(url)' matched route \(match.routeIndex) '\(match.pattern.text)' with "
            + "\(match.pathValues); the rules give \(candidates.prefix(3))"
        )
      }
    }
    if !usesFlaky { try checkRoundTrip(match) }
  }

  /// The match's values rebuild a URL that its pattern, alone in a table with the same types
  /// and options, matches with the same values; by pattern and by the route's name alike.
  private func checkRoundTrip(_ match: RouteMatch) throws(FuzzFailure) {
    let values = Dictionary(
      match.pathParameters.map { ($0.name, $0.value) },
      uniquingKeysWith: { first, _ in first }
    )
    let rebuilt: String
    let again: RouteMatch
    do throws(RouteError) {
      rebuilt = try match.pattern.url(with: values)
    } catch {
      throw fail("'\(match.pattern.text)' cannot rebuild its match \(values): \(error)")
    }
    do throws(RouteError) {
      var table = RouteTable(options: router.options)
      for type in router.table.parameterTypes.dropFirst(3) {
        try table.register(parameterType: type)
      }
      try table.add(match.pattern.text)
      again = try table.match(rebuilt)
    } catch {
      throw fail(
        "'\(match.pattern.text)' does not match '\(rebuilt)', built from \(values): \(error)"
      )
    }
    guard again.pathValues.map({ Array($0.utf8) }) == match.pathValues.map({ Array($0.utf8) })
    else {
      throw fail(
        "'\(match.pattern.text)': \(match.pathValues) rebuilt as '\(rebuilt)' give \(again.pathValues)"
      )
    }
    if let name = router.name(of: match) {
      var named: String?
      do throws(RouteError) { named = try router.url(named: name, parameters: values) } catch {
        throw fail("url(named: \(name)) threw \(error); url(with:) gave '\(rebuilt)'")
      }
      guard named == rebuilt else {
        throw fail("url(named: \(name)) gave \(String(describing: named)), not '\(rebuilt)'")
      }
    }
  }

  /// What `resolve` must give, when the driver knows every factory; `nil` when it does not.
  private func expectedResolution(
    _ url: String,
    _ candidates: [ReferenceRouteMatcher.Candidate]
  ) -> Result<String, RouteError>? {
    guard !routesChangeBehindTheDriver, !hasInterceptors, !hasFlakyType else { return nil }
    var declined: [String] = []
    let patterns = router.table.patterns
    for candidate in candidates {
      let pattern = patterns[candidate.routeIndex]
      switch behaviours[pattern] {
      case .screen: return .success(pattern.text)
      case .decline: declined.append(pattern.text)
      case .removeAllAndDecline, nil: return nil
      }
    }
    return .failure(.noMatch(url: url, declined: declined))
  }

  /// `resolve` gives the expected screen or error, or, when nothing is expected, a screen or
  /// one of the errors routing can end with.
  private func checkResolve(
    _ url: String,
    expected: Result<String, RouteError>?
  ) throws(FuzzFailure) {
    var result: Result<String, RouteError>
    do throws(RouteError) {
      result = .success(try router.resolve(url).screen)
    } catch {
      result = .failure(error)
    }
    if let expected {
      guard "\(result)" == "\(expected)" else {
        throw fail("resolve('\(url)') gave \(result), the rules \(expected)")
      }
      return
    }
    switch result {
    case .success, .failure(.malformedURL), .failure(.noMatch),
      .failure(.rejected(_, .tooManyRedirects)):
      return
    case .failure(let error):
      throw fail("resolve('\(url)') threw \(error)")
    }
  }

  private func outcome(_ match: RouteMatch?, _ error: RouteError?) -> String {
    match.map { "matched '\($0.pattern.text)'" } ?? "threw \(String(describing: error))"
  }

  private static func same(
    _ lhs: ReferenceRouteMatcher.Candidate,
    _ rhs: ReferenceRouteMatcher.Candidate
  ) -> Bool {
    lhs.routeIndex == rhs.routeIndex
      && lhs.values.map { Array($0.utf8) } == rhs.values.map { Array($0.utf8) }
  }

  private func fail(_ message: String) -> FuzzFailure {
    RouterFuzzer.failure(message)
  }
}
