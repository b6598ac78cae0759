import Foundation
import HeadlessUIKit
import Testing

/// Docs/UIKitFacts.md A7: the content swipe's touch reports the view under the finger, as
/// UIKit's hit test gives it; whether a horizontal scroll view's own pan takes the swipe first
/// is a world assumption, switched both ways here.
@MainActor
@Suite struct ContentPopTouchTests {
  /// A fluid stage two screens deep whose top page holds a carousel three pages wide, the
  /// content swipe's delegate replaced by `delegate`.
  @MainActor
  private struct CarouselStage {
    let stage = NavigationStage(profile: .fluid)
    let page: LoggingViewController
    let carousel: UIScrollView
    let delegate = TouchRecordingGestureDelegate()

    init(scrollViewPanTakesContentSwipe: Bool = false) {
      let stage = self.stage
      stage.world.assumptions.swipeBack.scrollViewPanTakesContentSwipe =
        scrollViewPanTakesContentSwipe
      page = stage.screen("B")
      let page = self.page
      let delegate = self.delegate
      carousel = stage.world.run {
        let carousel = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
        carousel.contentSize = CGSize(width: 1170, height: 800)
        page.view.addSubview(carousel)
        stage.navigation.pushViewController(page, animated: false)
        stage.navigation.interactiveContentPopGestureRecognizer?.delegate = delegate
        return carousel
      }
      stage.settle()
    }

    func swipe(touching view: UIView?) -> Headless.InteractivePop? {
      stage.world.run {
        stage.world.beginInteractiveContentPop(on: stage.navigation, touching: view)
      }
    }
  }

  @Test func a7TheTouchReportsTheViewUnderTheFinger() {
    let carousel = CarouselStage()
    #expect(carousel.swipe(touching: carousel.carousel) != nil)
    #expect(carousel.delegate.touchedViews.count == 1)
    #expect(carousel.delegate.touchedViews.first == carousel.carousel)
  }

  @Test func a7WithoutATouchedViewTheTouchReportsTheNavigationControllersView() {
    let carousel = CarouselStage()
    #expect(carousel.swipe(touching: nil) != nil)
    #expect(carousel.delegate.touchedViews.first == carousel.stage.navigation.view)
  }

  @Test func a7AViewOutsideTheNavigationControllerGetsNoSwipe() {
    let carousel = CarouselStage()
    let stray = carousel.stage.world.run { UIView() }
    #expect(carousel.swipe(touching: stray) == nil)
    #expect(carousel.delegate.touchedViews.isEmpty)
    #expect(carousel.stage.navigation.viewControllers.count == 2)
  }

  @Test(arguments: [false, true])
  func a7AScrollViewsPanTakesTheSwipeOnlyWhenAssumed(takes: Bool) {
    let carousel = CarouselStage(scrollViewPanTakesContentSwipe: takes)
    // At its leading edge too: the scroll view's pan begins and bounces.
    #expect((carousel.swipe(touching: carousel.carousel) == nil) == takes)
    #expect(carousel.delegate.touchedViews.count == 1)  // the touch was delivered either way
    #expect(carousel.delegate.askedToBegin == (takes ? 0 : 1))
  }

  @Test(arguments: [false, true])
  func a7AScrollViewsPanThatWaitsForTheSwipeLetsItBegin(viaDelegate: Bool) throws {
    let carousel = CarouselStage(scrollViewPanTakesContentSwipe: true)
    let content = try #require(carousel.stage.navigation.interactiveContentPopGestureRecognizer)
    if viaDelegate {
      carousel.delegate.waitingPan = carousel.carousel.panGestureRecognizer
    } else {
      carousel.stage.world.run { carousel.carousel.panGestureRecognizer.require(toFail: content) }
    }
    #expect(carousel.swipe(touching: carousel.carousel) != nil)
  }

  @Test func a7OnlyAHorizontallyScrollableEnabledScrollViewTakesTheSwipe() {
    let narrow = CarouselStage(scrollViewPanTakesContentSwipe: true)
    narrow.stage.world.run { narrow.carousel.contentSize = CGSize(width: 390, height: 2_000) }
    #expect(narrow.swipe(touching: narrow.carousel) != nil)
    let disabled = CarouselStage(scrollViewPanTakesContentSwipe: true)
    disabled.stage.world.run { disabled.carousel.isScrollEnabled = false }
    #expect(disabled.swipe(touching: disabled.carousel) != nil)
    let outside = CarouselStage(scrollViewPanTakesContentSwipe: true)
    #expect(outside.swipe(touching: outside.page.view) != nil)
  }

  @Test func a7TheDefaultLetsTheContentSwipesDelegateAloneDecide() {
    #expect(Headless.Assumptions.SwipeBack().scrollViewPanTakesContentSwipe == false)
  }
}
