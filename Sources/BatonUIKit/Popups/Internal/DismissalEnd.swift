import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Looks again once a pop-up controller's running dismissal has ended.
///
/// A pop-up controller that closes itself (its own `dismiss(animated:)`) is being dismissed
/// when the orphan check first sees it, and nothing else tells the window's pop-ups when that
/// dismissal ends. The check attaches to the dismissal's transition coordinator instead, and
/// looks again on the next turn after its completion (the turn lets UIKit finish its own
/// bookkeeping first; a cancelled interactive dismissal leaves the controller on screen, and
/// the look finds it there).
@MainActor
final class DismissalEnd {
  /// Whether a look again is attached to the dismissal that runs now.
  private var isWatching = false

  /// Attaches `lookAgain` to the end of `controller`'s running dismissal, once per dismissal.
  ///
  /// Without a coordinator (or one that takes no more completions) nothing is attached: the
  /// lane's stall bound asks the presenter later instead (`PopupPresenter.isShowing(_:)`).
  ///
  /// - Parameters:
  ///   - controller: The pop-up's controller, being dismissed.
  ///   - scheduler: The lane's scheduler, for the turn after the dismissal.
  ///   - lookAgain: Called on the turn after the dismissal ended.
  func watch(
    _ controller: UIViewController,
    scheduler: any MainLoopScheduler,
    lookAgain: @escaping @MainActor () -> Void
  ) {
    guard !isWatching, let coordinator = controller.transitionCoordinator else { return }
    isWatching = coordinator.animate(alongsideTransition: nil) { [weak self] _ in
      scheduler.runOnNextTurn {
        self?.isWatching = false
        lookAgain()
      }
    }
  }
}
