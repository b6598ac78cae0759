/// How ``BatonRouter`` shows the screen a URL resolves to.
public enum RouteAction: Hashable, Sendable {
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
}
