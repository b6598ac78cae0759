import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension NavigationChange {
  /// The most times one change dismisses what its leaving pages presented before it goes on
  /// with its own change regardless.
  private static let presentationDismissalLimit = 4

  /// The pages the change takes off the stack, as its turn finds the stack.
  var leavingPages: [UIViewController] {
    let stack = navigation.viewControllers
    switch operation {
    case .push:
      return []
    case .set(let kept):
      return stack.filter { page in !kept.contains { $0 === page } }
    case .pop(let target):
      switch target.resolved(on: stack) {
      case .top, .topAsSeen:
        return stack.count > 1 ? [stack[stack.count - 1]] : []
      case .root:
        return Array(stack.dropFirst())
      case .viewController(let below):
        guard let index = stack.firstIndex(where: { $0 === below }) else { return [] }
        return Array(stack[(index + 1)...])
      case .screen(let screen):
        guard let index = stack.firstIndex(where: { $0 === screen }), index > 0 else { return [] }
        return Array(stack[index...])
      }
    }
  }

  /// Dismisses what the leaving pages presented, with everything above it, before the change
  /// itself; the change starts again on the turn after the dismissal ends.
  ///
  /// - Returns: Whether a dismissal started (the caller then waits for it).
  func dismissPresentationsFirst(_ running: RunningTransition) -> Bool {
    guard context.options.dismissesPresentationsOfLeavingPages,
      presentationDismissals < Self.presentationDismissalLimit,
      let presented = PagePresentations.lowestShown(madeByAnyOf: leavingPages),
      let presenter = presented.presentingViewController
    else { return false }
    presentationDismissals += 1
    let scheduler = context.lane.scheduler
    let animated = self.animated
    running.updateExpectedDuration(
      animated ? PresentationRequests.animatedDuration + NavigationRequests.animatedDuration : 0
    )
    RunningModalTransition.whenSettled(near: presenter, scheduler: scheduler) {
      guard !running.isFinished else { return }
      guard presenter.presentedViewController != nil else { return self.start(running) }
      GuardBypass.passing(presenter) {
        presenter.dismiss(animated: animated) {
          scheduler.runOnNextTurn { self.start(running) }
        }
      }
    }
    return true
  }
}
