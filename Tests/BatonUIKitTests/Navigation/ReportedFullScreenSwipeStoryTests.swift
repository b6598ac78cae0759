import Baton
import BatonUIKit
import Foundation
import HeadlessUIKit
import Testing

/// Reported failures of full-screen and full-width swipe-backs (FDFullscreenPopGesture and its
/// kin, react-native-screens, iOS 26's content swipe), replayed through
/// ``BatonNavigationController/isFullScreenSwipeBackEnabled`` on every profile, and on fluid
/// through the system's content swipe too. Each test says which report it replays.
@MainActor
@Suite struct ReportedFullScreenSwipeStoryTests {
  nonisolated static let profiles: [Headless.Profile] = [.legacy, .deferring, .fluid]

  /// Pushes `page`, turns the option on; returns it.
  @discardableResult
  private func prepare<Page: UIViewController>(_ stage: Stage, _ page: Page) -> Page {
    stage.navigation.pushViewController(page, animated: true)
    stage.settle()
    enableFullScreenSwipeBack(on: stage)
    return page
  }

  /// A pan on `view` (nil: the page) from the middle of the page to `x`.
  private func swipe(_ stage: Stage, to x: CGFloat, dy: CGFloat = 0, on view: UIView? = nil)
    -> Bool
  {
    guard let pan = fullScreenPan(of: stage.navigation) else { return false }
    return stage.world.performPan(
      with: pan,
      from: CGPoint(x: 150, y: 400),
      on: view,
      through: [CGPoint(x: x >= 0 ? 10 : -10, y: dy / 10), CGPoint(x: x, y: dy)],
      velocity: .zero
    )
  }

