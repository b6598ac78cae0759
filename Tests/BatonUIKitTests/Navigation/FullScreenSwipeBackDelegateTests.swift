import Baton
import BatonUIKit
import Foundation
import HeadlessUIKit
import Testing

/// The forwarding proxy of the full-screen swipe-back: the app's navigation delegate set
/// before or after Baton, replaced, freed or nil still hears every callback, and its own
/// animators win (Docs/UIKitFacts.md A10).
@MainActor
@Suite struct FullScreenSwipeBackDelegateTests {
  /// A pan past half way; on the fluid profile the app turns iOS 26's content swipe off first
  /// (above the root, where Baton can tell the app's wish from its own root guard).
  private func swipeBack(_ stage: Stage, to x: CGFloat = 250) -> Bool {
    stage.navigation.interactiveContentPopGestureRecognizer?.isEnabled = false
    guard let pan = fullScreenPan(of: stage.navigation) else { return false }
    return stage.world.performPan(
      with: pan,
      from: CGPoint(x: 150, y: 400),
      through: [CGPoint(x: 10, y: 0), CGPoint(x: x, y: 0)],
      velocity: .zero
    )
  }

  @Test(arguments: [Headless.Profile.legacy, .deferring, .fluid])
  func aDelegateSetBeforeTheOptionHearsEveryCallback(profile: Headless.Profile) {
    onStage(profile) { stage in
      let app = ShowRecordingNavigationDelegate()
      stage.navigation.delegate = app
      enableFullScreenSwipeBack(on: stage)
      stage.navigation.pushViewController(ListScreen(), animated: true)
      stage.settle()
      #expect(swipeBack(stage))
      stage.settle()
      #expect(app.willShow == ["ListScreen", "HomeScreen"])
      #expect(app.didShow == ["ListScreen", "HomeScreen"])
      #expect(stage.screenNames == ["HomeScreen"])
    }
  }

  @Test(arguments: [Headless.Profile.legacy, .deferring, .fluid])
  func aDelegateSetAfterTheOptionHearsEveryCallback(profile: Headless.Profile) {
    onStage(profile) { stage in
      enableFullScreenSwipeBack(on: stage)
      let app = ShowRecordingNavigationDelegate()
      stage.navigation.delegate = app
      stage.navigation.pushViewController(ListScreen(), animated: true)
      stage.settle()
      #expect(swipeBack(stage))
      stage.settle()
      #expect(app.willShow == ["ListScreen", "HomeScreen"])
      #expect(app.didShow == ["ListScreen", "HomeScreen"])
    }
  }

  @Test func aReplacedDelegateIsNoLongerTold() {
    onStage(.deferring) { stage in
      let first = ShowRecordingNavigationDelegate()
      stage.navigation.delegate = first
      enableFullScreenSwipeBack(on: stage)
      stage.navigation.pushViewController(ListScreen(), animated: true)
      stage.settle()
      let second = ShowRecordingNavigationDelegate()
      stage.navigation.delegate = second
      #expect(swipeBack(stage))
      stage.settle()
      #expect(first.didShow == ["ListScreen"])
      #expect(second.didShow == ["HomeScreen"])
    }
  }

  @Test func aFreedDelegateIsForgottenAndTheSwipeStillWorks() {
    onStage(.deferring) { stage in
      var app: ShowRecordingNavigationDelegate? = ShowRecordingNavigationDelegate()
      weak let reference = app
      stage.navigation.delegate = app
      enableFullScreenSwipeBack(on: stage)
      stage.navigation.pushViewController(ListScreen(), animated: true)
      stage.settle()
      app = nil
      #expect(reference == nil)  // the proxy holds it weakly
      #expect(swipeBack(stage))
      stage.settle()
      #expect(stage.screenNames == ["HomeScreen"])
    }
  }

  @Test func aNilDelegateLeavesTheSwipeWorking() {
    onStage(.deferring) { stage in
      enableFullScreenSwipeBack(on: stage)
      stage.navigation.delegate = nil
      stage.navigation.pushViewController(ListScreen(), animated: true)
      stage.settle()
      #expect(swipeBack(stage))
      stage.settle()
      #expect(stage.screenNames == ["HomeScreen"])
    }
  }

  @Test func theAppsAnimatorWinsAndThePanDrivesIt() {
    onStage(.deferring) { stage in
      let app = ShowRecordingNavigationDelegate()
      app.animator = SlowAnimator()
      stage.navigation.delegate = app
      enableFullScreenSwipeBack(on: stage)
      stage.navigation.pushViewController(ListScreen(), animated: true)
      stage.settle()
      let probe = PanProbe(navigation: stage.navigation) { stage.lane }
      let pan = fullScreenPan(of: stage.navigation)
      pan?.addTarget(probe, action: Selector(("probe:")))
      #expect(swipeBack(stage))
      #expect(probe.durationAtBegin == 1)
      #expect(probe.interactiveAtBegin == true)
      stage.settle()
      #expect(stage.screenNames == ["HomeScreen"])
    }
  }

  @Test func theAppsInteractionControllerWinsOverBatons() {
    onStage(.deferring) { stage in
      let app = ShowRecordingNavigationDelegate()
      app.animator = SlowAnimator()
      let own = UIPercentDrivenInteractiveTransition()
      app.interaction = own
      stage.navigation.delegate = app
      enableFullScreenSwipeBack(on: stage)
      stage.navigation.pushViewController(ListScreen(), animated: true)
      stage.settle()
      #expect(swipeBack(stage, to: 300))
      // Baton's release went to its own controller, which drives nothing: the app's still does.
      #expect(stage.navigation.transitionCoordinator?.isInteractive == true)
      own.cancel()
      stage.settle()
      #expect(stage.screenNames == ["HomeScreen", "ListScreen"])
      #expect(stage.lane.isBusy == false)
    }
  }

  @Test func withoutThePanTheProxyVendsNoAnimator() {
    onStage(.deferring) { stage in
      enableFullScreenSwipeBack(on: stage)
      stage.navigation.pushViewController(ListScreen(), animated: true)
      stage.settle()
      let delegate = stage.navigation.delegate
      let animator = delegate?.navigationController(
        stage.navigation,
        animationControllerFor: .pop,
        from: stage.stack[1],
        to: stage.home
      )
      #expect(animator == nil)
    }
  }
}
