import BatonUIKit
import Foundation
import HeadlessUIKit

/// A plain screen; subclasses give distinct screen types.
class Screen: UIViewController {
  init() { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { nil }
}

final class HomeScreen: Screen {}
final class ListScreen: Screen {}
final class DetailScreen: Screen {}
final class SettingsScreen: Screen {}
final class LoginScreen: Screen {}
final class AlertScreen: Screen {}

/// A presenter whose presentations never complete: it swallows present's completion block.
final class SwallowingPresenter: Screen {
  override func present(
    _ viewControllerToPresent: UIViewController,
    animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    super.present(viewControllerToPresent, animated: flag, completion: nil)
  }
}

/// A screen that refuses the swipe-back.
final class LockedScreen: Screen, InteractivePopControlling {
  var allowsInteractivePop = false
}
