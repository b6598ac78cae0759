#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The app-wide guard's state in one process (one world in HeadlessUIKit); see ``BatonGuard``.
@MainActor
final class GuardSettings {
  /// Whether the exchanged implementations route calls through the lanes; when false they call
  /// straight through to the implementations they replaced.
  var isActive = false
  /// Whether a present of a `UIAlertController` becomes a pop-up on the window's queue.
  var queuesAlerts = true
  /// Whether the implementations were exchanged in this process (done once, never undone).
  var isExchanged: Bool { replaced != nil }
  /// The implementations the exchange replaced; nil until it is made.
  var replaced: UIKitCalls?
}
