import Foundation
import HeadlessUIKit
import Testing

/// Docs/UIKitFacts.md A10: the navigation delegate's animator and interaction controller
/// queries, the percent-driven interactive pop, and the simultaneous-recognition and
/// failure-requirement delegate calls of the world's pan control.
@MainActor
@Suite struct CustomTransitionTests {
  /// Pushes B without a custom animator, then sets `vendor` as the delegate.
  private func stageWithB(_ profile: Headless.Profile, vendor: TransitionVendor) -> NavigationStage
  {
    let stage = NavigationStage(profile: profile)
    let b = stage.screen("B")
    stage.world.run { stage.navigation.pushViewController(b, animated: false) }
    stage.navigation.delegate = vendor
    return stage
  }

  @Test(arguments: Headless.Profile.allCases)
  func a10TheAnimatorIsAskedForAndItsDurationIsUsed(profile: Headless.Profile) {
    let vendor = TransitionVendor(duration: 2)
    let stage = stageWithB(profile, vendor: vendor)
    stage.world.run { _ = stage.navigation.popViewController(animated: true) }
    #expect(vendor.operations == [.pop])
    #expect(vendor.interactionQueries == 1)
    #expect(stage.navigation.transitionCoordinator?.transitionDuration == 2)
    stage.advance(by: 1.9)
    #expect(stage.navigation.viewControllers.count == 1)
    #expect(stage.navigation.transitionCoordinator != nil)
    stage.advance(by: 0.2)
    #expect(stage.navigation.transitionCoordinator == nil)
  }

  @Test func a10WithoutAnAnimatorTheInteractionControllerIsNotAskedFor() {
    let vendor = TransitionVendor(duration: nil)
    let stage = stageWithB(.deferring, vendor: vendor)
    stage.world.run { _ = stage.navigation.popViewController(animated: true) }
    #expect(vendor.operations == [.pop])
    #expect(vendor.interactionQueries == 0)
    stage.settle()
  }

  @Test(arguments: Headless.Profile.allCases)
  func a10APercentDrivenPopFinishesOverTheRest(profile: Headless.Profile) {
    let vendor = TransitionVendor(duration: 1)
    let interaction = UIPercentDrivenInteractiveTransition()
    vendor.interaction = interaction
    let stage = stageWithB(profile, vendor: vendor)
    stage.world.run { _ = stage.navigation.popViewController(animated: true) }
    #expect(stage.navigation.transitionCoordinator?.isInteractive == true)
    interaction.update(0.75)
    #expect(stage.navigation.transitionCoordinator?.percentComplete == 0.75)
    stage.advance(by: 5)
    #expect(stage.navigation.transitionCoordinator != nil)  // the finger still holds it
    interaction.finish()
    #expect(stage.navigation.transitionCoordinator?.isInteractive == false)
    stage.advance(by: 0.3)
    #expect(stage.navigation.transitionCoordinator == nil)
    #expect(
      stage.navigation.viewControllers.compactMap { ($0 as? LoggingViewController)?.name } == ["A"]
    )
  }

  @Test(arguments: Headless.Profile.allCases)
  func a10ACancelledPercentDrivenPopRestoresTheStack(profile: Headless.Profile) {
    let vendor = TransitionVendor(duration: 1)
    let interaction = UIPercentDrivenInteractiveTransition()
    vendor.interaction = interaction
    let stage = stageWithB(profile, vendor: vendor)
    stage.world.run { _ = stage.navigation.popViewController(animated: true) }
    interaction.update(0.2)
    interaction.cancel()
    interaction.finish()  // too late: the context is gone
    stage.settle()
    #expect(
      stage.navigation.viewControllers.compactMap { ($0 as? LoggingViewController)?.name } == [
        "A", "B",
      ]
    )
    #expect(stage.world.faults.isEmpty)
  }

  @Test func a10AnotherRecognizerThatIsRecognizingBlocksAPanUnlessADelegateAllowsIt() throws {
    let stage = NavigationStage()
    let b = stage.screen("B")
    stage.world.run { stage.navigation.pushViewController(b, animated: false) }
    let edge = try #require(stage.navigation.interactivePopGestureRecognizer)
    // A replaced edge delegate: UIKit's own would make the pan wait for the edge (A12), which
    // simultaneity cannot lift.
    let permissive = PermissiveGestureDelegate()
    edge.delegate = permissive
    let pan = stage.world.run {
      let pan = UIPanGestureRecognizer()
      stage.navigation.view.addGestureRecognizer(pan)
      return pan
    }
    let swipe = stage.world.beginInteractivePop(on: stage.navigation)
    #expect(edge.state == .began)
    #expect(!stage.world.performPan(with: pan, from: .zero, through: [], velocity: .zero))
    let simultaneous = SimultaneousDelegate()
    pan.delegate = simultaneous
    #expect(stage.world.performPan(with: pan, from: .zero, through: [], velocity: .zero))
    simultaneous.requiresFailure = true
    #expect(!stage.world.performPan(with: pan, from: .zero, through: [], velocity: .zero))
    #expect(simultaneous.failureQueries > 0)
    swipe?.cancel()
    stage.settle()
  }

  @Test func a10TheTouchReportsTheViewUnderTheFingerAndWhereItLanded() {
    let stage = NavigationStage()
    let inner = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let outsider = UIView(frame: .zero)
    let recorder = TouchRecorder()
    let pan = stage.world.run {
      let pan = UIPanGestureRecognizer()
      pan.delegate = recorder
      stage.root.view.addSubview(inner)
      stage.root.view.addGestureRecognizer(pan)
      return pan
    }
    let point = CGPoint(x: 3, y: 4)
    #expect(stage.world.performPan(with: pan, from: point, on: inner, through: [], velocity: .zero))
    #expect(recorder.view === inner)
    #expect(recorder.location == point)
    #expect(
      !stage.world.performPan(with: pan, from: point, on: outsider, through: [], velocity: .zero)
    )
  }
}

/// A navigation delegate that vends an animator (when it has a duration) and an interaction
/// controller, recording the queries.
@MainActor
final class TransitionVendor: NSObject, UINavigationControllerDelegate {
  /// It implements the animator method, as `respondsToSelector:` finds on iOS.
  func responds(to aSelector: Selector) -> Bool {
    Headless.NavigationDelegateSelector.isAnimatorMethod(aSelector)
  }

  private let duration: TimeInterval?
  var interaction: (any UIViewControllerInteractiveTransitioning)?
  private(set) var operations: [UINavigationController.Operation] = []
  private(set) var interactionQueries = 0

  init(duration: TimeInterval?) {
    self.duration = duration
  }

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController,
    to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    operations.append(operation)
    return duration.map(FixedAnimator.init)
  }

  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    interactionQueries += 1
    return interaction
  }
}

/// An animator of a fixed duration.
@MainActor
final class FixedAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  private let duration: TimeInterval

  init(duration: TimeInterval) {
    self.duration = duration
  }

  func transitionDuration(
    using transitionContext: (any UIViewControllerContextTransitioning)?
  ) -> TimeInterval { duration }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {}
}

/// Allows simultaneous recognition; may require every other recognizer to fail.
@MainActor
final class SimultaneousDelegate: NSObject, UIGestureRecognizerDelegate {
  var requiresFailure = false
  private(set) var failureQueries = 0

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { true }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    failureQueries += 1
    return requiresFailure
  }
}

/// Records the touch it is given.
@MainActor
final class TouchRecorder: NSObject, UIGestureRecognizerDelegate {
  private(set) var view: UIView?
  private(set) var location: CGPoint?

  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
  {
    view = touch.view
    location = touch.location(in: nil)
    return true
  }
}
