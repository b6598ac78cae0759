import Baton
import BatonUIKit
import Foundation
import HeadlessUIKit
import Testing

/// Docs/UIKitFacts.md A5 R1 and R3, "Baton gate": Baton's gate refuses the system swipe where
/// UIKit would not drive it with its built-in interaction (a screen pushed with the zoom, the
/// app's animator having run the last transition; on iOS 7–8, any delegate that implements the
/// animator method) without ever asking the app's animator factory outside a transition; and it
/// refuses while the keyboard changes its frame.
@MainActor
@Suite struct SwipeBackBuiltinInteractionTests {
  /// The two paths whose gate decides: Baton's controller and a plain one under the guard.
  nonisolated static let gatedPaths: [CallPath] = [.dropIn, .guarded]

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

  @Test(arguments: Headless.Profile.allCases, gatedPaths)
  func aScreenPushedWithTheZoomRefusesTheSystemSwipe(profile: Headless.Profile, path: CallPath) {
    onStage(profile, path: path) { stage in
      let page = ListScreen()
      page.preferredTransition = .zoom { _ in nil }
      path.push(page, on: stage)
      stage.settle()
      #expect(stage.stack.last === page)
      #expect(stage.world.beginInteractivePop(on: stage.navigation) == nil)
      expectRefused(.customAnimator, on: stage)
      #expect(stage.world.reasonUIKitRefusesSwipe(on: stage.navigation) == .customAnimator)
    }
  }

  @Test(arguments: [Headless.Profile.deferring, .fluid], gatedPaths)
  func theAnimatorFactoryIsNeverAskedOutsideATransition(
    profile: Headless.Profile,
    path: CallPath
  ) {
    onStage(profile, path: path) { stage in
      let vendor = CountingAnimatorVendor()
      stage.navigation.delegate = vendor
      // UIKit's own animator pushes a plain page: the swipe begins, and cancels.
      path.push(ListScreen(), on: stage)
      stage.settle()
      var asked = vendor.requests
      let swipe = stage.world.beginInteractivePop(on: stage.navigation)
      #expect(swipe != nil)
      // Deciding asked nothing (the system swipe's own pop ignores the factory, A10).
      #expect(vendor.requests == asked)
      swipe?.cancel()
      stage.settle()
      // The app's animator pushes its own page: UIKit refuses the swipe there, and so does
      // Baton, which asks nothing to decide.
      let animated = AnimatedScreen()
      path.push(animated, on: stage)
      stage.settle()
      asked = vendor.requests
      #expect(stage.world.beginInteractivePop(on: stage.navigation) == nil)
      #expect(vendor.requests == asked)
      expectRefused(.customAnimator, on: stage)
      #expect(stage.world.reasonUIKitRefusesSwipe(on: stage.navigation) == .customAnimator)
      path.pop(animated, on: stage)
      stage.settle()
      #expect(vendor.requestsOutsideATransition == 0)
    }
  }

  @Test(arguments: Headless.Profile.allCases, gatedPaths)
  func onLegacyADelegateRefusesTheSystemSwipeOnAPageThatArrivedWithoutAnimation(
    profile: Headless.Profile,
    path: CallPath
  ) {
    onStage(profile, path: path) { stage in
      let vendor = CountingAnimatorVendor()
      stage.navigation.delegate = vendor
      // The app's own page arrives without animation: no animator ran. On iOS 7–8 the
      // swipe's pop would run the delegate's animator, with no interaction controller (A10),
      // so UIKit refuses whenever the delegate implements the animator method, and so does
      // Baton; later eras drive the pop with UIKit's own interaction.
      let animated = AnimatedScreen()
      stage.navigation.pushViewController(animated, animated: false)
      stage.settle()
      let asked = vendor.requests
      let uikitRefusal = stage.world.reasonUIKitRefusesSwipe(on: stage.navigation)
      let swipe = stage.world.beginInteractivePop(on: stage.navigation)
      #expect(vendor.requests == asked, "deciding asks the factory nothing")
      if profile == .legacy {
        #expect(swipe == nil)
        expectRefused(.customAnimator, on: stage)
        #expect(uikitRefusal == .customAnimator)
      } else {
        #expect(swipe != nil)
        #expect(uikitRefusal == nil)
        swipe?.cancel()
        stage.settle()
      }
      #expect(stage.stack.last === animated)
      #expect(vendor.requestsOutsideATransition == 0)
    }
  }

  @Test(arguments: Headless.Profile.allCases, gatedPaths)
  func theKeyboardChangingItsFrameRefusesUntilItHasMoved(
    profile: Headless.Profile,
    path: CallPath
  ) {
    onStage(profile, path: path) { stage in
      let page = ListScreen()
      let field = UITextField(frame: CGRect(x: 0, y: 100, width: 300, height: 44))
      page.view.addSubview(field)
      path.push(page, on: stage)
      stage.settle()
      field.becomeFirstResponder()
      stage.settle()
      stage.world.switchKeyboard(in: stage.window, toHeight: Headless.keyboardHeight + 45)
      #expect(stage.world.beginInteractivePop(on: stage.navigation) == nil)
      expectRefused(.keyboardTransitioning, on: stage)
      stage.advance(Headless.keyboardAnimationDuration)
      let swipe = stage.world.beginInteractivePop(on: stage.navigation)
      #expect(swipe != nil)
      swipe?.cancel()
      field.resignFirstResponder()
      stage.settle()
    }
  }
}

/// A screen the app's navigation delegate animates itself.
@MainActor
private final class AnimatedScreen: UIViewController {}

/// A navigation delegate that animates ``AnimatedScreen``'s push and pop itself, and counts how
/// often, and when, its animator factory is asked.
@MainActor
private final class CountingAnimatorVendor: NSObject, UINavigationControllerDelegate {
  /// It implements the animator method, as `respondsToSelector:` finds on iOS.
  func responds(to aSelector: Selector) -> Bool {
    Headless.NavigationDelegateSelector.isAnimatorMethod(aSelector)
  }

  private(set) var requests = 0
  /// The requests made while no transition ran on the stack.
  private(set) var requestsOutsideATransition = 0

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController,
    to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    requests += 1
    // UIKit asks while it changes the stack: the arriving screen is already on it (a push) or
    // the leaving one already off it (a pop). Any other moment is outside a transition.
    let stack = navigationController.viewControllers
    let isChanging =
      navigationController.transitionCoordinator != nil
      || (operation == .push ? stack.last === toVC : !stack.contains { $0 === fromVC })
    if !isChanging { requestsOutsideATransition += 1 }
    let page = operation == .pop ? fromVC : toVC
    return page is AnimatedScreen ? ThirdSecondAnimator() : nil
  }
}

/// An animator that lasts 0.3 s.
@MainActor
private final class ThirdSecondAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(
    using transitionContext: (any UIViewControllerContextTransitioning)?
  ) -> TimeInterval { 0.3 }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {}
}
