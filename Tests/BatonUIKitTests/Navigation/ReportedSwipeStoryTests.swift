import Baton
import BatonUIKit
import Foundation
import HeadlessUIKit
import Testing

/// Swipe-back failures that apps reported against UIKit and the popular swipe-back libraries,
/// replayed through BatonUIKit's public API on every profile where they apply. Each test says
/// which report it replays; Baton's answer is asserted: the swipe begins (and pops once) or is
/// refused, the stack is right, nothing freezes. The root-freeze stories are in
/// ``ReportedRootSwipeStoryTests``, the full-screen ones in
/// ``ReportedFullScreenSwipeStoryTests``.
@MainActor
@Suite struct ReportedSwipeStoryTests {

  /// A custom `leftBarButtonItem` kills UIKit's edge swipe; through Baton it pops, once.
  ///
  /// Reports: https://github.com/lionheart/openradar-mirror/issues/2688 (rdar 19031955) and
  /// https://github.com/aryaxt/iOS-Slide-Menu/issues/104.
  @Test(arguments: Headless.Profile.allCases)
  func aCustomLeftBarButtonItemKeepsTheSwipe(profile: Headless.Profile) {
    onStage(profile) { stage in
      let pops = InteractivePopRecorder(stage)
      defer { pops.stop() }
      let list = ListScreen()
      list.navigationItem.leftBarButtonItem = UIBarButtonItem(customView: UIView())
      stage.navigation.pushViewController(list, animated: true)
      stage.settle()
      let swipe = stage.world.beginInteractivePop(on: stage.navigation)
      #expect(swipe != nil)
      swipe?.update(progress: 0.8)
      swipe?.finish()
      stage.settle()
      #expect(stage.stack == [stage.home])
      #expect(pops.outcomes == [.completed])
      #expect(stage.faults.isEmpty)
    }
  }

