import Foundation

/// UIKit's deferred transition (`Docs/UIKitFacts.md` A2, "A change made out of a window").
///
/// A stack change made while the navigation controller is in no window (before its first
/// appearance, on a tab not selected) does not animate and tells the delegate nothing then.
/// UIKit marks it (`needsDeferredTransition`) and runs it at the controller's next layout in a
/// window (`__viewWillLayoutSubviews` → `_startDeferredTransitionIfNeeded:` →
/// `_startTransition:fromViewController:toViewController:`), which tells the delegate
/// `willShow` and, once the top has appeared, `didShow`, unanimated. The model tells it at the
/// controller's appearance: `willShow` after the will-appear callbacks, `didShow` after the
/// did-appear ones, as an unanimated change does.
extension UINavigationController {
  /// The will-appear half: the delegate's `willShow` for the top, when a change is deferred.
  func deferredTransitionWillShow() {
    guard needsDeferredTransition, let top = stack.last else { return }
    delegate?.navigationController(self, willShow: top, animated: false)
  }

  /// The did-appear half: the delegate's `didShow` for the top; the change is then shown.
  func deferredTransitionDidShow() {
    guard needsDeferredTransition else { return }
    needsDeferredTransition = false
    guard let top = stack.last else { return }
    delegate?.navigationController(self, didShow: top, animated: false)
  }
}
