import Foundation

extension Headless.World {
  /// Moves the simulated app to `state` the way iOS does, one step at a time, posting UIKit's
  /// notifications on `NotificationCenter.default` with the application as their object.
  ///
  /// - To the background from active: `willResignActiveNotification` (the state is already
  ///   `.inactive`), then `didEnterBackgroundNotification` (`.background`). `UIView`
  ///   animations still running end at once with `finished == false`, after the app entered
  ///   the background.
  /// - To active from the background: `willEnterForegroundNotification` (the state is
  ///   `.inactive`), then `didBecomeActiveNotification` (`.active`).
  /// - `.inactive` from active (a system alert, the app switcher) posts only
  ///   `willResignActiveNotification`; active from `.inactive` only `didBecomeActiveNotification`.
  ///
  /// Moving to the state the app is in does nothing.
  ///
  /// - Parameter state: The state to reach.
  public func moveApp(to state: UIApplication.State) {
    while application.applicationState != state {
      step(toward: state)
    }
  }

  /// Sends the app to the background, as the user's swipe home does.
  public func sendAppToBackground() {
    moveApp(to: .background)
  }

  /// Brings the app back to the foreground and makes it active, as the user's tap on its icon
  /// does.
  public func bringAppToForeground() {
    moveApp(to: .active)
  }

  private func step(toward target: UIApplication.State) {
    let center = NotificationCenter.default
    switch (application.applicationState, target) {
    case (.active, _):
      application.stateStorage = .inactive
      center.post(name: UIApplication.willResignActiveNotification, object: application)
    case (.inactive, .active):
      application.stateStorage = .active
      center.post(name: UIApplication.didBecomeActiveNotification, object: application)
    case (.inactive, _):
      application.stateStorage = .background
      center.post(name: UIApplication.didEnterBackgroundNotification, object: application)
      interruptRunningAnimations()
    case (.background, _):
      application.stateStorage = .inactive
      center.post(name: UIApplication.willEnterForegroundNotification, object: application)
    }
  }
}
