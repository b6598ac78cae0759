import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The classic "is switching" navigation controller: a flag set when a push or pop starts and
/// cleared in `navigationController(_:didShow:animated:)`; animated pushes are dropped while it
/// is set, pops are queued, and the swipe-back gesture is refused.
///
/// Its weaknesses (Docs/UIKitFacts.md A2, A4) are kept: the edge swipe calls
/// `popViewController` when it begins, so it sets the flag, and a cancelled swipe posts no did-show — the flag then stays
/// set for good; present and dismiss are not guarded at all.
final class SwitchingFlagNavigationController: UINavigationController,
  UINavigationControllerDelegate, UIGestureRecognizerDelegate
{
  private(set) var isSwitching = false
  private var queuedPops: [Intent?] = []
  weak var probe: LabProbe?
  /// The intent the app's current call serves (nil for UIKit's own calls, such as the swipe's).
  var issuingIntent: Intent?

  override init(rootViewController: UIViewController) {
    super.init(rootViewController: rootViewController)
    delegate = self
    interactivePopGestureRecognizer?.delegate = self
  }

  required init?(coder aDecoder: NSCoder) {
    return nil
  }

  private func setSwitching(_ value: Bool) {
    guard value != isSwitching else { return }
    isSwitching = value
    if value { probe?.lockAcquired(self) } else { probe?.lockReleased(self) }
  }

  override func pushViewController(_ viewController: UIViewController, animated: Bool) {
    if animated && isSwitching { return }
    probe?.markIssued(issuingIntent)
    setSwitching(true)
    super.pushViewController(viewController, animated: animated)
  }

  @discardableResult
  override func popViewController(animated: Bool) -> UIViewController? {
    if isSwitching {
      queuedPops.append(issuingIntent)
      return nil
    }
    probe?.markIssued(issuingIntent)
    let popped = super.popViewController(animated: animated)
    if popped != nil { setSwitching(true) }
    return popped
  }

  func navigationController(
    _ navigationController: UINavigationController,
    didShow viewController: UIViewController,
    animated: Bool
  ) {
    setSwitching(false)
    if !queuedPops.isEmpty {
      issuingIntent = queuedPops.removeFirst()
      popViewController(animated: true)
      issuingIntent = nil
    }
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    !isSwitching && viewControllers.count > 1
  }
}
