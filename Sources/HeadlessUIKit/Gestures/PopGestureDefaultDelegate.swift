import Foundation

/// The gesture delegate UIKit installs on the swipe-back recognizers (UIKit's private
/// `_UINavigationInteractiveTransition`), answering where iOS 26.1's answers (D26,
/// `Docs/UIKitFacts.md` A5 and A12).
///
/// - The private `_gestureRecognizer:shouldReceiveEvent:` (`systemGestureRecognizer`)
///   refuses, in D26's order: when UIKit would not use its built-in interaction controller
///   (the top screen's zoom, or the delegate's animator ran the last change; on the legacy
///   profile, any delegate that implements the animator method), while a transition runs or
///   the bar animates (after the legacy profile, unless the transition is preemptable), while
///   the keyboard moves, at the root, and whenever the top screen replaced or hid its back
///   button, the bar is hidden, or an active search controller hides the bar
///   (``refusal(for:)``).
/// - `gestureRecognizer(_:shouldReceive:)` for a **touch** refuses a touch in a visible bar.
/// - `gestureRecognizerShouldBegin(_:)` checks only its own interaction state (no swipe already
///   drives a pop).
/// - The private `_gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:` makes every
///   other recognizer wait for the edge swipe, and none wait for the content swipe.
///
/// It implements none of the public event or failure-requirement methods: a wrapper that
/// forwards those to it gets UIKit's defaults, not its refusals.
@MainActor
final class PopGestureDefaultDelegate: NSObject, SystemGestureDelegate {
  /// The navigation controller that owns this delegate.
  weak var navigationController: UINavigationController?

