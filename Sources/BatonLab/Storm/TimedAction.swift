import Foundation

/// An action and the virtual time the user waits before it.
struct TimedAction: Equatable, Sendable {
  var gap: TimeInterval
  var action: UserAction
}
