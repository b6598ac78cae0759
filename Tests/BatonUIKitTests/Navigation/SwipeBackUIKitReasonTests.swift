import Baton
import BatonUIKit
import Foundation
import HeadlessUIKit
import Testing

/// Docs/UIKitFacts.md A5, A12 and "Baton gate": through Baton the edge swipe keeps UIKit's
/// priority over the recognizers under the finger, and UIKit's own refusals (the keyboard
/// moving, an active search hiding the bar, the bar animating, a custom pop animator) hold,
/// each with its reason in diagnostics.
@MainActor
@Suite struct SwipeBackUIKitReasonTests {
  /// Pushes a list screen holding `content` and lets everything settle.
  private func pushPage(holding content: UIView? = nil, on stage: Stage) -> ListScreen {
    let page = ListScreen()
    if let content { page.view.addSubview(content) }
    stage.navigation.pushViewController(page, animated: true)
    stage.settle()
    return page
  }

  /// Expects the last diagnostic to be a swipe-back refused for `refusal`.
  private func expectRefused(
    _ refusal: SwipeBackRefusal,
    on stage: Stage,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(stage.diagnostics.codes.last == .swipeBackRefused, sourceLocation: sourceLocation)
    #expect(
      stage.diagnostics.diagnostics.last?.message.hasSuffix(refusal.description) == true,
      sourceLocation: sourceLocation
    )
  }

  @Test(arguments: Headless.Profile.allCases)
  func aCarouselTouchingTheLeadingEdgeDoesNotTakeTheEdgeSwipe(profile: Headless.Profile) {
    onStage(profile) { stage in
      let carousel = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
      carousel.contentSize = CGSize(width: 1_170, height: 300)
      carousel.contentOffset = CGPoint(x: 390, y: 0)
      _ = pushPage(holding: carousel, on: stage)
      let attempt = stage.world.attemptInteractivePop(on: stage.navigation, touching: carousel)
      #expect(attempt.outcome == .began)
      #expect(attempt.winner === stage.navigation.interactivePopGestureRecognizer)
      attempt.pop?.finish()
      stage.settle()
      #expect(stage.stack == [stage.home])
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func aTablesSwipeActionsDoNotTakeTheEdgeSwipe(profile: Headless.Profile) {
    onStage(profile) { stage in
      let actions = LeadingActions()
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
      table.delegate = actions
      _ = pushPage(holding: table, on: stage)
      let attempt = stage.world.attemptInteractivePop(on: stage.navigation, touching: table)
      #expect(attempt.outcome == .began)
      attempt.pop?.cancel()
      stage.settle()
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func theKeyboardMovingRefusesUntilItHasMoved(profile: Headless.Profile) {
    onStage(profile) { stage in
      let field = UITextField(frame: CGRect(x: 0, y: 100, width: 300, height: 44))
      _ = pushPage(holding: field, on: stage)
      field.becomeFirstResponder()
      #expect(stage.world.beginInteractivePop(on: stage.navigation) == nil)
      expectRefused(.keyboardTransitioning, on: stage)
      stage.advance(Headless.keyboardAnimationDuration)
      let swipe = stage.world.beginInteractivePop(on: stage.navigation)
      #expect(swipe != nil)
      swipe?.cancel()
      stage.settle()
      field.resignFirstResponder()
      #expect(stage.world.beginInteractivePop(on: stage.navigation) == nil)
      expectRefused(.keyboardTransitioning, on: stage)
      stage.settle()
    }
  }

  @Test func anActiveSearchHidingTheBarRefusesAndOneKeepingItDoesNot() {
    onStage(.fluid) { stage in
      let page = pushPage(on: stage)
      let search = UISearchController(searchResultsController: nil)
      page.navigationItem.searchController = search
      search.isActive = true
      #expect(stage.world.beginInteractivePop(on: stage.navigation) == nil)
      expectRefused(.searchActive, on: stage)
      search.hidesNavigationBarDuringPresentation = false
      let swipe = stage.world.beginInteractivePop(on: stage.navigation)
      #expect(swipe != nil)
      swipe?.cancel()
      stage.settle()
    }
  }

  @Test func theBarAnimatingRefusesForTheHideShowDuration() {
    onStage(.deferring) { stage in
      _ = pushPage(on: stage)
      stage.navigation.setNavigationBarHidden(true, animated: true)
      #expect(stage.world.beginInteractivePop(on: stage.navigation) == nil)
      expectRefused(.barAnimating, on: stage)
      stage.advance(Double(UINavigationController.hideShowBarDuration))
      // Once it stopped animating, the hidden bar no longer stands in the way: Baton undoes
      // that refusal of UIKit's.
      let swipe = stage.world.beginInteractivePop(on: stage.navigation)
      #expect(swipe != nil)
      swipe?.cancel()
      stage.settle()
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func theAppsAnimatorHavingRunTheLastTransitionRefusesTheSystemSwipe(
    profile: Headless.Profile
  ) {
    onStage(profile) { stage in
      let vendor = AnimatorDelegate()
      stage.navigation.delegate = vendor
      _ = pushPage(on: stage)
      #expect(stage.world.beginInteractivePop(on: stage.navigation) == nil)
      expectRefused(.customAnimator, on: stage)
      stage.navigation.delegate = nil
    }
  }

  // Not on legacy: iOS 7–8 refuse whenever the delegate implements the animator method
  // (SwipeBackBuiltinInteractionTests, A5 R1 legacy).
  @Test(arguments: [Headless.Profile.deferring, .fluid])
  func aPopAnimatorAloneAfterUIKitsOwnPushKeepsTheSystemSwipe(profile: Headless.Profile) {
    onStage(profile) { stage in
      _ = pushPage(on: stage)
      let vendor = AnimatorDelegate(operations: [.pop])
      stage.navigation.delegate = vendor
      // UIKit decides by the animator of the last transition (its own here), not by asking
      // for a pop animator; its swipe's pop ignores the delegate's animator (A10).
      let swipe = stage.world.beginInteractivePop(on: stage.navigation)
      #expect(swipe != nil)
      swipe?.cancel()
      stage.settle()
      stage.navigation.delegate = nil
    }
  }
}

/// A table delegate with a leading action on every row.
@MainActor
private final class LeadingActions: NSObject, UITableViewDelegate {
  func tableView(
    _ tableView: UITableView,
    leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let action = UIContextualAction(style: .normal, title: "Pin") { _, _, done in done(true) }
    return UISwipeActionsConfiguration(actions: [action])
  }
}

/// A navigation delegate that supplies its own animator for the operations it is given.
@MainActor
private final class AnimatorDelegate: NSObject, UINavigationControllerDelegate {
  /// It implements the animator method, as `respondsToSelector:` finds on iOS.
  func responds(to aSelector: Selector) -> Bool {
    Headless.NavigationDelegateSelector.isAnimatorMethod(aSelector)
  }

  private let animator = OnePointAnimator()
  private let operations: Set<UINavigationController.Operation>

  init(operations: Set<UINavigationController.Operation> = [.push, .pop]) {
    self.operations = operations
  }

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController,
    to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    operations.contains(operation) ? animator : nil
  }
}

/// An animator that lasts 0.3 s.
@MainActor
private final class OnePointAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(
    using transitionContext: (any UIViewControllerContextTransitioning)?
  ) -> TimeInterval { 0.3 }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {}
}