  func systemGestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldReceiveEvent event: UIEvent
  ) -> Bool {
    guard let navigation = navigationController else { return false }
    return Self.refusal(for: navigation, recognizer: gestureRecognizer) == nil
  }

  func systemGestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailByGestureRecognizer otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    guard let navigation = navigationController else { return false }
    return gestureRecognizer === navigation.interactivePopGestureRecognizer
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldReceive touch: UITouch
  ) -> Bool {
    guard let navigation = navigationController, let view = touch.view else { return true }
    let bar = navigation.navigationBar
    return bar.isHidden || bar.window == nil || !view.isDescendant(of: bar)
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let navigation = navigationController else { return false }
    return !(navigation.runningTransition?.isInteractive ?? false)
  }

  /// Why UIKit's delegate refuses the event now, in D26's order, or `nil`.
  ///
  /// `delegate` is the navigation delegate whose methods UIKit read when it was set: the
  /// controller's own unless a caller asks about another (the app's, behind a library's proxy).
  static func refusal(
    for navigation: UINavigationController,
    recognizer: UIGestureRecognizer,
    delegate: (any UINavigationControllerDelegate)?? = nil
  ) -> Headless.UIKitSwipeRefusal? {
    let delegate = delegate ?? navigation.delegate
    if !usesBuiltinInteractionController(navigation, delegate: delegate),
      !hasOtherFailureRelations(recognizer, of: navigation)
    {
      return .customAnimator
    }
    if isTransitioning(navigation), !navigation.isCurrentTransitionPreemptable {
      return .transitioning
    }
    if navigation.viewIfLoaded?.window?.keyboard.isTransitioning ?? false {
      return .keyboardTransitioning
    }
    guard navigation.stack.count > 1 else { return .atRoot }
    if backButtonIsGone(in: navigation) { return .backButtonGone }
    if searchHidesBar(in: navigation) { return .searchActive }
    return nil
  }

  /// Whether a transition runs, or the bar animates, as UIKit counts "transitioning" (the
  /// legacy profile's delegate lets a swipe through during a transition, F13).
  private static func isTransitioning(_ navigation: UINavigationController) -> Bool {
    switch navigation.world.profile {
    case .legacy:
      return false
    case .deferring, .fluid:
      let barAnimates =
        navigation.navigationBar.isAnimatingVisibility
        && navigation.world.assumptions.swipeBack.barAnimationRefusesSwipe
      return navigation.runningTransition != nil || barAnimates
    }
  }

  /// Whether UIKit would drive the swipe's pop with its own interaction controller.
  ///
  /// UIKit's private `_shouldUseBuiltinInteractionController`, as D26 has it
  /// (`Docs/UIKitFacts.md` A5 R1), asking no delegate for an animator:
  ///
  /// 1. NO when the top screen's `preferredTransition` has its own interactive exit gesture
  ///    (the zoom, ``Headless/Assumptions/SwipeBack/zoomHasOwnExitGesture``);
  /// 2. NO while an interruptible transition (``Headless/Profile/fluid``) runs without UIKit's
  ///    own animator;
  /// 3. YES when UIKit's own animator ran the last change (its built-in interaction controller
  ///    is always there in the model);
  /// 4. else YES only when the delegate implements neither the animator nor the interaction
  ///    method (UIKit's flags `0xC00000`, set from `respondsToSelector:`;
  ///    ``implementsAnimatorMethods(_:)``); the private
  ///    `_navigationControllerShouldUseBuiltinInteractionController:` no app delegate can
  ///    implement here.
  ///
  /// On ``Headless/Profile/legacy`` (iOS 7–8) step 4 alone decides: a delegate that implements
  /// the animator method refuses the swipe whatever it returns, whichever animator ran the last
  /// change (`Docs/UIKitFacts.md` A5 R1 legacy).
  static func usesBuiltinInteractionController(
    _ navigation: UINavigationController,
    delegate: (any UINavigationControllerDelegate)?
  ) -> Bool {
    let world = navigation.world
    if let transition = navigation.stack.last?.preferredTransition,
      transition.hasOwnInteractiveExitGesture(in: world)
    {
      return false
    }
    let implementsAnimator = implementsAnimatorMethods(delegate)
    if world.profile == .legacy { return !implementsAnimator }
    let isBuiltin = navigation.lastAnimator == .builtin
    if !isBuiltin, world.profile == .fluid, navigation.runningTransition != nil { return false }
    if isBuiltin { return true }
    return !implementsAnimator
  }

  /// Whether `delegate` implements the animator or the interaction method, as UIKit's
  /// `setDelegate:` reads it with `respondsToSelector:` (flags `0xC00000`): the delegate's
  /// ``UINavigationControllerDelegate/responds(to:)``.
  static func implementsAnimatorMethods(_ delegate: (any UINavigationControllerDelegate)?) -> Bool {
    guard let delegate else { return false }
    return delegate.responds(to: Headless.NavigationDelegateSelector.animationController)
      || delegate.responds(to: Headless.NavigationDelegateSelector.interactionController)
  }

  /// Whether the recognizer has failure relations beyond the edge and content swipes' own,
  /// which on a recent SDK keep the swipe despite an app's animator (D26).
  private static func hasOtherFailureRelations(
    _ recognizer: UIGestureRecognizer,
    of navigation: UINavigationController
  ) -> Bool {
    guard navigation.world.sdk == .recent else { return false }
    let own: [UIGestureRecognizer?] = [
      navigation.interactivePopGestureRecognizer, navigation.contentPopGesture,
    ]
    let related = recognizer.failureDependents + recognizer.failureRequirements
    return related.contains { other in !own.contains { $0 === other } }
  }

  /// Whether the top screen's active search controller hides the bar.
  private static func searchHidesBar(in navigation: UINavigationController) -> Bool {
    guard navigation.world.assumptions.swipeBack.activeSearchRefusesSwipe,
      let search = navigation.stack.last?.navigationItem.searchController
    else { return false }
    return search.isActive && search.hidesNavigationBarDuringPresentation
  }

  /// Whether the top screen's back button is replaced or hidden, or the bar hidden, so that
  /// UIKit's delegate refuses the swipe (A5).
  static func backButtonIsGone(in navigation: UINavigationController) -> Bool {
    let assumptions = navigation.world.assumptions.swipeBack
    if navigation.isNavigationBarHidden { return true }
    if navigation.navigationBar.isHidden, assumptions.barHiddenDirectlyRefusesSwipe {
      return true
    }
    guard let item = navigation.stack.last?.navigationItem else { return false }
    if item.hidesBackButton { return true }
    guard let left = item.leftBarButtonItems, !left.isEmpty else { return false }
    return
      !(item.leftItemsSupplementBackButton
      && assumptions.leftItemsSupplementingBackButtonKeepSwipe)
  }
}
