import Foundation
import HeadlessUIKit
import Testing

/// Docs/UIKitFacts.md A12: the recognizers under the finger compete for it; UIKit's own
/// delegate makes them wait for the edge swipe (its private answer), a replaced delegate loses
/// that unless it answers the public `gestureRecognizer(_:shouldBeRequiredToFailBy:)`.
@MainActor
@Suite struct GestureCompetitionTests {
  nonisolated static let profiles: [Headless.Profile] = [.legacy, .deferring, .fluid]

  @Test(arguments: profiles)
  func a11WithUIKitsDelegateTheEdgeSwipeWinsOverACarouselTouchingTheEdge(
    profile: Headless.Profile
  ) {
    let stage = NavigationStage(profile: profile)
    let carousel = stage.makeCarousel()
    _ = stage.pushPage(holding: carousel)
    let attempt = stage.edgeSwipe(touching: carousel)
    #expect(attempt.outcome == .began)
    #expect(attempt.winner === stage.navigation.interactivePopGestureRecognizer)
    #expect(attempt.pop?.isDrivingTransition == true)
  }

  @Test(arguments: profiles)
  func a11AReplacedDelegateThatAnswersNothingLosesTheEdgeToTheCarousel(profile: Headless.Profile) {
    let stage = NavigationStage(profile: profile)
    let carousel = stage.makeCarousel()
    _ = stage.pushPage(holding: carousel)
    let delegate = PermissiveGestureDelegate()
    stage.world.run { stage.navigation.interactivePopGestureRecognizer?.delegate = delegate }
    let attempt = stage.edgeSwipe(touching: carousel)
    #expect(attempt.outcome == .takenByOtherRecognizer)
    #expect(attempt.wasTakenByOtherRecognizer)
    #expect(attempt.winner === carousel.panGestureRecognizer)
    #expect(attempt.pop == nil)
    #expect(stage.navigation.viewControllers.count == 2)
  }

  @Test func a11AReplacedDelegateAnsweringShouldBeRequiredToFailByKeepsTheEdge() {
    let stage = NavigationStage()
    let carousel = stage.makeCarousel()
    _ = stage.pushPage(holding: carousel)
    let delegate = PriorityKeepingGestureDelegate()
    stage.world.run { stage.navigation.interactivePopGestureRecognizer?.delegate = delegate }
    #expect(stage.edgeSwipe(touching: carousel).outcome == .began)
  }

  @Test func a11AWrapperForwardingThePublicFailureQuestionLosesThePrivateAnswer() throws {
    let stage = NavigationStage()
    let carousel = stage.makeCarousel()
    _ = stage.pushPage(holding: carousel)
    let edge = try #require(stage.navigation.interactivePopGestureRecognizer)
    let system = try #require(edge.delegate)
    let wrapper = ForwardingGestureDelegate(wrapping: system)
    stage.world.run { edge.delegate = wrapper }
    #expect(stage.edgeSwipe(touching: carousel).outcome == .takenByOtherRecognizer)
  }

  @Test(arguments: [true, false])
  func a11AnExplicitFailureRequirementDecidesEitherWay(carouselWaits: Bool) throws {
    let stage = NavigationStage()
    let carousel = stage.makeCarousel()
    _ = stage.pushPage(holding: carousel)
    let edge = try #require(stage.navigation.interactivePopGestureRecognizer)
    let delegate = PermissiveGestureDelegate()
    stage.world.run {
      edge.delegate = delegate
      if carouselWaits {
        carousel.panGestureRecognizer.require(toFail: edge)
      } else {
        edge.require(toFail: carousel.panGestureRecognizer)
      }
    }
    let attempt = stage.edgeSwipe(touching: carousel)
    #expect(attempt.outcome == (carouselWaits ? .began : .takenByOtherRecognizer))
  }

  @Test func a11WhenUIKitsDelegateRefusesTheWaitingCarouselTakesTheTouch() {
    let stage = NavigationStage()
    let carousel = stage.makeCarousel()
    let page = stage.pushPage(holding: carousel)
    stage.world.run { page.navigationItem.hidesBackButton = true }
    let attempt = stage.edgeSwipe(touching: carousel)
    #expect(attempt.outcome == .refused)
    #expect(attempt.winner === carousel.panGestureRecognizer)
  }

