import Foundation
import HeadlessUIKit
import Testing

/// Docs/UIKitFacts.md A10: pans, target-action delivery, failure requirements, scroll views,
/// layout direction and the percent-driven interaction controller.
@MainActor
@Suite struct PanGestureTests {
  @Test(arguments: Headless.Profile.allCases)
  func a10APanDeliversEachStateToItsTargetWithTranslationVelocityAndLocation(
    profile: Headless.Profile
  ) {
    let stage = NavigationStage(profile: profile)
    let receiver = PanReceiver()
    let began = stage.world.run {
      let pan = UIPanGestureRecognizer(target: receiver, action: Selector(("handle:")))
      stage.root.view.addGestureRecognizer(pan)
      return stage.world.performPan(
        with: pan,
        from: CGPoint(x: 100, y: 200),
        through: [CGPoint(x: 10, y: 1), CGPoint(x: 60, y: 2)],
        velocity: CGPoint(x: 500, y: 0)
      )
    }
    #expect(began)
    #expect(receiver.states == [.began, .changed, .ended])
    #expect(
      receiver.translations == [CGPoint(x: 10, y: 1), CGPoint(x: 60, y: 2), CGPoint(x: 60, y: 2)]
    )
    #expect(receiver.locations.last == CGPoint(x: 160, y: 202))
    #expect(receiver.velocities.allSatisfy { $0 == CGPoint(x: 500, y: 0) })
    #expect(receiver.actions == [Selector("handle:"), Selector("handle:"), Selector("handle:")])
  }

  @Test func a10ARefusingDelegateStopsThePanAndNoActionIsSent() {
    let stage = NavigationStage()
    let receiver = PanReceiver()
    let refuser = RefusingDelegate()
    let began = stage.world.run {
      let pan = UIPanGestureRecognizer(target: receiver, action: Selector(("handle:")))
      pan.delegate = refuser
      stage.root.view.addGestureRecognizer(pan)
      return stage.world.performPan(
        with: pan,
        from: .zero,
        through: [CGPoint(x: 5, y: 0)],
        velocity: CGPoint(x: 40, y: 0)
      )
    }
    #expect(!began)
    #expect(receiver.states.isEmpty)
    #expect(refuser.seenVelocity == CGPoint(x: 40, y: 0))  // readable when it is asked
  }

  @Test func a10ARemovedOrFreedTargetReceivesNothing() {
    let stage = NavigationStage()
    let kept = PanReceiver()
    stage.world.run {
      let pan = UIPanGestureRecognizer()
      var freed: PanReceiver? = PanReceiver()
      weak let freedReference = freed
      pan.addTarget(freed!, action: Selector(("handle:")))
      pan.addTarget(kept, action: Selector(("handle:")))
      pan.removeTarget(kept, action: nil)
      freed = nil
      #expect(freedReference == nil)  // targets are not retained
      stage.root.view.addGestureRecognizer(pan)
      #expect(stage.world.performPan(with: pan, from: .zero, through: [], velocity: .zero))
    }
    #expect(kept.states.isEmpty)
  }

  @Test func a10APanWaitingForARecognizingOneFails() throws {
    let stage = NavigationStage()
    let b = stage.screen("B")
    stage.world.run { stage.navigation.pushViewController(b, animated: false) }
    stage.settle()
    let edge = try #require(stage.navigation.interactivePopGestureRecognizer)
    let pan = stage.world.run {
      let pan = UIPanGestureRecognizer()
      pan.require(toFail: edge)
      stage.navigation.view.addGestureRecognizer(pan)
      return pan
    }
    let swipe = try #require(
      stage.world.run { stage.world.beginInteractivePop(on: stage.navigation) }
    )
    #expect(
      !stage.world.run {
        stage.world.performPan(with: pan, from: .zero, through: [], velocity: .zero)
      }
    )
    stage.world.run { swipe.cancel() }
    stage.settle()
    #expect(
      stage.world.run {
        stage.world.performPan(with: pan, from: .zero, through: [], velocity: .zero)
      }
    )
  }

  @Test func a10AScrollViewHoldsItsPanAndGeometry() {
    let stage = NavigationStage()
    stage.world.run {
      let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
      #expect(scroll.panGestureRecognizer.view === scroll)
      #expect(scroll.gestureRecognizers?.contains { $0 === scroll.panGestureRecognizer } == true)
      scroll.contentSize = CGSize(width: 960, height: 100)
      scroll.contentOffset = CGPoint(x: 320, y: 0)
      scroll.contentInset = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
      #expect(scroll.adjustedContentInset == scroll.contentInset)
      #expect(scroll.contentOffset.x == 320)
    }
  }

  @Test func a10ALayoutDirectionIsInheritedUntilForced() {
    let stage = NavigationStage()
    stage.world.run {
      let outer = UIView(frame: .zero)
      let inner = UIView(frame: .zero)
      outer.addSubview(inner)
      #expect(inner.effectiveUserInterfaceLayoutDirection == .leftToRight)
      outer.semanticContentAttribute = .forceRightToLeft
      #expect(inner.effectiveUserInterfaceLayoutDirection == .rightToLeft)
      inner.semanticContentAttribute = .playback
      #expect(inner.effectiveUserInterfaceLayoutDirection == .leftToRight)
      #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
    }
  }

  @Test func a10APercentDrivenTransitionForwardsToItsContext() {
    let stage = NavigationStage()
    stage.world.run {
      let interaction = UIPercentDrivenInteractiveTransition()
      let context = RecordingContext()
      interaction.update(0.3)  // before the start: recorded only
      interaction.startInteractiveTransition(context)
      interaction.update(1.7)
      #expect(interaction.percentComplete == 1)
      interaction.finish()
      interaction.cancel()  // after the end: nothing
      #expect(context.calls == ["update 0.3", "update 1.0", "finish"])
    }
  }
}
