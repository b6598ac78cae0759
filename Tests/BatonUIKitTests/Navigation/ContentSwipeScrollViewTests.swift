import Baton
import BatonUIKit
import Foundation
import HeadlessUIKit
import Testing

/// iOS 26's content swipe inside a horizontal scroll view (Docs/UIKitFacts.md A7): UIKit's own
/// rule lets the scroll view scroll away from its leading edge (the swipe never reaches Baton's
/// gate, and Baton makes nothing wait) and makes it wait at that edge, where Baton lets the
/// swipe pop (right-to-left mirrored).
@MainActor
@Suite struct ContentSwipeScrollViewTests {
  /// Pushes a page holding a carousel three pages wide; returns the page and its carousel.
  private func carouselPage(
    on stage: Stage,
    rightToLeft: Bool = false
  ) -> (ListScreen, UIScrollView) {
    if rightToLeft { stage.navigation.view.semanticContentAttribute = .forceRightToLeft }
    let page = ListScreen()
    let carousel = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
    carousel.contentSize = CGSize(width: 1170, height: 800)
    page.view.addSubview(carousel)
    stage.navigation.pushViewController(page, animated: true)
    stage.settle()
    return (page, carousel)
  }

  @Test func midCarouselTheScrollViewScrollsAndIsNotDelayed() {
    onStage(.fluid) { stage in
      let (page, carousel) = carouselPage(on: stage)
      carousel.contentOffset = CGPoint(x: 390, y: 0)
      let attempt = stage.world.attemptInteractiveContentPop(
        on: stage.navigation,
        touching: carousel
      )
      #expect(attempt.outcome == .takenByOtherRecognizer)
      #expect(attempt.winner === carousel.panGestureRecognizer)
      #expect(stage.stack.last === page)
      #expect(stage.lane.isBusy == false)
      #expect(stage.diagnostics.codes.isEmpty)  // the gate was never asked
    }
  }

  @Test func atTheLeadingEdgeTheSwipePops() {
    onStage(.fluid) { stage in
      let (_, carousel) = carouselPage(on: stage)
      let swipe = stage.world.beginInteractiveContentPop(on: stage.navigation, touching: carousel)
      #expect(swipe != nil)
      #expect(stage.lane.current?.kind == .interactivePop)
      swipe?.update(progress: 0.6)
      swipe?.finish()
      stage.settle()
      #expect(stage.screenNames == ["HomeScreen"])
      #expect(stage.diagnostics.codes.isEmpty)
    }
  }

  @Test func inARightToLeftLayoutTheLeadingEdgeIsTheRightOne() {
    onStage(.fluid) { stage in
      let (page, carousel) = carouselPage(on: stage, rightToLeft: true)
      carousel.contentOffset = .zero  // the left end: away from the leading edge
      #expect(
        stage.world.beginInteractiveContentPop(on: stage.navigation, touching: carousel) == nil
      )
      #expect(stage.stack.last === page)
      carousel.contentOffset = CGPoint(x: 780, y: 0)  // the right end: the leading edge
      let swipe = stage.world.beginInteractiveContentPop(on: stage.navigation, touching: carousel)
      #expect(swipe != nil)
      swipe?.finish()
      stage.settle()
      #expect(stage.screenNames == ["HomeScreen"])
    }
  }

  @Test func withNoScrollViewUnderTheFingerTheSwipePops() {
    onStage(.fluid) { stage in
      let (page, carousel) = carouselPage(on: stage)
      carousel.contentOffset = CGPoint(x: 390, y: 0)
      let label = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 40))
      page.view.addSubview(label)
      let swipe = stage.world.beginInteractiveContentPop(on: stage.navigation, touching: label)
      #expect(swipe != nil)
      swipe?.finish()
      stage.settle()
      #expect(stage.screenNames == ["HomeScreen"])
    }
  }

  @Test func theGateMakesNoScrollViewWaitForTheContentSwipeButEveryOneWaitForTheEdge() {
    onStage(.fluid) { stage in
      let (page, carousel) = carouselPage(on: stage)
      let vertical = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
      vertical.contentSize = CGSize(width: 390, height: 3_000)
      page.view.addSubview(vertical)
      let content = stage.navigation.interactiveContentPopGestureRecognizer
      let edge = stage.navigation.interactivePopGestureRecognizer
      @MainActor func waits(_ pan: UIGestureRecognizer, for gesture: UIGestureRecognizer?) -> Bool?
      {
        guard let gesture else { return nil }
        return gesture.delegate?.gestureRecognizer(gesture, shouldBeRequiredToFailBy: pan)
      }
      #expect(waits(carousel.panGestureRecognizer, for: content) == false)
      #expect(waits(vertical.panGestureRecognizer, for: content) == false)
      #expect(waits(carousel.panGestureRecognizer, for: edge) == true)
      #expect(waits(vertical.panGestureRecognizer, for: edge) == true)
    }
  }
}
