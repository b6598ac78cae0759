import Baton
import BatonUIKit
import Foundation
import HeadlessUIKit
import Testing

/// The opt-in full-screen swipe-back (`isFullScreenSwipeBackEnabled`), on
/// HeadlessUIKit (Docs/UIKitFacts.md A10), on every profile.
@MainActor
@Suite struct FullScreenSwipeBackTests {
  /// Pushes a list screen (or `top`) and turns the option on.
  private func prepare(_ stage: Stage, top: UIViewController = ListScreen()) {
    stage.navigation.pushViewController(top, animated: true)
    stage.settle()
    enableFullScreenSwipeBack(on: stage)
  }

  /// A pan from the middle of the page to `x` (then released at `velocity`), on `view`.
  @discardableResult
  private func swipe(
    _ stage: Stage,
    to x: CGFloat,
    dy: CGFloat = 0,
    velocity: CGFloat = 0,
    on view: UIView? = nil,
    probe: PanProbe? = nil
  ) -> Bool {
    guard let pan = fullScreenPan(of: stage.navigation) else { return false }
    if let probe { pan.addTarget(probe, action: Selector(("probe:"))) }
    defer { if let probe { pan.removeTarget(probe, action: nil) } }
    let first = CGPoint(x: x >= 0 ? min(x, 10) : max(x, -10), y: dy)
    return stage.world.performPan(
      with: pan,
      from: CGPoint(x: 150, y: 400),
      on: view,
      through: [first, CGPoint(x: x, y: dy)],
      velocity: CGPoint(x: velocity, y: 0)
    )
  }

  @Test(arguments: [Headless.Profile.legacy, .deferring, .fluid])
  func aPanPastHalfWayPopsAsTheUsersSwipeOnTheLane(profile: Headless.Profile) {
    onStage(profile) { stage in
      prepare(stage)
      let probe = PanProbe(navigation: stage.navigation) { stage.lane }
      #expect(swipe(stage, to: 250, probe: probe))
      #expect(probe.interactiveAtBegin == true)
      #expect(probe.laneKindAtBegin == .interactivePop)
      let outcomes = Outcomes()
      stage.navigation.baton.push(DetailScreen(), completion: outcomes.callback("push"))
      stage.settle()
      #expect(stage.screenNames == ["HomeScreen", "DetailScreen"])
      #expect(outcomes["push"] == [.completed])
      #expect(stage.faults.isEmpty)
    }
  }

  @Test(arguments: [Headless.Profile.legacy, .deferring, .fluid])
  func eachPopEndsCompletedOrCancelledExactlyOnce(profile: Headless.Profile) {
    onStage(profile) { stage in
      prepare(stage)
      var outcomes: [TransitionOutcome] = []
      let token = stage.lane.addObserver { event in
        if event.kind == .interactivePop, case .finished(let outcome) = event.phase {
          outcomes.append(outcome)
        }
      }
      defer { token.cancel() }
      #expect(swipe(stage, to: 100))
      stage.settle()
      #expect(outcomes == [.cancelled])
      #expect(swipe(stage, to: 300))
      stage.settle()
      #expect(outcomes == [.cancelled, .completed])
    }
  }

  @Test(arguments: [Headless.Profile.legacy, .deferring, .fluid])
  func aPanReleasedBeforeHalfWayCancels(profile: Headless.Profile) {
    onStage(profile) { stage in
      prepare(stage)
      #expect(swipe(stage, to: 100))
      stage.settle()
      #expect(stage.screenNames == ["HomeScreen", "ListScreen"])
      #expect(stage.lane.isBusy == false)
      #expect(stage.faults.isEmpty)
    }
  }

  @Test(arguments: [Headless.Profile.legacy, .deferring, .fluid])
  func aFlickFinishesEarlyAndABackFlickCancelsLate(profile: Headless.Profile) {
    onStage(profile) { stage in
      prepare(stage)
      #expect(swipe(stage, to: 300, velocity: -800))
      stage.settle()
      #expect(stage.screenNames == ["HomeScreen", "ListScreen"])
      #expect(swipe(stage, to: 40, velocity: 800))
      stage.settle()
      #expect(stage.screenNames == ["HomeScreen"])
    }
  }

  @Test(arguments: [Headless.Profile.legacy, .deferring, .fluid])
  func rightToLeftMirrorsTheDirection(profile: Headless.Profile) {
    onStage(profile) { stage in
      prepare(stage)
      stage.navigation.view.semanticContentAttribute = .forceRightToLeft
      #expect(!swipe(stage, to: 250))
      #expect(swipe(stage, to: -250))
      stage.settle()
      #expect(stage.screenNames == ["HomeScreen"])
    }
  }