  /// A screen that hides the bar and opts out must still refuse every swipe (FDFullscreenPop-
  /// Gesture's `fd_interactivePopDisabled` was ignored with a hidden bar); the refusal says why.
  ///
  /// Report: https://github.com/forkingdog/FDFullscreenPopGesture/issues/177.
  @Test(arguments: Headless.Profile.allCases)
  func anOptedOutScreenWithAHiddenBarRefusesEverySwipe(profile: Headless.Profile) {
    onStage(profile) { stage in
      stage.navigation.pushViewController(LockedScreen(), animated: true)
      stage.navigation.setNavigationBarHidden(true, animated: false)
      stage.settle()
      enableFullScreenSwipeBack(on: stage, keepingContentSwipe: true)
      #expect(stage.world.beginInteractivePop(on: stage.navigation) == nil)
      #expect(stage.world.beginInteractiveContentPop(on: stage.navigation) == nil)
      let pan = fullScreenPan(of: stage.navigation)
      #expect(pan != nil)
      if let pan {
        #expect(
          !stage.world.performPan(
            with: pan,
            from: CGPoint(x: 150, y: 400),
            through: [CGPoint(x: 10, y: 0), CGPoint(x: 250, y: 0)],
            velocity: .zero
          )
        )
      }
      #expect(stage.screenNames == ["HomeScreen", "LockedScreen"])
      let refusals = stage.diagnostics.diagnostics.filter { $0.code == .swipeBackRefused }
      #expect(refusals.count == (profile == .fluid ? 3 : 2))
      let reason = SwipeBackRefusal.optedOut.description
      #expect(refusals.allSatisfy { $0.message.hasSuffix(reason) })
    }
  }

  /// Tapping push and swiping at once ("nested pop animation can result in corrupted navigation
  /// bar"): before iOS 26 Baton refuses the swipe while the push runs; the push completes,
  /// nothing freezes. (On iOS 26 the swipe interrupts the push instead: see the next test.)
  ///
  /// Report: https://github.com/CharlinFeng/SwipeNavigationVC/issues/2.
  @Test(arguments: [Headless.Profile.legacy, .deferring])
  func aSwipeDuringAPushIsRefusedAndThePushCompletes(profile: Headless.Profile) {
    onStage(profile) { stage in
      stage.navigation.pushViewController(ListScreen(), animated: true)
      stage.settle()
      let outcomes = Outcomes()
      stage.navigation.baton.push(DetailScreen(), completion: outcomes.callback("push"))
      stage.advance(0.05)
      #expect(stage.world.beginInteractivePop(on: stage.navigation) == nil)
      #expect(stage.world.beginInteractiveContentPop(on: stage.navigation) == nil)
      stage.settle()
      #expect(outcomes["push"] == [.completed])
      #expect(stage.screenNames == ["HomeScreen", "ListScreen", "DetailScreen"])
      #expect(stage.world.isFrozen(stage.navigation) == false)
      #expect(stage.faults.isEmpty)
    }
  }

  /// The same story on iOS 26, which lets the user interrupt: the edge swipe begins during the
  /// push, the push ends completed at its end position, and the finished swipe pops it; nothing
  /// freezes and the stack is consistent.
  @Test func onIOS26ASwipeDuringAPushInterruptsIt() {
    onStage(.fluid) { stage in
      stage.navigation.pushViewController(ListScreen(), animated: true)
      stage.settle()
      let outcomes = Outcomes()
      stage.navigation.baton.push(DetailScreen(), completion: outcomes.callback("push"))
      stage.advance(0.05)
      let swipe = stage.world.beginInteractivePop(on: stage.navigation)
      #expect(swipe != nil)
      #expect(outcomes["push"] == [.completed])
      swipe?.update(progress: 0.7)
      swipe?.finish()
      stage.settle()
      #expect(outcomes["push"] == [.completed])
      #expect(stage.screenNames == ["HomeScreen", "ListScreen"])
      #expect(stage.world.isFrozen(stage.navigation) == false)
      #expect(stage.faults.isEmpty)
    }
  }

  /// Swiping back twice in quick succession froze Signal: before iOS 26 a second swipe while
  /// the first one's pop still animates is refused; each pop ends once and the stack loses one
  /// screen each. (iOS 26 lets the second swipe interrupt the first: see the next test.)
  ///
  /// Report: https://github.com/signalapp/Signal-iOS/pull/1224.
  @Test(arguments: [Headless.Profile.legacy, .deferring])
  func aSecondSwipeWhileTheFirstFinishesIsRefused(profile: Headless.Profile) {
    onStage(profile) { stage in
      let pops = InteractivePopRecorder(stage)
      defer { pops.stop() }
      stage.navigation.pushViewController(ListScreen(), animated: true)
      stage.navigation.pushViewController(DetailScreen(), animated: true)
      stage.settle()
      let first = stage.world.beginInteractivePop(on: stage.navigation)
      #expect(first != nil)
      first?.update(progress: 0.6)
      first?.finish()
      #expect(stage.world.beginInteractivePop(on: stage.navigation) == nil)
      stage.settle()
      #expect(stage.screenNames == ["HomeScreen", "ListScreen"])
      let second = stage.world.beginInteractivePop(on: stage.navigation)
      #expect(second != nil)
      second?.finish()
      stage.settle()
      #expect(stage.stack == [stage.home])
      #expect(pops.outcomes == [.completed, .completed])
      #expect(stage.world.isFrozen(stage.navigation) == false)
      #expect(stage.faults.isEmpty)
    }
  }

  /// The same quick pair of swipes on iOS 26: the second swipe interrupts the first one's
  /// finishing animation (the first pop ends completed at once) and pops the next screen; each
  /// pop ends once.
  @Test func onIOS26ASecondSwipeInterruptsTheFirstOnesFinish() {
    onStage(.fluid) { stage in
      let pops = InteractivePopRecorder(stage)
      defer { pops.stop() }
      stage.navigation.pushViewController(ListScreen(), animated: true)
      stage.navigation.pushViewController(DetailScreen(), animated: true)
      stage.settle()
      let first = stage.world.beginInteractivePop(on: stage.navigation)
      first?.update(progress: 0.6)
      first?.finish()
      let second = stage.world.beginInteractivePop(on: stage.navigation)
      #expect(second != nil)
      #expect(pops.outcomes == [.completed])
      second?.update(progress: 0.6)
      second?.finish()
      stage.settle()
      #expect(stage.stack == [stage.home])
      #expect(pops.outcomes == [.completed, .completed])
      #expect(stage.world.isFrozen(stage.navigation) == false)
      #expect(stage.faults.isEmpty)
    }
  }

  /// On iOS 26 a back tap while an abandoned swipe still slides back interrupts it: the swipe's
  /// request ends cancelled (the screen stayed), and the tap pops that screen.
  @Test func onIOS26ABackTapInterruptsAnAbandonedSwipeGoingBack() {
    onStage(.fluid) { stage in
      let pops = InteractivePopRecorder(stage)
      defer { pops.stop() }
      stage.navigation.pushViewController(ListScreen(), animated: true)
      stage.navigation.pushViewController(DetailScreen(), animated: true)
      stage.settle()
      let swipe = stage.world.beginInteractivePop(on: stage.navigation)
      swipe?.update(progress: 0.4)
      swipe?.cancel()
      #expect(stage.world.tapBackButton(on: stage.navigation) == .performedBackAction)
      #expect(pops.outcomes == [.cancelled])
      stage.settle()
      #expect(stage.screenNames == ["HomeScreen", "ListScreen"])
      #expect(stage.navigation.topViewController?.navigationItem.backAction == nil)
      #expect(stage.faults.isEmpty)
    }
  }

  /// With a modal (an alert) over the stack, no swipe reaches the stack beneath it.
  ///
  /// Reports: https://github.com/Backelite/MaryPopin/issues/42 (a swipe-back under a popin
  /// left the navigation bar hidden), https://github.com/ianb821/IBActionSheet/issues/16 and
  /// https://github.com/react-navigation/react-navigation/issues/513.
  @Test(arguments: Headless.Profile.allCases)
  func noSwipeBeginsUnderAPresentedAlert(profile: Headless.Profile) {
    onStage(profile) { stage in
      stage.navigation.pushViewController(ListScreen(), animated: true)
      stage.settle()
      stage.navigation.baton.present(AlertScreen())
      stage.settle()
      #expect(stage.world.beginInteractivePop(on: stage.navigation) == nil)
      #expect(stage.world.beginInteractiveContentPop(on: stage.navigation) == nil)
      #expect(stage.screenNames == ["HomeScreen", "ListScreen"])
      #expect(stage.lane.isBusy == false)
      #expect(stage.faults.isEmpty)
    }
  }
}

