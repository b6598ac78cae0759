import Baton
import BatonUIKit
import Foundation
import HeadlessUIKit
import Testing

/// With the app-wide guard installed, the user's swipe-back on a plain
/// `UINavigationController` is as safe as on a ``BatonNavigationController``: its delegate
/// wrapped (the app's keeps its veto), re-wrapped when the app replaces it, the root safe
/// (F12), a swipe during a transition refused or, on iOS 26, interrupting it (F13) as a back tap
/// does too (A11.1), a custom back button no longer killing the swipe (A5); after `uninstall()`
/// UIKit's behaviour is back.
@MainActor
@Suite struct GuardSwipeBackTests {
  /// How the app replaces the edge swipe's delegate.
  enum Replacement: CaseIterable, CustomStringConvertible {
    /// `interactivePopGestureRecognizer?.delegate = nil`, the classic custom-back-button recipe.
    case cleared
    /// An object of the app's that lets every swipe begin, at the root too.
    case permissive

    var description: String {
      switch self {
      case .cleared: "cleared"
      case .permissive: "permissive"
      }
    }

    /// Replaces the delegate of `gesture` as the app does.
    @MainActor
    func apply(to gesture: UIGestureRecognizer?, permissive: AppGestureDelegate) {
      switch self {
      case .cleared: gesture?.delegate = nil
      case .permissive: gesture?.delegate = permissive
      }
    }
  }

  nonisolated static let replacements: [(Headless.Profile, Replacement)] =
    Headless.Profile.allCases.flatMap { profile in Replacement.allCases.map { (profile, $0) } }

  @Test(arguments: replacements)
  func aPageThatReplacesTheDelegateInViewDidLoadIsSwipedBackAndTheRootNeverFreezes(
    profile: Headless.Profile,
    replacement: Replacement
  ) throws {
    try onGuardedStage(profile) { stage in
      let permissive = AppGestureDelegate()
      let page = CallingScreen(from: .viewDidLoad) { screen in
        replacement.apply(
          to: screen.navigationController?.interactivePopGestureRecognizer,
          permissive: permissive
        )
      }
      stage.navigation.pushViewController(page, animated: true)
      stage.settle()
      let gesture = try #require(stage.navigation.interactivePopGestureRecognizer)
      #expect(gesture.delegate !== permissive)
      #expect(gesture.delegate != nil)
      let swipe = try #require(stage.world.beginInteractivePop(on: stage.navigation))
      #expect(stage.lane.current?.kind == .interactivePop)
      swipe.finish()
      stage.settle()
      #expect(stage.stack == [stage.home])
      #expect(gesture.isEnabled == false)
      #expect(stage.world.beginInteractivePop(on: stage.navigation) == nil)
      #expect(stage.world.isFrozen(stage.navigation) == false)
      stage.navigation.pushViewController(DetailScreen(), animated: true)
      stage.settle()
      #expect(stage.stack.count == 2)
      #expect(stage.faults.isEmpty)
    }
  }

  @Test(arguments: replacements)
  func aDelegateReplacedAtTheRootLeavesTheRootSafe(
    profile: Headless.Profile,
    replacement: Replacement
  ) throws {
    try onGuardedStage(profile) { stage in
      let permissive = AppGestureDelegate()
      stage.navigation.pushViewController(ListScreen(), animated: true)
      stage.navigation.popViewController(animated: true)
      stage.settle()
      let gesture = try #require(stage.navigation.interactivePopGestureRecognizer)
      replacement.apply(to: gesture, permissive: permissive)
      #expect(stage.world.beginInteractivePop(on: stage.navigation) == nil)
      #expect(stage.world.isFrozen(stage.navigation) == false)
      #expect(permissive.shouldBeginCalls == 0)
      stage.navigation.pushViewController(DetailScreen(), animated: true)
      stage.settle()
      #expect(stage.stack.count == 2)
      #expect(stage.faults.isEmpty)
    }
  }

