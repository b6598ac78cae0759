import Foundation

/// A successful match: the URL, the pattern it matched and the parameters it carries.
///
/// Parameters come from the path (typed values in canonical form), then the query, then the
/// fragment when ``RouteOptions/readsFragmentParameters`` is on. On a name clash the path wins,
/// then the query. A repeated query name (`?tag=a&tag=b`) is an array: ``queryValues(for:)``
/// gives every value in order (`["a", "b"]`), while ``parameters`` and ``subscript(_:)`` keep
/// the last one.
public struct RouteMatch: Sendable, Equatable {
  /// The URL matched, as given.
  public let urlText: String
  /// The pattern it matched.
  public let pattern: RoutePattern
  /// The pattern's index in the router's ``Router/patterns``.
  public let routeIndex: Int
  /// The path parameter values, in the order of the pattern's
  /// ``RoutePattern/parameterNames``; typed values in canonical form.
  public let pathValues: [String]
  /// How the URL is read (the table's options).
  public let options: RouteOptions

  /// Creates a match, for a test of a factory or an interceptor; the router makes the
  /// matches it finds itself.
  ///
  /// The URL is parsed once here, so that the accessors that read it (``url``,
  /// ``queryItems``, ``parameters``…) never meet text that is not a URL. The values are taken
  /// as given: a name without a value reads as absent (``string(_:)`` throws
  /// ``RouteError/invalidParameter(name:expected:got:)`` with `got` `nil`), and values beyond
  /// the pattern's parameter names are ignored.
  ///
  /// - Parameters:
  ///   - url: The URL matched, as given.
  ///   - pattern: The pattern it matched.
  ///   - routeIndex: The pattern's index in its table.
  ///   - pathValues: The path parameter values, in the order of the pattern's parameter names.
  ///   - options: How the URL is read.
  /// - Throws: ``RouteError/malformedURL(text:position:problem:)`` when `url` does not parse as
  ///   a ``RouteURL`` with `options`.
  public init(
    url: String,
    pattern: RoutePattern,
    routeIndex: Int,
    pathValues: [String],
    options: RouteOptions = RouteOptions()
  ) throws(RouteError) {
    _ = try RouteURL(parsing: url, options: options)
    self.init(
      matched: url,
      pattern: pattern,
      routeIndex: routeIndex,
      pathValues: pathValues,
      options: options
    )
  }

  /// A match the matcher found: the URL is known to parse.
  init(
    matched url: String,
    pattern: RoutePattern,
    routeIndex: Int,
    pathValues: [String],
    options: RouteOptions
  ) {
    self.urlText = url
    self.pattern = pattern
    self.routeIndex = routeIndex
    self.pathValues = pathValues
    self.options = options
  }

  /// Whether two matches are of the same URL text, pattern, route and values.
  ///
  /// - Parameters:
  ///   - lhs: A match.
  ///   - rhs: Another match.
  /// - Returns: Whether they agree.
  public static func == (lhs: RouteMatch, rhs: RouteMatch) -> Bool {
    lhs.urlText == rhs.urlText && lhs.routeIndex == rhs.routeIndex
      && lhs.pathValues == rhs.pathValues && lhs.pattern == rhs.pattern
      && lhs.pattern.text == rhs.pattern.text && lhs.options == rhs.options
  }

  /// The URL matched, parsed (on each access: the matcher does not build it).
  ///
  /// Every match's text parses: the public initializer checks it, and the matcher reads URLs
  /// by ``RouteURL``'s rules.
  public var url: RouteURL {
    do throws(RouteError) {
      return try RouteURL(parsing: urlText, options: options)
    } catch {
      preconditionFailure("Internal inconsistency: a matched URL does not parse: \(error)")
    }
  }

  /// The query items, decoded, in order (parsed on each access).
  public var queryItems: [RouteParameter] { url.queryItems }

  /// The fragment items, decoded, in order, when ``RouteOptions/readsFragmentParameters`` is
  /// on; else empty.
  public var fragmentItems: [RouteParameter] { url.fragmentItems }

  /// The path parameters, in pattern order.
  public var pathParameters: [RouteParameter] {
    zip(pattern.parameterNames, pathValues).map { RouteParameter(name: $0, value: $1) }
  }

