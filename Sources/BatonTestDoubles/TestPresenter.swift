import Baton
import BatonTesting
import Foundation

/// A presenter on virtual time: shows and hides take `animation` seconds (or wait for the test
/// when `nil`), and it records what is on screen.
@MainActor
package final class TestPresenter: PopupPresenter {
  package let clock: VirtualScheduler
  /// Seconds a show or hide takes; `nil` leaves the completion to the test.
  package var animation: TimeInterval?
  /// Keys whose show is refused.
  package var refusedKeys: Set<String> = []
  /// Keys whose show or hide never completes.
  package var silentKeys: Set<String> = []
  /// Whether shows report `.shown` without putting anything on screen.
  package var liesAboutShowing = false
  /// What happened, in order: `show k`, `shown k`, `hide k`, `hidden k`.
  package var log: [String] { timeline.entries }
  package let timeline: Timeline
  /// Keys on screen (from the start of the show to the end of the hide).
  package private(set) var onScreen: Set<String> = []
  package var onScreenKeys: Set<String> { onScreen }
  /// Called as each show begins.
  package var onShow: ((String) -> Void)?
  package private(set) var mostOnScreen = 0
  package private(set) var pendingShows: [String: @MainActor (PopupShowResult) -> Void] = [:]
  package private(set) var pendingHides: [String: @MainActor () -> Void] = [:]

  package init(clock: VirtualScheduler, timeline: Timeline, animation: TimeInterval? = 0.3) {
    self.clock = clock
    self.timeline = timeline
    self.animation = animation
  }

  package func showPopup(
    _ popup: PopupTicket,
    completion: @escaping @MainActor (PopupShowResult) -> Void
  ) {
    let key = popup.key
    timeline.record("show \(key)")
    onShow?(key)
    if refusedKeys.contains(key) {
      completion(.refused("no presenter"))
      return
    }
    if !liesAboutShowing { onScreen.insert(key) }
    mostOnScreen = max(mostOnScreen, onScreen.count)
    guard !silentKeys.contains(key) else { return }
    guard let animation else {
      pendingShows[key] = completion
      return
    }
    clock.run(after: animation) { [timeline] in
      timeline.record("shown \(key)")
      completion(.shown)
    }
  }

  package func hidePopup(_ popup: PopupTicket, completion: @escaping @MainActor () -> Void) {
    let key = popup.key
    timeline.record("hide \(key)")
    guard !silentKeys.contains(key) else { return }
    guard let animation else {
      pendingHides[key] = completion
      return
    }
    clock.run(after: animation) { [weak self, timeline] in
      timeline.record("hidden \(key)")
      self?.onScreen.remove(key)
      completion()
    }
  }

  /// Whether `popup` is on screen, as the presenter's own records say (``forget(_:)`` and
  /// ``vanish(_:)`` take it off without telling the queue).
  package func isShowing(_ popup: PopupTicket) -> Bool {
    showingQuestions += 1
    let isShowing = onScreen.contains(popup.key)
    onShowingQuestion?(isShowing)
    return isShowing
  }

  /// Called with each answer to ``isShowing(_:)``.
  package var onShowingQuestion: ((Bool) -> Void)?

  /// How many times the queue asked ``isShowing(_:)``.
  package private(set) var showingQuestions = 0

  /// Completes a show left to the test.
  package func completeShow(_ key: String) {
    timeline.record("shown \(key)")
    pendingShows.removeValue(forKey: key)?(.shown)
  }

  /// Completes a hide left to the test.
  package func completeHide(_ key: String) {
    timeline.record("hidden \(key)")
    onScreen.remove(key)
    pendingHides.removeValue(forKey: key)?()
  }

  /// Forgets an orphan, which left the screen on its own.
  package func forget(_ key: String) {
    onScreen.remove(key)
  }

  /// Takes `key` off screen without telling anyone: a pop-up lost behind the queue's back.
  package func vanish(_ key: String) {
    timeline.record("vanished \(key)")
    onScreen.remove(key)
  }
}

/// A shared log of what the presenter and the page transitions did.
@MainActor
package final class Timeline {
  package private(set) var entries: [String] = []

  package init() {}

  package func record(_ entry: String) {
    entries.append(entry)
  }
}
