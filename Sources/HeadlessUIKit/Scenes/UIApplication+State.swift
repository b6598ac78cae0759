import Foundation

extension UIApplication {
  /// The running states of an app.
  public enum State: Int, Sendable {
    /// In the foreground and receiving events.
    case active = 0
    /// In the foreground without events, or moving into or out of the foreground.
    case inactive = 1
    /// In the background.
    case background = 2
  }

  /// Posted when the app became active (after `applicationState` became `.active`).
  nonisolated public static let didBecomeActiveNotification = Notification.Name(
    "UIApplicationDidBecomeActiveNotification"
  )
  /// Posted when the app is about to stop being active (`applicationState` is `.inactive`).
  nonisolated public static let willResignActiveNotification = Notification.Name(
    "UIApplicationWillResignActiveNotification"
  )
  /// Posted when the app entered the background (`applicationState` is `.background`).
  nonisolated public static let didEnterBackgroundNotification = Notification.Name(
    "UIApplicationDidEnterBackgroundNotification"
  )
  /// Posted when the app is about to enter the foreground from the background.
  nonisolated public static let willEnterForegroundNotification = Notification.Name(
    "UIApplicationWillEnterForegroundNotification"
  )
}
