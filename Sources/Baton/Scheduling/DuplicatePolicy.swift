/// Whether a request's destination is compared for duplicate suppression.
///
/// The same instance is a duplicate whatever the policy: UIKit cannot push or present one
/// controller twice. See ``TransitionIdentity``.
public enum DuplicatePolicy: Hashable, Sendable {
  /// The lane decides: a request for the destination of one in flight or pending is dropped
  /// while ``Lane/Configuration-swift.struct/suppressesSameDestination`` is on. The default.
  case automatic
  /// The request goes through even when it asks for the destination of one in flight or
  /// pending (a screen meant to be shown twice, such as a stack of the same page).
  case allow
  /// The request is dropped when it asks for the destination of one in flight or pending,
  /// even when the lane's ``Lane/Configuration-swift.struct/suppressesSameDestination`` is off.
  case suppress
}