  @Test(arguments: [Headless.Profile.legacy, .deferring, .fluid])
  func aVerticalPanOrAnyPanOnAControlIsRefused(profile: Headless.Profile) {
    onStage(profile) { stage in
      let list = ListScreen()
      prepare(stage, top: list)
      let control = UIControl(frame: CGRect(x: 100, y: 380, width: 100, height: 40))
      list.view.addSubview(control)
      #expect(!swipe(stage, to: 40, dy: 200))
      #expect(!swipe(stage, to: 250, on: control))
      #expect(stage.screenNames == ["HomeScreen", "ListScreen"])
      #expect(stage.diagnosticCodes.filter { $0 == .swipeBackRefused }.count == 2)
    }
  }

  @Test(arguments: [Headless.Profile.legacy, .deferring, .fluid])
  func insideAHorizontalScrollViewOnlyAtItsLeadingEdge(profile: Headless.Profile) {
    onStage(profile) { stage in
      let list = ListScreen()
      prepare(stage, top: list)
      let scrollView = UIScrollView(frame: CGRect(x: 0, y: 300, width: 390, height: 200))
      scrollView.contentSize = CGSize(width: 1200, height: 200)
      scrollView.contentOffset = CGPoint(x: 200, y: 0)
      list.view.addSubview(scrollView)
      #expect(!swipe(stage, to: 250, on: scrollView))
      scrollView.contentOffset = .zero
      #expect(swipe(stage, to: 250, on: scrollView))
      stage.settle()
      #expect(stage.screenNames == ["HomeScreen"])
    }
  }

  @Test(arguments: [Headless.Profile.legacy, .deferring, .fluid])
  func aScrollViewsOwnPanWaitsForTheSwipe(profile: Headless.Profile) throws {
    onStage(profile) { stage in
      let list = ListScreen()
      prepare(stage, top: list)
      let scrollView = UIScrollView(frame: CGRect(x: 0, y: 300, width: 390, height: 200))
      list.view.addSubview(scrollView)
      let pan = fullScreenPan(of: stage.navigation)
      #expect(
        pan?.delegate?.gestureRecognizer(
          pan ?? UIPanGestureRecognizer(),
          shouldBeRequiredToFailBy: scrollView.panGestureRecognizer
        ) == true
      )
    }
  }

  @Test(arguments: [Headless.Profile.legacy, .deferring, .fluid])
  func neverAtTheRootNorDuringATransition(profile: Headless.Profile) {
    onStage(profile) { stage in
      enableFullScreenSwipeBack(on: stage)
      #expect(!swipe(stage, to: 250))
      #expect(stage.world.isFrozen(stage.navigation) == false)
      stage.navigation.pushViewController(ListScreen(), animated: true)
      stage.advance(0.1)
      #expect(!swipe(stage, to: 250))
      stage.settle()
      #expect(stage.screenNames == ["HomeScreen", "ListScreen"])
      #expect(stage.faults.isEmpty)
    }
  }

  @Test(arguments: [Headless.Profile.legacy, .deferring, .fluid])
  func theEdgeSwipeKeepsPriority(profile: Headless.Profile) {
    onStage(profile) { stage in
      prepare(stage)
      let edge = stage.world.beginInteractivePop(on: stage.navigation)
      #expect(edge != nil)
      #expect(!swipe(stage, to: 250))
      edge?.finish()
      stage.settle()
      #expect(stage.screenNames == ["HomeScreen"])
      #expect(stage.faults.isEmpty)
    }
  }

  @Test func onIOS26ItStepsAsideForTheSystemContentSwipe() {
    onStage(.fluid) { stage in
      stage.navigation.pushViewController(ListScreen(), animated: true)
      stage.settle()
      enableFullScreenSwipeBack(on: stage, keepingContentSwipe: true)
      #expect(!swipe(stage, to: 250))
      let content = stage.world.beginInteractiveContentPop(on: stage.navigation)
      #expect(content != nil)
      content?.finish()
      stage.settle()
      #expect(stage.screenNames == ["HomeScreen"])
    }
  }

  @Test(arguments: [Headless.Profile.legacy, .deferring, .fluid])
  func theFullScreenOptOutRefusesThePanAndKeepsTheEdge(profile: Headless.Profile) {
    onStage(profile) { stage in
      prepare(stage, top: MapLikeScreen())
      #expect(!swipe(stage, to: 250))
      let edge = stage.world.beginInteractivePop(on: stage.navigation)
      #expect(edge != nil)
      edge?.finish()
      stage.settle()
      #expect(stage.screenNames == ["HomeScreen"])
    }
  }

  @Test func offByDefaultWithNoPanAndTheDelegateUntouched() {
    onStage(.deferring) { stage in
      let app = ShowRecordingNavigationDelegate()
      stage.navigation.delegate = app
      #expect(fullScreenPan(of: stage.navigation) == nil)
      let baton = stage.navigation as? BatonNavigationController
      baton?.isFullScreenSwipeBackEnabled = true
      #expect(stage.navigation.delegate !== app)
      baton?.isFullScreenSwipeBackEnabled = false
      #expect(stage.navigation.delegate === app)
      #expect(fullScreenPan(of: stage.navigation) == nil)
    }
  }
}
