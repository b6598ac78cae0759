import BatonUIKit
import HeadlessUIKit

/// One navigation call, made through the drop-in controller or through `baton`: the table
/// that the contract tests (nested calls, window gone) run every call form through.
enum NavigationCall: CaseIterable, Sendable, CustomStringConvertible {
  case dropInPush, dropInPop, dropInPopTo, dropInPopToRoot, dropInSetViewControllers
  case push, pop, popTo, popToRoot, setViewControllers, present, dismiss, removeAll

  var description: String {
    switch self {
    case .dropInPush: "pushViewController"
    case .dropInPop: "popViewController"
    case .dropInPopTo: "popToViewController"
    case .dropInPopToRoot: "popToRootViewController"
    case .dropInSetViewControllers: "setViewControllers"
    case .push: "baton.push"
    case .pop: "baton.pop"
    case .popTo: "baton.pop(to:)"
    case .popToRoot: "baton.popToRoot"
    case .setViewControllers: "baton.setViewControllers"
    case .present: "baton.present"
    case .dismiss: "baton.dismiss"
    case .removeAll: "baton.removeAll"
    }
  }

  /// Whether the call goes through the drop-in controller (and so reports no outcome).
  var isDropIn: Bool {
    switch self {
    case .dropInPush, .dropInPop, .dropInPopTo, .dropInPopToRoot, .dropInSetViewControllers:
      true
    case .push, .pop, .popTo, .popToRoot, .setViewControllers, .present, .dismiss, .removeAll:
      false
    }
  }

  /// Makes the call from `screen` (a navigation controller or a screen in one) on a stack
  /// whose root is `home`; a `baton` call reports to `completion`. Returns false when
  /// `screen` is in no navigation controller yet.
  @MainActor
  @discardableResult
  func make(
    from screen: UIViewController,
    home: UIViewController,
    completion: @escaping @MainActor (TransitionOutcome) -> Void
  ) -> Bool {
    guard let navigation = screen as? UINavigationController ?? screen.navigationController
    else { return false }
    switch self {
    case .dropInPush: navigation.pushViewController(DetailScreen(), animated: true)
    case .dropInPop: navigation.popViewController(animated: true)
    case .dropInPopTo: navigation.popToViewController(home, animated: true)
    case .dropInPopToRoot: navigation.popToRootViewController(animated: true)
    case .dropInSetViewControllers:
      navigation.setViewControllers([home, DetailScreen()], animated: true)
    case .push: screen.baton.push(DetailScreen(), completion: completion)
    case .pop: screen.baton.pop(completion: completion)
    case .popTo: screen.baton.pop(to: home, completion: completion)
    case .popToRoot: screen.baton.popToRoot(completion: completion)
    case .setViewControllers:
      screen.baton.setViewControllers([home, DetailScreen()], completion: completion)
    case .present: screen.baton.present(AlertScreen(), completion: completion)
    case .dismiss: screen.baton.dismiss(completion: completion)
    case .removeAll: screen.baton.removeAll(completion: completion)
    }
    return true
  }
}
