/// Why a request's start-time check found that UIKit would refuse the transition.
public enum InvalidRequestReason: Hashable, Sendable {
  /// Pushing an instance that is already on a navigation stack.
  case alreadyOnStack
  /// Presenting an instance that is already presented.
  case alreadyPresented
  /// Popping to a screen that is not on the stack.
  case notOnStack
  /// Popping with nothing above the root.
  case atRoot
  /// Dismissing with nothing presented.
  case nothingToDismiss
  /// Pushing a navigation controller onto a navigation stack.
  case pushingNavigationController
  /// Setting a stack that contains the same instance twice.
  case nonDistinctViewControllers
  /// The presenter is not in a window or is busy, and no other presenter could be used.
  case presenterUnavailable
  /// Any other reason, described for people.
  case other(String)
}
