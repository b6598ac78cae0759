#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The page on screen when the app-wide guard's `popViewController(animated:)` was asked: the
/// page a back button was tapped on (``PopTarget/topAsSeen(_:)``).
@MainActor
final class SeenPage {
  /// The page.
  let page: UIViewController
  /// The controllers of pushes onto the stack that were still waiting for their turn when the
  /// pop was asked, asked in an earlier turn of the main loop: the screen showed ``page`` on top
  /// meanwhile (``WaitingPushes``).
  let unseen: [UIViewController]
  /// Whether ``page`` left its stack for good after the pop was asked.
  ///
  /// It was leaving then, and its pop completed (a cancelled swipe brings it back). A
  /// controller the app pushes again later is another showing of it, which this pop was not
  /// asked on.
  private(set) var hasLeft = false

  /// The top page of a stack at rest.
  init(top page: UIViewController, unseen: [UIViewController]) {
    self.page = page
    self.unseen = unseen
  }

  /// The page a running pop is taking off its stack; the pop's `coordinator` tells whether it
  /// completes.
  init(
    leaving page: UIViewController,
    in coordinator: UIViewControllerTransitionCoordinator,
    unseen: [UIViewController]
  ) {
    self.page = page
    self.unseen = unseen
    let registered = coordinator.animate(alongsideTransition: nil) { [weak self] context in
      self?.hasLeft = !context.isCancelled
    }
    if !registered { hasLeft = !coordinator.isCancelled }
  }
}