  /// A horizontal scroll view three pages wide, on `page`.
  private func carousel(
    on page: UIView,
    frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 800)
  )
    -> UIScrollView
  {
    let scrollView = UIScrollView(frame: frame)
    scrollView.contentSize = CGSize(width: frame.width * 3, height: frame.height)
    page.addSubview(scrollView)
    return scrollView
  }

  /// Dragging a slider on a page swiped the page away; a pan on the slider (its thumb
  /// included) is refused, a pan beside it pops.
  ///
  /// Reports: https://github.com/forkingdog/FDFullscreenPopGesture/issues/115,
  /// https://github.com/forkingdog/FDFullscreenPopGesture/issues/196 and
  /// https://github.com/finn-no/charcoal-ios/pull/269.
  @Test(arguments: profiles)
  func aPanOnASliderMovesTheSliderNotThePage(profile: Headless.Profile) {
    onStage(profile) { stage in
      let page = prepare(stage, ListScreen())
      let slider = UIControl(frame: CGRect(x: 20, y: 380, width: 350, height: 40))
      let thumb = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
      slider.addSubview(thumb)
      page.view.addSubview(slider)
      #expect(!swipe(stage, to: 250, on: thumb))
      #expect(!swipe(stage, to: 250, on: slider))
      #expect(stage.screenNames == ["HomeScreen", "ListScreen"])
      #expect(swipe(stage, to: 250))
      stage.settle()
      #expect(stage.screenNames == ["HomeScreen"])
      #expect(stage.faults.isEmpty)
    }
  }

  /// A pager (a horizontal paging scroll view): on its first page the swipe pops (it did not,
  /// ZXNavigationBar #29), on a later page the pager pages (FDFullscreenPopGesture #61).
  ///
  /// Reports: https://github.com/SmileZXLee/ZXNavigationBar/issues/29,
  /// https://github.com/forkingdog/FDFullscreenPopGesture/issues/61 and
  /// https://github.com/pujiaxin33/JXPagingView/issues/87.
  @Test(arguments: profiles)
  func aPagerPagesBackThenTheFirstPageSwipesBack(profile: Headless.Profile) {
    onStage(profile) { stage in
      let page = prepare(stage, ListScreen())
      let pager = carousel(on: page.view)
      let list = UIScrollView(frame: CGRect(x: 390, y: 0, width: 390, height: 800))
      list.contentSize = CGSize(width: 390, height: 4000)
      pager.addSubview(list)
      pager.contentOffset = CGPoint(x: 390, y: 0)
      #expect(!swipe(stage, to: 250, on: list))
      pager.contentOffset = .zero
      #expect(swipe(stage, to: 250, on: list))
      stage.settle()
      #expect(stage.screenNames == ["HomeScreen"])
    }
  }

  /// A carousel at its start inside a pager turned to its second page: the swipe must page
  /// the pager back, not pop the screen (the pager is not at its leading edge).
  ///
  /// Reports: https://github.com/forkingdog/FDFullscreenPopGesture/issues/27 (scroll views
  /// nested in a paging scroll view) and
  /// https://github.com/l1Dan/NXNavigationExtension/issues/33.
  @Test(arguments: profiles)
  func aCarouselAtItsStartInsideATurnedPagerDoesNotPop(profile: Headless.Profile) {
    onStage(profile) { stage in
      let page = prepare(stage, ListScreen())
      let pager = carousel(on: page.view)
      let inner = carousel(on: pager, frame: CGRect(x: 390, y: 100, width: 390, height: 200))
      pager.contentOffset = CGPoint(x: 390, y: 0)
      #expect(!swipe(stage, to: 250, on: inner))
      #expect(stage.screenNames == ["HomeScreen", "ListScreen"])
      let reason = SwipeBackRefusal.scrollViewNotAtLeadingEdge.description
      #expect(stage.diagnostics.diagnostics.last?.message.hasSuffix(reason) == true)
      pager.contentOffset = .zero
      #expect(swipe(stage, to: 250, on: inner))
      stage.settle()
      #expect(stage.screenNames == ["HomeScreen"])
    }
  }

  /// iOS 26's content swipe in the same nested pager: refused while the pager is turned.
  ///
  /// Report: https://github.com/software-mansion/react-native-screens/issues/3302 (the content
  /// swipe began over a scroll view).
  @Test func theContentSwipeInATurnedPagerDoesNotPop() {
    onStage(.fluid) { stage in
      let page = ListScreen()
      stage.navigation.pushViewController(page, animated: true)
      stage.settle()
      let pager = carousel(on: page.view)
      let inner = carousel(on: pager, frame: CGRect(x: 390, y: 100, width: 390, height: 200))
      pager.contentOffset = CGPoint(x: 390, y: 0)
      #expect(stage.world.beginInteractiveContentPop(on: stage.navigation, touching: inner) == nil)
      pager.contentOffset = .zero
      let swipe = stage.world.beginInteractiveContentPop(on: stage.navigation, touching: inner)
      #expect(swipe != nil)
      swipe?.finish()
      stage.settle()
      #expect(stage.screenNames == ["HomeScreen"])
    }
  }

  /// `fullScreenGestureEnabled` stopped working on screens with a (vertical) ScrollView: a
  /// vertical scroll view does not stand in the swipe's way, and a vertical pan on it scrolls.
  ///
  /// Report: https://github.com/software-mansion/react-native-screens/issues/3302.
  @Test(arguments: profiles)
  func aVerticalScrollViewDoesNotBlockTheSwipe(profile: Headless.Profile) {
    onStage(profile) { stage in
      let page = prepare(stage, ListScreen())
      let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
      list.contentSize = CGSize(width: 390, height: 4000)
      list.contentOffset = CGPoint(x: 0, y: 900)
      page.view.addSubview(list)
      #expect(!swipe(stage, to: 20, dy: 300, on: list))
      #expect(swipe(stage, to: 250, on: list))
      stage.settle()
      #expect(stage.screenNames == ["HomeScreen"])
    }
  }

  /// Swipe-back in a right-to-left layout went the wrong way: it is a right-to-left pan, and
  /// inside a carousel the leading edge is its right end.
  ///
  /// Reports: https://github.com/react-navigation/react-navigation/issues/4118 and
  /// https://github.com/ionic-team/ionic-framework/pull/24866.
  @Test(arguments: profiles)
  func rightToLeftSwipesFromTheRightAndACarouselsLeadingEdgeIsItsRightEnd(
    profile: Headless.Profile
  ) {
    onStage(profile) { stage in
      let page = prepare(stage, ListScreen())
      stage.navigation.view.semanticContentAttribute = .forceRightToLeft
      let scroller = carousel(on: page.view)
      #expect(!swipe(stage, to: 250, on: scroller))
      #expect(!swipe(stage, to: -250, on: scroller))
      scroller.contentOffset = CGPoint(x: 780, y: 0)
      #expect(!swipe(stage, to: 250, on: scroller))
      #expect(swipe(stage, to: -250, on: scroller))
      stage.settle()
      #expect(stage.screenNames == ["HomeScreen"])
    }
  }

  /// A navigation delegate that implements `animationControllerFor` (returning nil) broke the
  /// edge swipe: the radar saw UIKit leave the gesture's delegate nil (rdar 15215690), which is
  /// replayed here. With Baton's proxy in place both the edge swipe and the pan pop, the root
  /// stays safe, and the app's delegate hears every change.
  ///
  /// Reports: https://github.com/lionheart/openradar-mirror/issues/4382 and
  /// https://github.com/software-mansion/react-native-screens/pull/3173.
  ///
  /// Not on legacy: there the swipe's pop runs the delegate's animator (A10), so UIKit of that
  /// era, and Baton's gate with it, refuse the edge swipe whenever the delegate implements the
  /// animator method (A5 R1 legacy; `SwipeBackBuiltinInteractionTests`).
  @Test(arguments: [Headless.Profile.deferring, .fluid])
  func anAnimatorQueryReturningNilBreaksNoSwipe(profile: Headless.Profile) {
    onStage(profile) { stage in
      let app = ShowRecordingNavigationDelegate()
      stage.navigation.delegate = app
      stage.navigation.interactivePopGestureRecognizer?.delegate = nil
      stage.navigation.pushViewController(ListScreen(), animated: true)
      prepare(stage, DetailScreen())
      let edge = stage.world.beginInteractivePop(on: stage.navigation)
      #expect(edge != nil)
      edge?.finish()
      stage.settle()
      #expect(swipe(stage, to: 250))
      stage.settle()
      #expect(stage.stack == [stage.home])
      #expect(stage.world.beginInteractivePop(on: stage.navigation) == nil)
      #expect(stage.world.isFrozen(stage.navigation) == false)
      #expect(app.didShow.suffix(2) == ["ListScreen", "HomeScreen"])
      #expect(app.animatorQueries >= 2)
    }
  }

  /// The app's own pop animator was ignored by the swipe (ZoomTransitioning #6,
  /// RMPZoomTransitionAnimator #1): Baton's pan drives the app's animator, once.
  ///
  /// Reports: https://github.com/WorldDownTown/ZoomTransitioning/issues/6 and
  /// https://github.com/recruit-mp/RMPZoomTransitionAnimator/issues/1.
  @Test(arguments: profiles)
  func thePanDrivesTheAppsOwnAnimator(profile: Headless.Profile) {
    onStage(profile) { stage in
      let app = ShowRecordingNavigationDelegate()
      stage.navigation.delegate = app
      prepare(stage, ListScreen())
      app.animator = SlowAnimator()
      let probe = PanProbe(navigation: stage.navigation) { stage.lane }
      fullScreenPan(of: stage.navigation)?.addTarget(probe, action: Selector(("probe:")))
      #expect(swipe(stage, to: 300))
      #expect(probe.durationAtBegin == 1)
      #expect(probe.laneKindAtBegin == .interactivePop)
      stage.settle()
      #expect(stage.screenNames == ["HomeScreen"])
      #expect(stage.faults.isEmpty)
    }
  }
}

