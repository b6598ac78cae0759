import Baton
import BatonRouting

/// One script's router and what the driver knows of its routes.
@MainActor
final class RouterFuzzSession {
  /// What a registered route's factory does.
  enum Behaviour {
    case screen
    case decline
    case removeAllAndDecline
  }

  let router: Router<String, Void>
  /// The behaviour of each registered pattern, while the driver is the only one changing the
  /// routes.
  var behaviours: [RoutePattern: Behaviour] = [:]
  /// Whether factories or interceptors change the routes behind the driver's back (its
  /// expectations for `resolve` no longer hold; the other checks do).
  var routesChangeBehindTheDriver = false
  /// Whether interceptors redirect (`resolve`'s expectation is then not computed).
  var hasInterceptors = false
  /// Whether the non-deterministic type is registered.
  var hasFlakyType = false
  /// How many routes were registered, for unique names.
  private var registrations = 0

  init(options: RouteOptions) {
    router = Router(options: options)
  }

  func perform(_ op: UInt8, _ argument: [UInt8]) throws(FuzzFailure) {
    let text = String(decoding: argument, as: UTF8.self)
    switch op {
    case UInt8(ascii: "t"): try registerType(text)
    case UInt8(ascii: "p"): try register(text, .screen)
    case UInt8(ascii: "d"): try register(text, .decline)
    case UInt8(ascii: "m"): try register(text, .removeAllAndDecline)
    case UInt8(ascii: "x"): try remove(text)
    case UInt8(ascii: "i"):
      hasInterceptors = true
      router.addInterceptor { request, _ in
        request.match.urlText == text ? .continue : .redirect(to: text)
      }
    case UInt8(ascii: "k"):
      hasInterceptors = true
      routesChangeBehindTheDriver = true
      router.addInterceptor { [weak router] _, _ in
        router?.removeAll()
        return .continue
      }
    default:
      try check(url: text, bytes: argument)
    }
  }

  private func registerType(_ name: String) throws(FuzzFailure) {
    let type: RouteParameterType
    switch name {
    case "slug": type = FuzzParameterTypes.slug
    case "upper": type = FuzzParameterTypes.upper
    case "flaky": type = FuzzParameterTypes.makeFlaky()
    default: type = RouteParameterType(name: name) { $0 }
    }
    let isNew = !router.table.parameterTypes.contains(type)
    do throws(RouteError) {
      try router.register(parameterType: type)
      if name == "flaky" { hasFlakyType = true }
    } catch {
      let expected = RouteError.invalidPattern(
        text: name,
        position: 0,
        problem: .invalidParameterType(name)
      )
      let isValidName =
        RouteTextCoding.isIdentifier(name)
        && !["string", "int", "double", "uuid", "path"].contains(name)
      guard error == expected, !(isValidName && isNew) else {
        throw RouterFuzzer.failure("registering type '\(name)' threw \(error)")
      }
    }
  }

  private func register(_ text: String, _ behaviour: Behaviour) throws(FuzzFailure) {
    let count = router.table.patterns.count
    registrations += 1
    let pattern: RoutePattern
    do throws(RouteError) {
      pattern = try router.register(text, name: "r\(registrations)") { [weak router] match, _ in
        switch behaviour {
        case .screen:
          return .screen(match.pattern.text)
        case .decline:
          return .decline
        case .removeAllAndDecline:
          router?.removeAll()
          return .decline
        }
      }
    } catch {
      switch error {
      case .invalidPattern(text, let position, let problem)
      where (0...text.utf8.count).contains(position) && !problem.isRegistrationProblem:
        return
      case .duplicatePattern(text, let existing):
        guard router.table.patterns.contains(where: { $0.text == existing }) else {
          throw RouterFuzzer.failure("'\(text)' duplicates '\(existing)', which is not registered")
        }
        return
      default:
        throw RouterFuzzer.failure("registering '\(text)' threw \(error)")
      }
    }
    guard router.table.patterns.count == count + 1, router.table.patterns[count] == pattern else {
      throw RouterFuzzer.failure("registering '\(text)' did not append it")
    }
    behaviours[pattern] = behaviour
    if behaviour == .removeAllAndDecline { routesChangeBehindTheDriver = true }
  }

  private func remove(_ text: String) throws(FuzzFailure) {
    let count = router.table.patterns.count
    let removed: RoutePattern?
    do throws(RouteError) {
      removed = try router.remove(pattern: text)
    } catch {
      guard case .invalidPattern(text, _, _) = error else {
        throw RouterFuzzer.failure("removing '\(text)' threw \(error)")
      }
      return
    }
    let expectedCount = removed == nil ? count : count - 1
    guard router.table.patterns.count == expectedCount else {
      throw RouterFuzzer.failure("removing '\(text)' left \(router.table.patterns.count) routes")
    }
    if let removed { behaviours[removed] = nil }
  }
}
