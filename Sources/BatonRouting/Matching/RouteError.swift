/// Everything that can go wrong when registering, matching or opening a route.
///
/// Each case carries the data a caller needs to act on it; ``description`` reads as a sentence.
public enum RouteError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No registered pattern matches the URL, or every one that matched declined it.
  ///
  /// `declined` holds the patterns whose factories returned ``ScreenDecision/decline``, in
  /// the order they were tried; empty when no pattern matched at all.
  case noMatch(url: String, declined: [String] = [])
  /// The text is not a URL the router understands.
  ///
  /// `position` is the zero-based UTF-8 offset of the offending byte in `text`.
  case malformedURL(text: String, position: Int, problem: URLProblem)
  /// A parameter is missing or does not convert to the type a screen or a pattern expects.
  ///
  /// `got` is the text found, or `nil` when the parameter is absent.
  case invalidParameter(name: String, expected: String, got: String?)
  /// A pattern that matches exactly the same URLs as `existing` is already registered.
  case duplicatePattern(pattern: String, existing: String)
  /// The pattern does not follow the grammar.
  ///
  /// `position` is the zero-based UTF-8 offset of the offending byte in `text`.
  case invalidPattern(text: String, position: Int, problem: PatternProblem)
  /// An interceptor refused the URL, or redirects went round in a loop.
  case rejected(url: String, reason: Rejection)
  /// No view controller could present the screen (no window, or nothing on screen).
  case noPresenter(url: String)
  /// A screen factory threw an error that is not a ``RouteError``; `error` carries it.
  case factoryFailed(url: String, pattern: String, error: FactoryFailure)

  /// The error a screen factory threw, carried by ``RouteError/factoryFailed(url:pattern:error:)``.
  ///
  /// Two failures are equal when their errors are of one `Equatable` type and equal, or
  /// otherwise of one type with the same description.
  public struct FactoryFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The error the factory threw.
    public let error: any Error

    /// Wraps an error.
    ///
    /// - Parameter error: The error the factory threw.
    public init(_ error: any Error) {
      self.error = error
    }

    /// The wrapped error's description.
    public var description: String { String(describing: error) }

    /// Whether two failures carry the same error.
    ///
    /// - Parameters:
    ///   - lhs: A failure.
    ///   - rhs: Another failure.
    /// - Returns: Whether their errors are equal (see ``FactoryFailure``).
    public static func == (lhs: FactoryFailure, rhs: FactoryFailure) -> Bool {
      let value: Any = lhs.error
      if let equatable = value as? any Equatable {
        return Self.isEqual(equatable, rhs.error)
      }
      return type(of: lhs.error) == type(of: rhs.error)
        && String(reflecting: lhs.error) == String(reflecting: rhs.error)
    }

    private static func isEqual<T: Equatable>(_ lhs: T, _ rhs: any Error) -> Bool {
      (rhs as? T) == lhs
    }
  }

  /// Why a URL is malformed.
  public enum URLProblem: Sendable, Equatable {
    /// The text is empty.
    case empty
    /// The text has neither a `scheme://` prefix nor a leading `/`.
    case notAbsolute
    /// The scheme holds a character other than letters, digits, `+`, `-` and `.`.
    case invalidScheme
    /// The scheme is not followed by `//`.
    case missingAuthority
    /// A space or control character.
    case invalidCharacter
    /// A `%` not followed by two hexadecimal digits.
    case invalidPercentEscape
    /// Percent-decoded bytes (or the raw bytes) are not valid UTF-8.
    case invalidUTF8
  }

  /// Why a pattern is invalid.
  public enum PatternProblem: Sendable, Equatable {
    /// The pattern is empty.
    case empty
    /// The pattern has neither a `scheme://host` prefix nor a leading `/`.
    case notAbsolute
    /// The scheme holds a character other than letters, digits, `+`, `-` and `.`.
    case invalidScheme
    /// `scheme://` is followed by an empty host.
    case emptyHost
    /// A space, control character, `<`, `>`, `?` or `#` where it is not allowed.
    case invalidCharacter
    /// A `%` not followed by two hexadecimal digits, or escapes that are not UTF-8.
    case invalidPercentEscape
    /// A `<` without its `>`.
    case unterminatedParameter
    /// A segment mixes literal text and a parameter, or holds two parameters.
    case mixedSegment
    /// A parameter name that is not an identifier (`[A-Za-z_][A-Za-z0-9_]*`).
    case invalidParameterName
    /// A parameter type that is neither built in nor registered.
    case unknownParameterType(String)
    /// Two parameters of one pattern share a name.
    case duplicateParameterName(String)
    /// A `<path:…>` catch-all that is not the last segment.
    case catchAllNotLast
    /// A custom parameter type whose name is taken or is not an identifier.
    case invalidParameterType(String)
    /// A route name that is already registered, for the pattern given.
    case routeNameTaken(String, pattern: String)
    /// A segment in another router's syntax; `suggestion` is how this router writes it.
    ///
    /// Refused rather than matched as literal text, which is what it would be here:
    /// - `:name` (JLRoutes, Crossroad, Express): `<name>`;
    /// - `{name}` or `{name:…}` (Vapor 3, ASP.NET, OpenAPI): `<name>`;
    /// - a lone `*` (JLRoutes' wildcard) or `**` (Vapor's catch-all): `<path:rest>`;
    /// - `*name` (Rails' and Vapor's globs): `<path:name>`;
    /// - a regular-expression group such as `(\d+)` (Express, Sinatra): `<int:id>` or
    ///   `<name>`.
    ///
    /// A literal segment that starts with one of these characters is written with it
    /// percent-encoded: `%3A…`, `%7B…`, `%2A…`, `%28…`.
    case foreignSyntax(String, suggestion: String)
  }

  /// Why a URL was rejected.
  public enum Rejection: Sendable, Equatable {
    /// An interceptor returned ``RouteDecision/reject(reason:)``.
    case interceptor(reason: String)
    /// Interceptors redirected more than ``Router/maximumRedirects`` times; the URLs visited.
    case tooManyRedirects(chain: [String])
    /// An interceptor returned ``RouteDecision/hold(until:)``: the URL is not opened now, and
    /// waits until the app opens `gate` (`BatonUIKit`'s `BatonRouter` keeps it; the rejected
    /// `url` is the one first asked for, before redirects).
    case held(gate: String)
  }

  /// The bare case name, for machine-readable output: `"noMatch"`, `"malformedURL"`, ….
  package var caseName: String {
    switch self {
    case .noMatch: "noMatch"
    case .malformedURL: "malformedURL"
    case .invalidParameter: "invalidParameter"
    case .duplicatePattern: "duplicatePattern"
    case .invalidPattern: "invalidPattern"
    case .rejected: "rejected"
    case .noPresenter: "noPresenter"
    case .factoryFailed: "factoryFailed"
    }
  }

  /// A readable, one-sentence account of the error.
  public var description: String {
    switch self {
    case .noMatch(let url, let declined) where declined.isEmpty:
      "No route matches '\(url)'."
    case .noMatch(let url, let declined):
      "No route opens '\(url)': \(declined.joined(separator: ", ")) declined it."
    case .malformedURL(let text, let position, let problem):
      "Malformed URL '\(text)' at offset \(position): \(problem)."
    case .invalidParameter(let name, let expected, let got):
      if let got {
        "Parameter '\(name)' expected \(expected), got '\(got)'."
      } else {
        "Parameter '\(name)' expected \(expected), got nothing."
      }
    case .duplicatePattern(let pattern, let existing):
      "Pattern '\(pattern)' matches the same URLs as '\(existing)', already registered."
    case .invalidPattern(let text, let position, let problem):
      "Invalid pattern '\(text)' at offset \(position): \(problem)."
    case .rejected(let url, .interceptor(let reason)):
      "'\(url)' was rejected: \(reason)."
    case .rejected(let url, .tooManyRedirects(let chain)):
      "'\(url)' was rejected: too many redirects (\(chain.joined(separator: " -> ")))."
    case .rejected(let url, .held(let gate)):
      "'\(url)' is held until the gate '\(gate)' opens."
    case .noPresenter(let url):
      "No view controller can present '\(url)'."
    case .factoryFailed(let url, let pattern, let failure):
      "The screen factory of '\(pattern)' failed for '\(url)': \(failure)."
    }
  }
}

