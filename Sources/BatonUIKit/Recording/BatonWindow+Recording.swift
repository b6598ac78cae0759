import Baton
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension BatonWindow {
  /// Starts a flight recorder on this window's lane: its requests, outcomes, swipe-backs,
  /// pop-ups and diagnostics, and the app's state changes (`active`, `inactive`,
  /// `background`, `foreground`).
  ///
  /// Recording is off until this is called. Keep the recorder and call ``FlightRecorder/stop()``
  /// when done; export it with ``FlightRecorder/jsonLines()`` and forward its events to a crash
  /// reporter through ``FlightRecorder/sink``.
  ///
  /// - Parameter capacity: How many events the ring keeps; older ones are dropped and counted.
  /// - Returns: The window's recorder.
  public func startRecording(capacity: Int = 512) -> FlightRecorder {
    let recorder = FlightRecorder(lane: lane, capacity: capacity)
    let states: [(Notification.Name, String)] = [
      (UIApplication.didBecomeActiveNotification, "active"),
      (UIApplication.willResignActiveNotification, "inactive"),
      (UIApplication.didEnterBackgroundNotification, "background"),
      (UIApplication.willEnterForegroundNotification, "foreground"),
    ]
    let center = NotificationCenter.default
    for (name, state) in states {
      // No queue: delivered on the posting thread, which for these is the main thread.
      let observer = center.addObserver(forName: name, object: nil, queue: nil) {
        [weak recorder] _ in
        MainActor.assumeIsolated { recorder?.record(.lifecycle(state)) }
      }
      recorder.onStop { center.removeObserver(observer) }
    }
    return recorder
  }
}