extension ReportedSwipeStoryTests {
  /// UIKit tells the navigation delegate nothing when the user abandons a swipe (rdar
  /// 21137690), and apps that acted in `viewWillAppear`/`viewWillDisappear` acted on a swipe
  /// that was then cancelled: through Baton the swipe ends `cancelled` on the lane, once, and a
  /// push the screen beneath asks for when it starts to reappear waits for the swipe, then runs
  /// on the stack the user kept.
  ///
  /// Reports: https://github.com/lionheart/openradar-mirror/issues/1114 and
  /// https://github.com/AlphaWallet/alpha-wallet-ios/issues/5145.
  @Test(arguments: Headless.Profile.allCases)
  func aRequestMadeAsTheSwipeBeginsWaitsForTheCancelledSwipe(profile: Headless.Profile) {
    onStage(profile) { stage in
      let pops = InteractivePopRecorder(stage)
      defer { pops.stop() }
      let outcomes = Outcomes()
      let beneath = ReappearingScreen()
      beneath.onReappear = { [weak navigation = stage.navigation] in
        navigation?.baton.push(DetailScreen(), completion: outcomes.callback("push"))
      }
      stage.navigation.pushViewController(beneath, animated: true)
      stage.navigation.pushViewController(ListScreen(), animated: true)
      stage.settle()
      let swipe = stage.world.beginInteractivePop(on: stage.navigation)
      #expect(swipe != nil)
      #expect(beneath.appearances == 2)
      stage.advance(1)
      #expect(outcomes["push"].isEmpty)
      #expect(stage.lane.current?.kind == .interactivePop)
      swipe?.update(progress: 0.3)
      swipe?.cancel()
      stage.settle()
      #expect(pops.outcomes == [.cancelled])
      #expect(outcomes["push"] == [.completed])
      #expect(
        stage.screenNames == ["HomeScreen", "ReappearingScreen", "ListScreen", "DetailScreen"]
      )
      #expect(stage.faults.isEmpty)
    }
  }

  /// A stack inside a sheet swipes back within the sheet; the stack beneath is untouched and
  /// the sheet's root is safe.
  ///
  /// Report: https://github.com/joehinkle11/Lazy-Pop-SwiftUI/issues/2 (swiping back inside a
  /// sheet).
  @Test(arguments: Headless.Profile.allCases)
  func aStackInASheetSwipesBackWithinTheSheet(profile: Headless.Profile) {
    onStage(profile) { stage in
      let sheet = BatonNavigationController(rootViewController: SettingsScreen())
      stage.leaks.watch(sheet)
      stage.navigation.baton.present(sheet)
      stage.settle()
      sheet.baton.push(DetailScreen())
      stage.settle()
      let swipe = stage.world.beginInteractivePop(on: sheet)
      #expect(swipe != nil)
      #expect(stage.lane.current?.kind == .interactivePop)
      swipe?.finish()
      stage.settle()
      #expect(sheet.viewControllers.map { "\(type(of: $0))" } == ["SettingsScreen"])
      #expect(stage.stack == [stage.home])
      #expect(stage.world.beginInteractivePop(on: sheet) == nil)
      #expect(stage.world.isFrozen(sheet) == false)
      #expect(stage.faults.isEmpty)
    }
  }
}

/// A screen that runs ``onReappear`` each time it starts to appear again.
final class ReappearingScreen: Screen {
  private(set) var appearances = 0
  var onReappear: (() -> Void)?

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    appearances += 1
    if appearances > 1 { onReappear?() }
  }
}
