/// Whether a swipe-back may begin, and if not, why.
package enum SwipeBackDecision: Hashable, Sendable {
  /// The swipe may begin. For a system gesture, the app's own delegate still has its say.
  case allow
  /// The swipe must not begin, for the stated reason.
  case refuse(SwipeBackRefusal)

  /// Whether the swipe may begin.
  package var isAllowed: Bool {
    switch self {
    case .allow: true
    case .refuse: false
    }
  }

  /// The reason the swipe was refused, or `nil` when it is allowed.
  package var refusal: SwipeBackRefusal? {
    switch self {
    case .allow: nil
    case .refuse(let refusal): refusal
    }
  }
}
