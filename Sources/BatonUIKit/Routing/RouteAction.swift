/// How ``BatonRouter`` shows the screen a URL resolves to.
public enum RouteAction: Hashable, Sendable, Codable {
  /// Push onto the navigation stack of the window's top-most controller; fails with
  /// `RouteError.noPresenter` when that controller is in no navigation controller.
  case push
  /// Present the screen modally from the window's top-most controller.
  case present
  /// Present the screen wrapped in a new navigation controller, made by
  /// ``BatonRouter/makeNavigationController``. A screen that is itself a navigation controller
  /// is presented as it is.
  case presentInNavigation
  /// ``push`` when the top-most controller is in a navigation controller, else
  /// ``presentInNavigation``. A screen that is itself a navigation controller is presented.
  case automatic
  /// Select the tab at this index of the window's tab bar controller, then push onto that tab's
  /// navigation stack, as one chain of lane requests: the selection takes its turn, and the push
  /// follows it (it ends `cancelled` if the selection does not complete). Fails with
  /// `RouteError.noPresenter` when the window has no tab bar controller, no tab at that index, or
  /// a tab that is not a navigation controller.
  ///
  /// Screens presented over the tab bar controller stay: open
  /// `BatonNavigator/removeAll(animated:policy:completion:)` first to show the tab.
  case pushInTab(Int)
}
