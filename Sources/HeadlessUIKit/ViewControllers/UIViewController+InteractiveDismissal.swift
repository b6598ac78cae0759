import Foundation

extension UIViewController {
  /// Ends an interactive dismissal (a sheet's drag) that the user let go of: it completes over
  /// the fraction left, or is cancelled over the fraction done, on the world's clock.
  ///
  /// As for an interactive pop: the coordinator's interaction handlers run when the finger
  /// lifts (`notifyWhenInteractionChanges`, with `isCancelled` set), its completions when the
  /// animation ends. A completed drag then runs `completion` (the presentation controller
  /// delegate's `presentationControllerDidDismiss(_:)`); a cancelled one leaves the sheet
  /// presented, gives the dismissed controllers their appearance back and runs no completion.
  func releaseInteractiveDismissal(_ transition: ModalTransition, cancelled: Bool) {
    guard let coordinator = transition.coordinator, coordinator.isInteractive else { return }
    let done = Double(coordinator.percentComplete)
    coordinator.endInteraction(cancelled: cancelled)
    let remaining = (cancelled ? done : 1 - done) * coordinator.transitionDuration
    world.scheduler.schedule(after: remaining) { [weak transition] in
      guard let transition, let presenting = transition.presenting else { return }
      if cancelled {
        presenting.cancelDismissal(transition)
      } else {
        presenting.finish(transition)
      }
    }
  }

  /// Ends a cancelled dismissal: the presentation stays as it was.
  private func cancelDismissal(_ transition: ModalTransition) {
    if let window = transition.window, window.modalTransition === transition {
      window.modalTransition = nil
    }
    runningModalTransition = nil
    let target = transition.presented
    for controller in transition.chain {
      controller.beginAppearance(true, animated: true)
      controller.endAppearance()
    }
    if transition.style.removesPresenterView {
      beginAppearance(false, animated: true)
      viewStorage?.removeFromSuperview()
      endAppearance()
    }
    target.beingDismissed = false
    if target.coordinatorStorage === transition.coordinator { target.coordinatorStorage = nil }
    if coordinatorStorage === transition.coordinator { coordinatorStorage = nil }
    emitModal(transition, began: false, cancelled: true)
    transition.coordinator?.complete(cancelled: true)
  }
}
