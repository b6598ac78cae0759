import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A re-implementation of Andrew Armstrong's BufferedNavigationController
/// (github.com/Plasma/BufferedNavigationController, `BufferedNavigationController.m` at
/// 8dca72c, 2015): a navigation controller that is its own delegate and, while a transition
/// runs, holds push, pop, popTo, popToRoot and setViewControllers calls, then replays them one
/// per `navigationController(_:didShow:animated:)`.
///
/// What the library does, kept here:
/// - It becomes its own `delegate` in `viewDidLoad` and forwards nothing: a delegate the app set
///   before the view loaded is replaced, and one the app sets later turns the buffering off
///   (the flag is only ever raised in `willShow`).
/// - The flag is raised in `willShow`, not when a call is made, and lowered in `didShow`, which
///   replays the oldest held call and only that one: a held call that starts no transition
///   (a pop at the root) leaves the rest held until some later transition shows a page.
/// - A swipe-back's pop goes through the same override (UIKit calls `popViewController` when
///   the swipe begins, Docs/UIKitFacts.md A2): held if a transition runs. Since PR #6 (the fix
///   for issue #5, "Pop gesture messes stuff up") a cancelled swipe lowers the flag when the
///   finger lets go, but replays nothing: with an old SDK no did-show follows (A2), so what was
///   held during the swipe waits for the next transition.
/// - `present` and `dismiss` are not touched; a held pop returns `nil`.
///
/// What is not modelled: the public `pushCodeBlock:` (the lab's app never calls it), the
/// `@synchronized` locks (everything runs on the main actor), and the deprecated
/// `notifyWhenInteractionEnds` (the model has its successor, `notifyWhenInteractionChanges`,
/// which runs at the same moment). The library runs a held block and only then removes it;
/// HeadlessUIKit completes a non-animated change inside the call (A2), which would re-enter
/// `didShow` and run the same block twice, whereas on a device that change completes on a later
/// run-loop turn — so this model removes the call first, as the library effectively does on a
/// device. Walmart's copy, `SDBufferingNavigationController`, also raises the flag on push and
/// setViewControllers and lowers it on every release of the finger; it is not modelled.
final class BufferedNavigationController: UINavigationController, UINavigationControllerDelegate {
  /// A navigation call held while a transition runs (one of the library's blocks).
  enum HeldCall {
    case push(UIViewController, animated: Bool, intent: Intent?)
    case pop(animated: Bool, intent: Intent?)
    case popTo(UIViewController, animated: Bool)
    case popToRoot(animated: Bool)
    case setViewControllers([UIViewController], animated: Bool)
  }

  /// Whether a transition runs, as far as the library knows (its `transitioning` flag).
  private(set) var isTransitioning = false
  /// The calls held, oldest first (the library's `stack`).
  private(set) var heldCalls: [HeldCall] = []
  weak var probe: LabProbe?
  /// The intent the app's current call serves (nil for UIKit's own calls, such as the swipe's).
  var issuingIntent: Intent?

  override func viewDidLoad() {
    super.viewDidLoad()
    delegate = self
  }

  private func setTransitioning(_ value: Bool) {
    guard value != isTransitioning else { return }
    isTransitioning = value
    if value { probe?.lockAcquired(self) } else { probe?.lockReleased(self) }
  }

  override func pushViewController(_ viewController: UIViewController, animated: Bool) {
    if isTransitioning {
      heldCalls.append(.push(viewController, animated: animated, intent: issuingIntent))
      return
    }
    probe?.markIssued(issuingIntent)
    super.pushViewController(viewController, animated: animated)
  }

  @discardableResult
  override func popViewController(animated: Bool) -> UIViewController? {
    if isTransitioning {
      heldCalls.append(.pop(animated: animated, intent: issuingIntent))
      return nil
    }
    probe?.markIssued(issuingIntent)
    return super.popViewController(animated: animated)
  }

  @discardableResult
  override func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    if isTransitioning {
      heldCalls.append(.popTo(viewController, animated: animated))
      return nil
    }
    return super.popToViewController(viewController, animated: animated)
  }

  @discardableResult
  override func popToRootViewController(animated: Bool) -> [UIViewController]? {
    if isTransitioning {
      heldCalls.append(.popToRoot(animated: animated))
      return nil
    }
    return super.popToRootViewController(animated: animated)
  }

  override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    if isTransitioning {
      heldCalls.append(.setViewControllers(viewControllers, animated: animated))
      return
    }
    super.setViewControllers(viewControllers, animated: animated)
  }

  func navigationController(
    _ navigationController: UINavigationController,
    willShow viewController: UIViewController,
    animated: Bool
  ) {
    setTransitioning(true)
    let coordinator = navigationController.topViewController?.transitionCoordinator
    coordinator?.notifyWhenInteractionChanges { [weak self] context in
      if context.isCancelled { self?.setTransitioning(false) }
    }
  }

  func navigationController(
    _ navigationController: UINavigationController,
    didShow viewController: UIViewController,
    animated: Bool
  ) {
    setTransitioning(false)
    replayOldestHeldCall()
  }

  /// Replays the oldest held call, if any (the library's `runNextBlock`).
  private func replayOldestHeldCall() {
    guard !heldCalls.isEmpty else { return }
    switch heldCalls.removeFirst() {
    case .push(let viewController, let animated, let intent):
      probe?.markIssued(intent)
      super.pushViewController(viewController, animated: animated)
    case .pop(let animated, let intent):
      probe?.markIssued(intent)
      super.popViewController(animated: animated)
    case .popTo(let viewController, let animated):
      super.popToViewController(viewController, animated: animated)
    case .popToRoot(let animated):
      if let probe {
        probe.resetting(self) { _ = super.popToRootViewController(animated: animated) }
      } else {
        super.popToRootViewController(animated: animated)
      }
    case .setViewControllers(let viewControllers, let animated):
      super.setViewControllers(viewControllers, animated: animated)
    }
  }
}