  @Test(arguments: [false, true])
  func a11ATablesLeadingSwipeActionsCompeteForTheEdge(uikitsDelegate: Bool) {
    let stage = NavigationStage()
    let actions = SwipeActionsDelegate(leading: true, trailing: false)
    let table = stage.world.run {
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
      table.contentSize = CGSize(width: 390, height: 4_400)
      table.delegate = actions
      return table
    }
    _ = stage.pushPage(holding: table)
    let delegate = PermissiveGestureDelegate()
    if !uikitsDelegate {
      stage.world.run { stage.navigation.interactivePopGestureRecognizer?.delegate = delegate }
    }
    let attempt = stage.edgeSwipe(touching: table)
    #expect(attempt.outcome == (uikitsDelegate ? .began : .takenByOtherRecognizer))
    if !uikitsDelegate {
      // The swipe-actions pan, not scrolling.
      #expect(attempt.winner !== table.panGestureRecognizer)
      #expect(attempt.winner?.view === table)
    }
  }

  @Test func a11TrailingSwipeActionsAndVerticalScrollingDoNotCompeteForTheEdge() {
    let stage = NavigationStage()
    let actions = SwipeActionsDelegate(leading: false, trailing: true)
    let table = stage.world.run {
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
      table.contentSize = CGSize(width: 390, height: 4_400)
      table.delegate = actions
      return table
    }
    _ = stage.pushPage(holding: table)
    let delegate = PermissiveGestureDelegate()
    stage.world.run { stage.navigation.interactivePopGestureRecognizer?.delegate = delegate }
    #expect(stage.edgeSwipe(touching: table).outcome == .began)
  }

  @Test(arguments: [false, true])
  func a11APagingScrollViewCompetesLikeAnyHorizontalScrollView(uikitsDelegate: Bool) {
    let stage = NavigationStage()
    let pager = stage.makeCarousel(page: 2)
    stage.world.run { pager.isPagingEnabled = true }
    _ = stage.pushPage(holding: pager)
    let delegate = PermissiveGestureDelegate()
    if !uikitsDelegate {
      stage.world.run { stage.navigation.interactivePopGestureRecognizer?.delegate = delegate }
    }
    let attempt = stage.edgeSwipe(touching: pager)
    #expect(attempt.outcome == (uikitsDelegate ? .began : .takenByOtherRecognizer))
    #expect(uikitsDelegate || attempt.winner === pager.panGestureRecognizer)
  }

  @Test func a11ADisabledScrollViewDoesNotCompete() {
    let stage = NavigationStage()
    let carousel = stage.makeCarousel()
    stage.world.run { carousel.isScrollEnabled = false }
    _ = stage.pushPage(holding: carousel)
    let delegate = PermissiveGestureDelegate()
    stage.world.run { stage.navigation.interactivePopGestureRecognizer?.delegate = delegate }
    #expect(stage.edgeSwipe(touching: carousel).outcome == .began)
  }

  @Test func a11ATouchTheSwipeNeverReceivesIsNotDelivered() {
    let stage = NavigationStage()
    let stray = stage.world.run { UIView() }
    #expect(stage.edgeSwipe(touching: stray).outcome == .notDelivered)
    #expect(stage.edgeSwipe(touching: stray).winner == nil)
  }
}

/// Docs/UIKitFacts.md A12: a failure requirement is not lifted by simultaneous recognition.
@MainActor
@Suite struct GestureFailureRequirementTests {
  @Test func a11WithUIKitsDelegateAPanOnTheNavigationViewWaitsForTheEdgeEvenIfSimultaneous()
    throws
  {
    let stage = NavigationStage()
    let b = stage.screen("B")
    stage.world.run { stage.navigation.pushViewController(b, animated: false) }
    let pan = stage.world.run {
      let pan = UIPanGestureRecognizer()
      stage.navigation.view.addGestureRecognizer(pan)
      return pan
    }
    let swipe = stage.world.beginInteractivePop(on: stage.navigation)
    let simultaneous = SimultaneousDelegate()
    pan.delegate = simultaneous
    #expect(!stage.world.performPan(with: pan, from: .zero, through: [], velocity: .zero))
    swipe?.cancel()
    stage.settle()
  }
}
