import Baton
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Turns UIKit's four application notifications into ``PopupAppState`` changes.
///
/// Observes `NotificationCenter.default` for the shared application's notifications (posted on
/// the main thread), and stops when it goes away.
@MainActor
final class ApplicationStateObserver {
  private var tokens: [any NSObjectProtocol] = []

  /// The app's state now.
  static var currentState: PopupAppState {
    switch UIApplication.shared.applicationState {
    case .active: .active
    case .inactive: .inactive
    case .background: .background
    @unknown default: .inactive
    }
  }

  init(onChange: @escaping @MainActor (PopupAppState) -> Void) {
    let application = UIApplication.shared
    let names = [
      UIApplication.willResignActiveNotification,
      UIApplication.didEnterBackgroundNotification,
      UIApplication.willEnterForegroundNotification,
      UIApplication.didBecomeActiveNotification,
    ]
    for name in names {
      let token = NotificationCenter.default.addObserver(
        forName: name,
        object: application,
        queue: nil
      ) { _ in
        MainActor.assumeIsolated { onChange(Self.currentState) }
      }
      tokens.append(token)
    }
  }

  #if compiler(>=6.2)
    // Swift 6.0 and 6.1 (Xcode 16) have no isolated deinit. Built with them, the observers
    // stay in the notification center (a small block each); they hold their owner weakly and
    // do nothing once it is gone.
    isolated deinit {
      for token in tokens { NotificationCenter.default.removeObserver(token) }
    }
  #endif
}