  /// All parameters, merged: path first, then query, then fragment.
  ///
  /// Path parameters come in pattern order, then query names in order of first appearance,
  /// each with its last value; query names that clash with the path are left out. Fragment
  /// items, when read, follow the query's and never replace a path or query value.
  public var mergedParameters: [RouteParameter] {
    var merged = pathParameters
    var positions: [String: Int] = [:]
    for (index, parameter) in merged.enumerated() { positions[parameter.name] = index }
    let pathCount = merged.count
    let url = url
    for item in url.queryItems {
      if let position = positions[item.name] {
        if position >= pathCount { merged[position].value = item.value }
      } else {
        positions[item.name] = merged.count
        merged.append(RouteParameter(name: item.name, value: item.value))
      }
    }
    let queryCount = merged.count
    for item in url.fragmentItems {
      if let position = positions[item.name] {
        if position >= queryCount { merged[position].value = item.value }
      } else {
        positions[item.name] = merged.count
        merged.append(RouteParameter(name: item.name, value: item.value))
      }
    }
    return merged
  }

  /// All parameters by name (see ``mergedParameters``).
  public var parameters: [String: String] {
    Dictionary(mergedParameters.map { ($0.name, $0.value) }, uniquingKeysWith: { _, last in last })
  }

  /// The value of a parameter: the path's, else the last query value, else the last fragment
  /// value (when read), else `nil`.
  ///
  /// - Parameter name: The parameter name.
  /// - Returns: The value, or `nil` when the URL has no such parameter.
  public subscript(name: String) -> String? {
    if let position = pattern.parameterNames.firstIndex(of: name), position < pathValues.count {
      return pathValues[position]
    }
    let url = url
    return (url.queryItems.last { $0.name == name } ?? url.fragmentItems.last { $0.name == name })?
      .value
  }

  /// Every value the query gives a name, in order: a repeated name is an array.
  ///
  /// - Parameter name: The query item name.
  /// - Returns: The values; empty when the query does not have the name.
  public func queryValues(for name: String) -> [String] {
    queryItems.filter { $0.name == name }.map(\.value)
  }

  /// A parameter's text.
  ///
  /// - Parameter name: The parameter name.
  /// - Returns: The value.
  /// - Throws: ``RouteError/invalidParameter(name:expected:got:)`` when it is absent.
  public func string(_ name: String) throws(RouteError) -> String {
    try value(name, as: .string)
  }

  /// A parameter as an `Int`.
  ///
  /// - Parameter name: The parameter name.
  /// - Returns: The value.
  /// - Throws: ``RouteError/invalidParameter(name:expected:got:)`` when it is absent or not
  ///   an integer.
  public func int(_ name: String) throws(RouteError) -> Int {
    let text = try value(name, as: .int)
    guard let value = Int(text) else {
      throw .invalidParameter(name: name, expected: "int", got: text)
    }
    return value
  }

  /// A parameter as a `Double`.
  ///
  /// - Parameter name: The parameter name.
  /// - Returns: The value.
  /// - Throws: ``RouteError/invalidParameter(name:expected:got:)`` when it is absent or not
  ///   a finite decimal number.
  public func double(_ name: String) throws(RouteError) -> Double {
    let text = try value(name, as: .double)
    guard let value = Double(text) else {
      throw .invalidParameter(name: name, expected: "double", got: text)
    }
    return value
  }

  /// A parameter as a `UUID`.
  ///
  /// - Parameter name: The parameter name.
  /// - Returns: The value.
  /// - Throws: ``RouteError/invalidParameter(name:expected:got:)`` when it is absent or not
  ///   a UUID.
  public func uuid(_ name: String) throws(RouteError) -> UUID {
    let text = try value(name, as: .uuid)
    guard let value = UUID(uuidString: text) else {
      throw .invalidParameter(name: name, expected: "uuid", got: text)
    }
    return value
  }

  /// A parameter in the canonical form of a type; useful for query values and custom types.
  ///
  /// - Parameters:
  ///   - name: The parameter name.
  ///   - type: The type the value must have.
  /// - Returns: The canonical text.
  /// - Throws: ``RouteError/invalidParameter(name:expected:got:)`` when it is absent or the
  ///   type refuses it.
  public func value(_ name: String, as type: RouteParameterType) throws(RouteError) -> String {
    guard let text = self[name] else {
      throw .invalidParameter(name: name, expected: type.name, got: nil)
    }
    guard let canonical = type.canonicalValue(of: text) else {
      throw .invalidParameter(name: name, expected: type.name, got: text)
    }
    return canonical
  }
}

/// A named parameter value: a path parameter, or a decoded `name=value` item of a URL's query
/// or fragment.
public struct RouteParameter: Sendable, Hashable {
  /// The parameter name.
  public var name: String
  /// The value: decoded text, in canonical form for typed path parameters; empty for a query
  /// item without `=`.
  public var value: String

  /// Creates a parameter.
  ///
  /// - Parameters:
  ///   - name: The parameter name.
  ///   - value: The value.
  public init(name: String, value: String) {
    self.name = name
    self.value = value
  }
}
