import Foundation
import HeadlessUIKit

/// A replaced gesture delegate that lets every swipe begin and makes every other recognizer
/// wait for the one it guards, as the careful copies of the replace-delegate recipe do.
@MainActor
final class PriorityKeepingGestureDelegate: NSObject, UIGestureRecognizerDelegate {
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { true }
}

/// A wrapper that forwards the public questions to the delegate it replaced (UIKit's own).
@MainActor
final class ForwardingGestureDelegate: NSObject, UIGestureRecognizerDelegate {
  private let wrapped: any UIGestureRecognizerDelegate

  init(wrapping wrapped: any UIGestureRecognizerDelegate) {
    self.wrapped = wrapped
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldReceive event: UIEvent
  ) -> Bool {
    wrapped.gestureRecognizer(gestureRecognizer, shouldReceive: event)
  }

  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
  {
    wrapped.gestureRecognizer(gestureRecognizer, shouldReceive: touch)
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    wrapped.gestureRecognizerShouldBegin(gestureRecognizer)
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    wrapped.gestureRecognizer(gestureRecognizer, shouldBeRequiredToFailBy: otherGestureRecognizer)
  }
}

/// A table delegate with actions on one side of every row.
@MainActor
final class SwipeActionsDelegate: NSObject, UITableViewDelegate {
  let leading: Bool
  let trailing: Bool

  init(leading: Bool, trailing: Bool) {
    self.leading = leading
    self.trailing = trailing
  }

  private func configuration(_ wanted: Bool) -> UISwipeActionsConfiguration? {
    guard wanted else { return nil }
    let action = UIContextualAction(style: .normal, title: "Pin") { _, _, done in done(true) }
    return UISwipeActionsConfiguration(actions: [action])
  }

  func tableView(
    _ tableView: UITableView,
    leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { configuration(leading) }

  func tableView(
    _ tableView: UITableView,
    trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { configuration(trailing) }
}

/// A navigation delegate that supplies its own animator for the operations it is given, and
/// counts how often it is asked.
@MainActor
final class AnimatorVendor: NSObject, UINavigationControllerDelegate {
  /// It implements the animator method, as `respondsToSelector:` finds on iOS.
  func responds(to aSelector: Selector) -> Bool {
    Headless.NavigationDelegateSelector.isAnimatorMethod(aSelector)
  }

  private let animator = FixedAnimator(duration: 0.3)
  private let operations: Set<UINavigationController.Operation>
  /// How many times the animator factory was asked.
  private(set) var requests = 0

  init(for operations: Set<UINavigationController.Operation> = [.push, .pop]) {
    self.operations = operations
  }

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController,
    to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    requests += 1
    return operations.contains(operation) ? animator : nil
  }
}

extension NavigationStage {
  /// Pushes a screen "B" holding `content` (added to its view) without animation and settles.
  func pushPage(holding content: UIView) -> LoggingViewController {
    let page = screen("B")
    world.run {
      page.view.addSubview(content)
      navigation.pushViewController(page, animated: false)
    }
    settle()
    return page
  }

  /// A carousel three screens wide touching the leading edge, showing `page` (0, 1 or 2).
  func makeCarousel(page index: Int = 1) -> UIScrollView {
    world.run {
      let carousel = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
      carousel.contentSize = CGSize(width: 1_170, height: 300)
      carousel.contentOffset = CGPoint(x: 390 * CGFloat(index), y: 0)
      return carousel
    }
  }

  /// An edge swipe touching `view`.
  func edgeSwipe(touching view: UIView? = nil) -> Headless.SwipeAttempt {
    world.run { world.attemptInteractivePop(on: navigation, touching: view) }
  }
}
