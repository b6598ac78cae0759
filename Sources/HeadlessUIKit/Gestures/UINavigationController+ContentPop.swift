import Foundation

extension UINavigationController {
  /// iOS 26's full-width swipe-back recognizer: a leading-to-trailing pan anywhere in the
  /// content pops the top controller, like the edge swipe (`Docs/UIKitFacts.md` A7).
  ///
  /// `nil` before iOS 26: the model has it only in the ``Headless/Profile/fluid`` profile (see
  /// ``Headless/Profile/hasInteractiveContentPopGesture``). It shares UIKit's own delegate with
  /// ``interactivePopGestureRecognizer``. Drive it with
  /// ``Headless/World/beginInteractiveContentPop(on:touching:)``.
  public var interactiveContentPopGestureRecognizer: UIGestureRecognizer? {
    world.profile.hasInteractiveContentPopGesture ? contentPopGesture : nil
  }
}

extension Headless.Profile {
  /// Whether the system this profile imitates has
  /// `UINavigationController.interactiveContentPopGestureRecognizer` (iOS 26 and later): only
  /// ``fluid``.
  public var hasInteractiveContentPopGesture: Bool {
    switch self {
    case .legacy, .deferring: false
    case .fluid: true
    }
  }
}