  /// Scenario 15 with the guard: the root's swipe is gated from the moment the
  /// stack is in a window, before the guard intercepts any call on it — installed after the
  /// window showed, or before.
  @Test(arguments: Headless.Profile.allCases, [false, true])
  func theRootIsGatedBeforeAnyCallOnTheStack(
    profile: Headless.Profile,
    installsBeforeTheWindowShows: Bool
  ) throws {
    try onStage(profile, baton: false, showsWindow: !installsBeforeTheWindowShows) { stage in
      BatonGuard.install()
      defer { BatonGuard.uninstall() }
      if installsBeforeTheWindowShows {
        stage.show()
        stage.settle()
      }
      let permissive = AppGestureDelegate()
      let gesture = try #require(stage.navigation.interactivePopGestureRecognizer)
      gesture.delegate = permissive
      #expect(stage.world.beginInteractivePop(on: stage.navigation) == nil)
      #expect(stage.world.isFrozen(stage.navigation) == false)
      stage.navigation.pushViewController(DetailScreen(), animated: true)
      stage.settle()
      #expect(stage.stack.count == 2)
      #expect(stage.faults.isEmpty)
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func aSwipeDuringAPushIsRefusedOrOnFluidInterruptsIt(profile: Headless.Profile) throws {
    try onGuardedStage(profile) { stage in
      let permissive = AppGestureDelegate()
      let list = ListScreen()
      let settings = SettingsScreen()
      stage.navigation.pushViewController(list, animated: true)
      stage.settle()
      stage.navigation.interactivePopGestureRecognizer?.delegate = permissive
      let recorder = LaneRecorder(stage.lane)
      defer { recorder.stop() }
      var preempted: [TransitionKind] = []
      let observation = stage.lane.addObserver { event in
        if case .finished = event.phase, event.preemption != nil { preempted.append(event.kind) }
      }
      defer { observation.cancel() }
      stage.navigation.pushViewController(DetailScreen(), animated: true)
      stage.navigation.pushViewController(settings, animated: true)
      #expect(stage.navigation.transitionCoordinator != nil)
      let swipe = stage.world.beginInteractivePop(on: stage.navigation)
      if profile == .fluid {
        // iOS 26 lets the user interrupt the push: the swipe preempts it on the lane and holds
        // the lane until the finger lets go; the queued push waits.
        let swipe = try #require(swipe)
        #expect(preempted == [.push])
        #expect(stage.lane.current?.kind == .interactivePop)
        #expect(stage.lane.pendingCount == 1)
        swipe.finish()
        stage.settle()
        #expect(stage.stack == [stage.home, list, settings])
      } else {
        #expect(swipe == nil)
        #expect(preempted.isEmpty)
        stage.settle()
        #expect(stage.stack.count == 4)
      }
      #expect(recorder.everyRequestHasOneOutcome)
      #expect(stage.world.isFrozen(stage.navigation) == false)
      #expect(stage.faults.isEmpty)
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func aPageWithACustomLeftBarButtonItemCanStillBeSwipedBack(profile: Headless.Profile) throws {
    try onGuardedStage(profile) { stage in
      let page = ListScreen()
      page.navigationItem.leftBarButtonItem = UIBarButtonItem(customView: UIView())
      stage.navigation.pushViewController(page, animated: true)
      stage.settle()
      let swipe = try #require(stage.world.beginInteractivePop(on: stage.navigation))
      swipe.finish()
      stage.settle()
      #expect(stage.stack == [stage.home])
      #expect(stage.faults.isEmpty)
    }
  }

  /// iOS 26's content swipe (A7) shares UIKit's delegate and is gated the same way.
  @Test func onFluidTheContentSwipeIsGatedToo() throws {
    try onGuardedStage(.fluid) { stage in
      let content = try #require(stage.navigation.interactiveContentPopGestureRecognizer)
      let page = ListScreen()
      page.navigationItem.leftBarButtonItem = UIBarButtonItem(customView: UIView())
      stage.navigation.pushViewController(page, animated: true)
      stage.settle()
      content.delegate = nil
      stage.navigation.pushViewController(DetailScreen(), animated: true)
      stage.settle()
      #expect(content.delegate != nil)
      let swipe = try #require(stage.world.beginInteractiveContentPop(on: stage.navigation))
      #expect(stage.lane.current?.kind == .interactivePop)
      swipe.finish()
      stage.settle()
      // The page's custom back button does not kill the content swipe either.
      let second = try #require(stage.world.beginInteractiveContentPop(on: stage.navigation))
      second.finish()
      stage.settle()
      #expect(stage.stack == [stage.home])
      #expect(content.isEnabled == false)
      #expect(stage.world.beginInteractiveContentPop(on: stage.navigation) == nil)
      #expect(stage.world.isFrozen(stage.navigation) == false)
      #expect(stage.faults.isEmpty)
    }
  }

  /// A11.1: on iOS 26 a back tap during a push on a plain stack interrupts it, through the
  /// `backAction` the guard lends the pushed screen's item for the length of the push.
  @Test func onFluidABackTapDuringAPushOnAPlainStackPreemptsIt() {
    onGuardedStage(.fluid) { stage in
      let list = ListScreen()
      let detail = DetailScreen()
      stage.navigation.pushViewController(list, animated: true)
      stage.settle()
      #expect(list.navigationItem.backAction == nil, "nothing is lent at rest")
      let recorder = LaneRecorder(stage.lane)
      defer { recorder.stop() }
      stage.navigation.pushViewController(detail, animated: true)
      stage.navigation.pushViewController(SettingsScreen(), animated: true)
      #expect(detail.navigationItem.backAction != nil)
      #expect(stage.world.tapBackButton(on: stage.navigation) == .performedBackAction)
      #expect(stage.lane.current?.kind == .pop)
      #expect(stage.lane.pendingCount == 1)
      #expect(stage.stack == [stage.home, list], "the pop happened at once")
      #expect(detail.navigationItem.backAction == nil, "taken back when the push ended")
      stage.settle()
      #expect(recorder.started == [.push, .pop, .push])
      #expect(recorder.everyRequestHasOneOutcome)
      #expect(stage.screenNames == ["HomeScreen", "ListScreen", "SettingsScreen"])
      #expect(list.navigationItem.backAction == nil)
      #expect(stage.faults.isEmpty)
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func theAppsDelegateThatAnswersFalseStillVetoes(profile: Headless.Profile) throws {
    try onGuardedStage(profile) { stage in
      let refusing = AppGestureDelegate()
      refusing.allowsBegin = false
      stage.navigation.pushViewController(ListScreen(), animated: true)
      stage.settle()
      let gesture = try #require(stage.navigation.interactivePopGestureRecognizer)
      gesture.delegate = refusing
      stage.navigation.pushViewController(DetailScreen(), animated: true)
      stage.settle()
      #expect(gesture.delegate !== refusing)
      #expect(stage.world.beginInteractivePop(on: stage.navigation) == nil)
      #expect(refusing.shouldBeginCalls == 1)
      #expect(stage.stack.count == 3)
      refusing.allowsBegin = true
      let swipe = try #require(stage.world.beginInteractivePop(on: stage.navigation))
      swipe.finish()
      stage.settle()
      #expect(stage.stack.count == 2)
      #expect(stage.faults.isEmpty)
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func afterUninstallUIKitsBehaviourIsBack(profile: Headless.Profile) throws {
    try onStage(profile, baton: false) { stage in
      let gesture = try #require(stage.navigation.interactivePopGestureRecognizer)
      let uikits = gesture.delegate
      BatonGuard.install()
      let page = ListScreen()
      page.navigationItem.leftBarButtonItem = UIBarButtonItem(customView: UIView())
      stage.navigation.pushViewController(DetailScreen(), animated: true)
      stage.navigation.pushViewController(page, animated: true)
      stage.settle()
      #expect(gesture.delegate !== uikits)
      BatonGuard.uninstall()
      #expect(gesture.delegate === uikits)
      #expect(gesture.isEnabled)
      // UIKit's own delegate refuses again for the custom back button (A5).
      #expect(stage.world.beginInteractivePop(on: stage.navigation) == nil)
      stage.navigation.popToRootViewController(animated: false)
      stage.settle()
      // UIKit's own root rule again: nothing wraps a delegate the app clears (F12).
      gesture.delegate = nil
      _ = stage.world.beginInteractivePop(on: stage.navigation)
      #expect(stage.world.isFrozen(stage.navigation))
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func whileUninstalledAGateKeptByTheAppOnlyForwards(profile: Headless.Profile) throws {
    try onStage(profile, baton: false) { stage in
      let gesture = try #require(stage.navigation.interactivePopGestureRecognizer)
      let permissive = AppGestureDelegate()
      BatonGuard.install()
      stage.navigation.pushViewController(ListScreen(), animated: true)
      stage.settle()
      gesture.delegate = permissive
      // A screen that opts out of the swipe: the gate refuses it while the guard is on.
      stage.navigation.pushViewController(LockedScreen(), animated: true)
      stage.settle()
      let gate = gesture.delegate
      #expect(gate !== permissive)
      #expect(stage.world.beginInteractivePop(on: stage.navigation) == nil)
      BatonGuard.uninstall()
      #expect(gesture.delegate === permissive)
      // The app puts the gate back itself (kept in a wrapper of its own, say): it decides
      // nothing now, and only the app's delegate is asked.
      gesture.delegate = gate
      let swipe = stage.world.beginInteractivePop(on: stage.navigation)
      #expect(swipe != nil)
      #expect(permissive.shouldBeginCalls == 1)
      swipe?.cancel()
      stage.settle()
      #expect(stage.stack.count == 3)
    }
  }

  /// An app that replaced the delegate loses UIKit's refusal while the bar animates its
  /// visibility (`setNavigationBarHidden(_:animated: true)`); the guard notes the animation and
  /// its gate refuses, as UIKit's delegate and Baton's controller do.
  @Test(arguments: replacements)
  func aSwipeWhileTheBarAnimatesIsRefused(
    profile: Headless.Profile,
    replacement: Replacement
  ) throws {
    try onGuardedStage(profile) { stage in
      let permissive = AppGestureDelegate()
      stage.navigation.pushViewController(DetailScreen(), animated: false)
      stage.settle()
      replacement.apply(
        to: stage.navigation.interactivePopGestureRecognizer,
        permissive: permissive
      )
      stage.navigation.setNavigationBarHidden(true, animated: true)
      #expect(stage.world.beginInteractivePop(on: stage.navigation) == nil)
      stage.settle()
      let swipe = try #require(stage.world.beginInteractivePop(on: stage.navigation))
      swipe.finish()
      stage.settle()
      #expect(stage.stack == [stage.home])
      #expect(stage.faults.isEmpty, "\(stage.faults)")
    }
  }
}