extension RouteError.URLProblem: CustomStringConvertible {
  /// A short phrase naming the problem.
  public var description: String {
    switch self {
    case .empty: "the text is empty"
    case .notAbsolute: "expected 'scheme://host/…' or a path starting with '/'"
    case .invalidScheme: "the scheme may hold only letters, digits, '+', '-' and '.'"
    case .missingAuthority: "expected '//' after the scheme"
    case .invalidCharacter: "spaces and control characters must be percent-encoded"
    case .invalidPercentEscape: "'%' must be followed by two hexadecimal digits"
    case .invalidUTF8: "the bytes are not valid UTF-8"
    }
  }
}

extension RouteError.PatternProblem: CustomStringConvertible {
  /// A short phrase naming the problem.
  public var description: String {
    switch self {
    case .empty: "the pattern is empty"
    case .notAbsolute: "expected 'scheme://host/…' or a path starting with '/'"
    case .invalidScheme: "the scheme may hold only letters, digits, '+', '-' and '.'"
    case .emptyHost: "the host after 'scheme://' is empty"
    case .invalidCharacter: "character not allowed here"
    case .invalidPercentEscape: "'%' must be followed by two hexadecimal digits encoding UTF-8"
    case .unterminatedParameter: "'<' has no matching '>'"
    case .mixedSegment: "a parameter must fill its whole segment"
    case .invalidParameterName: "a parameter name must be an identifier"
    case .unknownParameterType(let type): "unknown parameter type '\(type)'"
    case .duplicateParameterName(let name): "parameter '\(name)' appears twice"
    case .catchAllNotLast: "a '<path:…>' catch-all must be the last segment"
    case .invalidParameterType(let type):
      "parameter type '\(type)' is already defined or not an identifier"
    case .routeNameTaken(let name, let pattern):
      "route name '\(name)' is already registered for '\(pattern)'"
    case .foreignSyntax(let segment, let suggestion):
      "'\(segment)' is another router's syntax; write '\(suggestion)' (or percent-encode the "
        + "first character for a literal segment)"
    }
  }
}
