import Baton
import BatonRouting
import Foundation

/// A custom parameter type whose closure is not a function of its input: it accepts every
/// other call (the first, third…) and refuses the others, as a closure that reads changing
/// state (a cache, a feature flag) may.
final class FlakyParameterType: @unchecked Sendable {
  private let lock = NSLock()
  private var calls = 0

  /// How many times the closure was called.
  var callCount: Int { lock.withLock { calls } }

  /// The type, named `flaky`; an accepted value is canonicalised as `value#call`.
  var type: RouteParameterType {
    RouteParameterType(name: "flaky") { [self] text in
      let call = lock.withLock {
        calls += 1
        return calls
      }
      return call.isMultiple(of: 2) ? nil : "\(text)#\(call)"
    }
  }
}
