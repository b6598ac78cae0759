import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The checks made when a request's turn comes: UIKit would crash, drop or ignore these.
@MainActor
enum RequestValidation {
  /// Checks a push.
  ///
  /// With `dropsDestinationOnTop` (``BatonOptions/dropsPushOfScreenTypeOnTop``), a push of the
  /// destination already on top of the stack (see ``ScreenDestination``; for a screen that
  /// declares nothing, its class) is a duplicate too, reported as `duplicateDropped`: a tap
  /// made on a screen that a swipe-back revealed and the user then abandoned.
  static func push(
    _ viewController: UIViewController,
    destination: ScreenDestination?,
    onto navigation: UINavigationController,
    dropsDestinationOnTop: Bool,
    lane: Lane
  ) -> DropReason? {
    if viewController is UINavigationController { return .invalid(.pushingNavigationController) }
    if navigation.viewControllers.contains(where: { $0 === viewController })
      || viewController.parent != nil
    {
      return .invalid(.alreadyOnStack)
    }
    if viewController.presentingViewController != nil { return .invalid(.alreadyPresented) }
    if dropsDestinationOnTop, let top = navigation.topViewController {
      let onTop = ScreenDestination(of: top, opening: nil)
      if onTop == (destination ?? ScreenDestination(of: viewController, opening: nil)) {
        AdapterDiagnostics.report(
          .duplicateDropped,
          .info,
          "Dropped push \(type(of: viewController)) at its turn as a duplicate of the screen on "
            + "top of \(type(of: navigation)): the same destination (\(onTop))",
          lane: lane
        )
        return .duplicate
      }
    }
    return nil
  }

  static func pop(_ navigation: UINavigationController) -> DropReason? {
    navigation.viewControllers.count > 1 ? nil : .invalid(.atRoot)
  }

  /// A pop asked while `seen` was on screen: `sourceGone` once its page has left the stack (a
  /// second tap of a back button), even if the app has pushed that controller again since;
  /// `atRoot` at the root.
  static func pop(_ navigation: UINavigationController, asSeenOn seen: SeenPage) -> DropReason? {
    guard !seen.hasLeft, navigation.viewControllers.contains(where: { $0 === seen.page }) else {
      return .sourceGone
    }
    return pop(navigation)
  }

  /// A screen's pop of itself: `sourceGone` once it has left the stack (a second tap of a
  /// custom back button), `atRoot` for the root.
  static func pop(_ screen: UIViewController, from navigation: UINavigationController)
    -> DropReason?
  {
    guard let index = navigation.viewControllers.firstIndex(where: { $0 === screen }) else {
      return .sourceGone
    }
    return index > 0 ? nil : .invalid(.atRoot)
  }

  static func pop(_ navigation: UINavigationController, to target: UIViewController) -> DropReason?
  {
    navigation.viewControllers.contains { $0 === target } ? nil : .invalid(.notOnStack)
  }

  static func set(_ viewControllers: [UIViewController], on navigation: UINavigationController)
    -> DropReason?
  {
    let identities = Set(viewControllers.map { ObjectIdentifier($0) })
    if identities.count != viewControllers.count { return .invalid(.nonDistinctViewControllers) }
    for controller in viewControllers {
      if controller is UINavigationController { return .invalid(.pushingNavigationController) }
      if let parent = controller.parent, parent !== navigation { return .invalid(.alreadyOnStack) }
      if controller.presentingViewController != nil { return .invalid(.alreadyPresented) }
    }
    return nil
  }

  static func present(_ viewController: UIViewController) -> DropReason? {
    if viewController.presentingViewController != nil || viewController.viewIfLoaded?.window != nil
    {
      return .invalid(.alreadyPresented)
    }
    if viewController.parent != nil { return .invalid(.alreadyOnStack) }
    return nil
  }

  /// A dismissal: `sourceGone` when a screen that was presented when it asked has been
  /// dismissed since (a Close tapped twice), `nothingToDismiss` when nothing is presented, by
  /// the controller or by the page it was before it left its stack (``PagePresentations``).
  static func dismiss(_ viewController: UIViewController, wasPresented: Bool) -> DropReason? {
    if wasPresented, viewController.presentingViewController == nil { return .sourceGone }
    if viewController.presentedViewController == nil
      && viewController.presentingViewController == nil
      && PagePresentations.lowestShown(madeByAnyOf: [viewController]) == nil
    {
      return .invalid(.nothingToDismiss)
    }
    return nil
  }
}
