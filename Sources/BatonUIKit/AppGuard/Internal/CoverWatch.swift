import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Tells a waiting existing alert that the controller covering its presenter, or its presenter
/// being popped, left the window.
///
/// A sheet the user swipes away leaves without a call on the lane, so nothing else would make
/// the pop-up queue check the alert's condition again. The watch is a hidden view, with no
/// interaction, in the covering controller's view; it calls ``onUncovered`` on the turn after
/// that view left the window, once UIKit has finished the dismissal.
@MainActor
final class CoverWatch {
  /// Called on the turn after the watched controller's view left the window.
  var onUncovered: (@MainActor () -> Void)?

  private let scheduler: any MainLoopScheduler
  private let presence = PopupPresenceView()
  /// The leaving controller already given its next-turn look (``watchLeaving(_:)``).
  private weak var lastLeaving: UIViewController?

  init(scheduler: any MainLoopScheduler) {
    self.scheduler = scheduler
    presence.onLeavingWindow = { [weak self] in
      guard let self else { return }
      scheduler.runOnNextTurn { [weak self] in self?.onUncovered?() }
    }
  }

  /// Watches `cover`, the controller presented over the alert's presenter, instead of any other.
  func watch(_ cover: UIViewController) {
    guard let view = cover.viewIfLoaded, view.window != nil, presence.superview !== view else {
      return
    }
    presence.removeFromSuperview()
    view.addSubview(presence)
  }

  /// Watches `leaving`, a controller being popped, until it has left its stack: when its view
  /// leaves the window, or, if it already has, on the next turn (the pop's end detaches it).
  func watchLeaving(_ leaving: UIViewController) {
    if let view = leaving.viewIfLoaded, view.window != nil {
      return watch(leaving)
    }
    presence.removeFromSuperview()
    // Once per controller: a pop that has not ended on the next turn is watched no further
    // (the lane's end of that pop makes the queue look again), so this never spins.
    guard lastLeaving !== leaving else { return }
    lastLeaving = leaving
    scheduler.runOnNextTurn { [weak self] in self?.onUncovered?() }
  }

  /// Stops watching.
  func stop() {
    presence.removeFromSuperview()
  }
}