extension ReportedFullScreenSwipeStoryTests {
  /// Screens switched the swipe-back off in `viewWillDisappear` and on in `viewWillAppear`
  /// (FDFullscreenPopGesture's per-screen flag, charcoal's slider screens); a pop the pan
  /// drives makes the top screen disappear while the finger is still down. Turning the option
  /// off then must not strand the pop: it still finishes or cancels, once, and nothing freezes.
  ///
  /// Reports: https://github.com/finn-no/charcoal-ios/pull/269 and
  /// https://github.com/forkingdog/FDFullscreenPopGesture/issues/177.
  @Test(arguments: profiles, [250, 60] as [CGFloat])
  func turningTheOptionOffAsThePageDisappearsDoesNotStrandThePop(
    profile: Headless.Profile,
    distance: CGFloat
  ) {
    onStage(profile) { stage in
      let pops = InteractivePopRecorder(stage)
      defer { pops.stop() }
      let page = prepare(stage, OptionTogglingScreen())
      #expect(swipe(stage, to: distance))
      #expect(page.disappearances == 1)
      stage.settle()
      let finished = distance > 195
      #expect(pops.outcomes == [finished ? .completed : .cancelled])
      #expect(
        stage.screenNames == (finished ? ["HomeScreen"] : ["HomeScreen", "OptionTogglingScreen"])
      )
      #expect(stage.world.isFrozen(stage.navigation) == false)
      #expect(stage.faults.isEmpty)
      let navigation = stage.navigation as? BatonNavigationController
      #expect(navigation?.isFullScreenSwipeBackEnabled == !finished)
      #expect((fullScreenPan(of: stage.navigation) != nil) == !finished)
      #expect((stage.navigation.delegate != nil) == !finished)
      let outcomes = Outcomes()
      stage.navigation.baton.push(DetailScreen(), completion: outcomes.callback("push"))
      stage.settle()
      #expect(outcomes["push"] == [.completed])
    }
  }

}

/// A screen that turns its stack's full-screen swipe-back on as it appears and off as it
/// disappears.
final class OptionTogglingScreen: Screen {
  private(set) var disappearances = 0

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    (navigationController as? BatonNavigationController)?.isFullScreenSwipeBackEnabled = true
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    disappearances += 1
    (navigationController as? BatonNavigationController)?.isFullScreenSwipeBackEnabled = false
  }
}
