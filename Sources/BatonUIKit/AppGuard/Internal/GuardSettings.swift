#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The app-wide guard's state in one process (one world in HeadlessUIKit); see ``BatonGuard``.
@MainActor
final class GuardSettings {
  /// How many ``BatonGuard/install()`` calls no ``BatonGuard/uninstall()`` has matched yet:
  /// installs are counted, so that two parts of an app that each install and uninstall the
  /// guard do not turn it off for each other.
  private(set) var installCount = 0
  /// Whether the exchanged implementations route calls through the lanes; when false they call
  /// straight through to the implementations they replaced, except on a lane that still holds
  /// requests the guard routed (``GuardedCalls``).
  var isActive: Bool { installCount > 0 }
  /// Whether a present of a `UIAlertController` becomes a pop-up on the window's queue.
  var queuesAlerts = true
  /// Whether the implementations were exchanged in this process (done once, never undone).
  var isExchanged: Bool { replaced != nil }
  /// The implementations the exchange replaced; nil until it is made.
  var replaced: ReplacedImplementations?

  /// Counts one more install.
  func install() {
    installCount += 1
  }

  /// Counts one install less; an uninstall with none to match does nothing.
  ///
  /// - Returns: Whether this call turned the guard off.
  func uninstall() -> Bool {
    guard installCount > 0 else { return false }
    installCount -= 1
    return installCount == 0
  }
}
