import Foundation
import HeadlessUIKit
import Testing

/// Docs/UIKitFacts.md A7: the content swipe's touch reports the view under the finger, as
/// UIKit's hit test gives it, and a scroll view's pan waits for the content swipe by UIKit's
/// own rule (D26) only where it cannot scroll horizontally or sits at its leading edge, not
/// decelerating or bouncing.
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

    init(offset: CGFloat = 0, rightToLeft: Bool = false) {
      let stage = self.stage
      page = stage.screen("B")
      let page = self.page
      let delegate = self.delegate
      carousel = stage.world.run {
        if rightToLeft { stage.navigation.view.semanticContentAttribute = .forceRightToLeft }
        let carousel = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
        carousel.contentSize = CGSize(width: 1170, height: 800)
        carousel.contentOffset = CGPoint(x: offset, y: 0)
        page.view.addSubview(carousel)
        stage.navigation.pushViewController(page, animated: false)
        stage.navigation.interactiveContentPopGestureRecognizer?.delegate = delegate
        return carousel
      }
      stage.settle()
    }

    func swipe(touching view: UIView?) -> Headless.SwipeAttempt {
      stage.world.run {
        stage.world.attemptInteractiveContentPop(on: stage.navigation, touching: view)
      }
    }
  }

  @Test func a7TheTouchReportsTheViewUnderTheFinger() {
    let carousel = CarouselStage()
    #expect(carousel.swipe(touching: carousel.carousel).outcome == .began)
    #expect(carousel.delegate.touchedViews.count == 1)
    #expect(carousel.delegate.touchedViews.first == carousel.carousel)
  }

  @Test func a7WithoutATouchedViewTheTouchReportsTheNavigationControllersView() {
    let carousel = CarouselStage()
    #expect(carousel.swipe(touching: nil).outcome == .began)
    #expect(carousel.delegate.touchedViews.first == carousel.stage.navigation.view)
  }

  @Test func a7AViewOutsideTheNavigationControllerGetsNoSwipe() {
    let carousel = CarouselStage()
    let stray = carousel.stage.world.run { UIView() }
    #expect(carousel.swipe(touching: stray).outcome == .notDelivered)
    #expect(carousel.delegate.touchedViews.isEmpty)
    #expect(carousel.stage.navigation.viewControllers.count == 2)
  }

  @Test func a7AtItsLeadingEdgeAScrollViewsPanWaitsForTheContentSwipe() {
    let carousel = CarouselStage(offset: 0)
    #expect(carousel.swipe(touching: carousel.carousel).outcome == .began)
    #expect(carousel.delegate.askedToBegin == 1)
  }

  @Test func a7AwayFromItsLeadingEdgeTheScrollViewScrollsAndTheSwipeNeverBegins() {
    let carousel = CarouselStage(offset: 390)
    let attempt = carousel.swipe(touching: carousel.carousel)
    #expect(attempt.outcome == .takenByOtherRecognizer)
    #expect(attempt.winner === carousel.carousel.panGestureRecognizer)
    #expect(carousel.delegate.touchedViews.count == 1)  // the touch was delivered
    #expect(carousel.delegate.askedToBegin == 0)
  }

  @Test func a7ADeceleratingOrBouncingScrollViewDoesNotWaitEvenAtItsLeadingEdge() {
    let decelerating = CarouselStage(offset: 0)
    decelerating.stage.world.beginDeceleration(of: decelerating.carousel, lasting: 0.5)
    #expect(decelerating.swipe(touching: decelerating.carousel).outcome == .takenByOtherRecognizer)
    decelerating.stage.advance(by: 0.5)
    #expect(decelerating.carousel.isDecelerating == false)
    let bouncing = CarouselStage(offset: -20)
    #expect(bouncing.swipe(touching: bouncing.carousel).outcome == .takenByOtherRecognizer)
  }

  @Test func a7AScrollViewThatCannotScrollHorizontallyWaits() {
    let narrow = CarouselStage(offset: 0)
    narrow.stage.world.run { narrow.carousel.contentSize = CGSize(width: 390, height: 2_000) }
    #expect(narrow.swipe(touching: narrow.carousel).outcome == .began)
    let disabled = CarouselStage(offset: 390)
    disabled.stage.world.run { disabled.carousel.isScrollEnabled = false }
    #expect(disabled.swipe(touching: disabled.carousel).outcome == .began)
  }

  @Test func a7RightToLeftTheLeadingEdgeIsTheContentsRightEnd() {
    let atRightEnd = CarouselStage(offset: 780, rightToLeft: true)
    #expect(atRightEnd.swipe(touching: atRightEnd.carousel).outcome == .began)
    let atLeftEnd = CarouselStage(offset: 0, rightToLeft: true)
    #expect(atLeftEnd.swipe(touching: atLeftEnd.carousel).outcome == .takenByOtherRecognizer)
  }

  @Test(arguments: [false, true])
  func a7AScrollViewsPanTheAppMadeWaitLetsTheSwipeBeginAnywhere(viaDelegate: Bool) throws {
    let carousel = CarouselStage(offset: 390)
    let content = try #require(carousel.stage.navigation.interactiveContentPopGestureRecognizer)
    if viaDelegate {
      carousel.delegate.waitingPan = carousel.carousel.panGestureRecognizer
    } else {
      carousel.stage.world.run { carousel.carousel.panGestureRecognizer.require(toFail: content) }
    }
    #expect(carousel.swipe(touching: carousel.carousel).outcome == .began)
  }
}
