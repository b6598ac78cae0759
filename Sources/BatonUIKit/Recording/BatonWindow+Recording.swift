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
  /// reporter through ``FlightRecorder/sink``. A window has one recorder at a time: while it
  /// records, this returns it (with its own capacity). A `BatonRouter` opening URLs in the
  /// window records each match (its pattern) and each failure (the error's case) in it.
  ///
  /// - Parameter capacity: How many events the ring keeps; older ones are dropped and counted.
  /// - Returns: The window's recorder.
  public func startRecording(capacity: Int = 512) -> FlightRecorder {
    let entry = LaneRegistry.shared.entry(for: window)
    if let recorder = entry.recorder { return recorder }
    let recorder = FlightRecorder(lane: lane, capacity: capacity)
    entry.recorder = recorder
    recorder.onStop { [weak entry, weak recorder] in
      if let entry, entry.recorder === recorder { entry.recorder = nil }
    }
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
