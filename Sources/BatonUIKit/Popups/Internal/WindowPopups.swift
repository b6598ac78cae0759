import Baton
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// One window's pop-ups: its queue on the window's lane, and what the queue cannot see for
/// itself — the visible screen, the app's state, the window's end and orphans.
///
/// Nothing is polled and nothing is observed by KVO: the host looks again at each of its lane's
/// events (every page transition and pop-up show or hide is one), at UIKit's application
/// notifications, and whenever the adapter touches the window's pop-ups.
@MainActor
final class WindowPopups {
  /// Weak: the window's lifetime is the app's; its going away ends the queue.
  private(set) weak var window: UIWindow?
  let queue: PopupQueue
  /// The presenter whose pop-up is on screen (or being shown or hidden), if any.
  private(set) weak var onScreen: (any WindowPopupPresenter)?
  private var laneObservation: ObservationToken?
  private var appState: ApplicationStateObserver?
  /// The keyboard's frame, for pop-up views laid out above it.
  let keyboard = KeyboardFrameTracker()
  private(set) var isEnded = false

  init(
    window: UIWindow?,
    lane: Lane,
    configuration: PopupQueue.Configuration,
    frequencyStore: any PopupFrequencyStore
  ) {
    self.window = window
    queue = PopupQueue(
      lane: lane,
      configuration: configuration,
      frequencyStore: frequencyStore,
      appState: ApplicationStateObserver.currentState,
      visibleScreen: window.flatMap { VisibleScreen.controller(in: $0, excluding: nil) }
        .map(PopupScreen.init)
    )
    guard window != nil else {
      // A controller in no window: every request ends `dropped(.windowGone)`.
      isEnded = true
      queue.windowDidGoAway()
      return
    }
    laneObservation = lane.addObserver { [weak self] event in self?.laneDidReport(event) }
    appState = ApplicationStateObserver { [weak self] state in
      self?.queue.appStateDidChange(to: state)
    }
  }

  #if compiler(>=6.2)
    // Swift 6.0 and 6.1 (Xcode 16) have no isolated deinit. Built with them, the lane
    // observation stays until the lane goes away; it holds this object weakly and does nothing
    // once it is gone.
    isolated deinit {
      laneObservation?.cancel()
    }
  #endif

  /// The controller the visible page shows, below any pop-up of this window.
  var visiblePage: UIViewController? {
    guard let window else { return nil }
    return VisibleScreen.controller(in: window, excluding: onScreen?.popupController)
  }

  /// A presenter put its pop-up on screen (or began to).
  func presenterBeganShowing(_ presenter: any WindowPopupPresenter) {
    onScreen = presenter
  }

  /// A presenter's pop-up is off screen.
  func presenterEnded(_ presenter: any WindowPopupPresenter) {
    if onScreen === presenter { onScreen = nil }
    refreshVisibleScreen()
  }

  /// Looks again: the window's end, an orphaned pop-up, the visible screen.
  ///
  /// - Returns: Whether the window is still there.
  @discardableResult
  func refresh() -> Bool {
    guard !isEnded else { return false }
    guard window != nil, !queue.lane.isTornDown else {
      end()
      return false
    }
    onScreen?.reportIfOrphaned()
    refreshVisibleScreen()
    return true
  }

  /// Ends the queue: every pop-up without an outcome ends `dropped(.windowGone)`.
  func end() {
    guard !isEnded else { return }
    isEnded = true
    laneObservation?.cancel()
    laneObservation = nil
    appState = nil
    queue.windowDidGoAway()
  }

  private func refreshVisibleScreen() {
    guard !isEnded else { return }
    queue.visibleScreenDidChange(to: visiblePage.map(PopupScreen.init))
  }

  private func laneDidReport(_ event: LaneEvent) {
    switch event.phase {
    case .requested, .started, .finished:
      if window == nil {
        LaneRegistry.shared.sweep()
      } else {
        refresh()
      }
    case .queued:
      break
    }
  }
}

/// A presenter of this module: what the window's host asks it between shows and hides.
@MainActor
protocol WindowPopupPresenter: PopupPresenter {
  /// The controller the pop-up presents, which the visible screen skips; `nil` for a view.
  var popupController: UIViewController? { get }

  /// Ends the pop-up `dismissed(.orphaned)` if what it showed left the window without being
  /// dismissed.
  func reportIfOrphaned()
}
