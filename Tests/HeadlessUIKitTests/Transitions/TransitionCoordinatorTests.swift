import Foundation
import HeadlessUIKit
import Testing

/// Docs/UIKitFacts.md A2: the transition coordinator is the public end-of-transition signal.
@MainActor
@Suite struct TransitionCoordinatorTests {
  /// A2 (corrected): the coordinator's completions run after the did-callbacks and `didShow`.
  @Test func a2APushHasACoordinatorWhoseCompletionRunsAfterDidShow() throws {
    let stage = NavigationStage()
    let b = stage.screen("B")
    stage.navigation.pushViewController(b, animated: true)
    let coordinator = try #require(stage.navigation.transitionCoordinator)
    #expect(b.transitionCoordinator === coordinator)
    #expect(coordinator.isAnimated)
    #expect(!coordinator.isInteractive)
    #expect(!coordinator.initiallyInteractive)
    #expect(coordinator.transitionDuration == 0.35)
    #expect(coordinator.presentationStyle == .none)
    #expect(coordinator.viewController(forKey: .from) === stage.root)
    #expect(coordinator.viewController(forKey: .to) === b)
    var alongside = false
    var ended: (time: TimeInterval, cancelled: Bool)?
    let queued = coordinator.animate(
      alongsideTransition: { _ in alongside = true },
      completion: { context in
        ended = (stage.world.scheduler.now, context.isCancelled)
        stage.log.append("completion")
      }
    )
    #expect(queued)
    #expect(alongside)
    stage.settle()
    #expect(ended?.time == 0.35)
    #expect(ended?.cancelled == false)
    #expect(
      stage.log.entries.suffix(4) == [
        "A.viewDidDisappear", "B.viewDidAppear", "didShow(B)", "completion",
      ]
    )
    #expect(stage.navigation.transitionCoordinator == nil)
    #expect(!coordinator.animate(alongsideTransition: nil))
  }

  @Test func completionsRunOnceInTheOrderTheyWereAdded() throws {
    let stage = NavigationStage()
    stage.navigation.pushViewController(stage.screen("B"), animated: true)
    let coordinator = try #require(stage.navigation.transitionCoordinator)
    var order: [Int] = []
    for index in 1...3 {
      coordinator.animate(alongsideTransition: nil) { _ in
        order.append(index)
        // Added while the completions run: refused, like UIKit once the transition ended.
        #expect(!coordinator.animate(alongsideTransition: nil) { _ in order.append(0) })
      }
    }
    stage.settle()
    #expect(order == [1, 2, 3])
  }

  @Test func aCancelledSwipeReportsCancellationToCompletionAndInteractionHandlers() throws {
    let stage = NavigationStage()
    stage.navigation.pushViewController(stage.screen("B"), animated: false)
    let swipe = try #require(stage.world.beginInteractivePop(on: stage.navigation))
    let coordinator = try #require(stage.navigation.transitionCoordinator)
    #expect(coordinator.isInteractive && coordinator.initiallyInteractive)
    var events: [String] = []
    coordinator.notifyWhenInteractionChanges { context in
      events.append(
        "released cancelled=\(context.isCancelled) interactive=\(context.isInteractive)"
      )
    }
    coordinator.animate(alongsideTransition: nil) { context in
      events.append("completed cancelled=\(context.isCancelled)")
    }
    swipe.update(progress: 0.5)
    #expect(coordinator.percentComplete == 0.5)
    swipe.cancel()
    #expect(events == ["released cancelled=true interactive=false"])
    stage.settle()
    #expect(events == ["released cancelled=true interactive=false", "completed cancelled=true"])
  }

  @Test func aFinishedSwipeReportsCompletion() throws {
    let stage = NavigationStage()
    stage.navigation.pushViewController(stage.screen("B"), animated: false)
    let swipe = try #require(stage.world.beginInteractivePop(on: stage.navigation))
    var events: [String] = []
    stage.navigation.transitionCoordinator?.notifyWhenInteractionChanges { context in
      events.append("released cancelled=\(context.isCancelled)")
    }
    stage.navigation.transitionCoordinator?.animate(alongsideTransition: nil) { context in
      events.append("completed cancelled=\(context.isCancelled)")
    }
    swipe.finish()
    stage.settle()
    #expect(events == ["released cancelled=false", "completed cancelled=false"])
  }

  @Test func aPresentationHasACoordinatorWithItsStyleAndDuration() throws {
    let stage = NavigationStage()
    let sheet = stage.screen("M")
    stage.root.present(sheet, animated: true)
    let coordinator = try #require(sheet.transitionCoordinator)
    #expect(coordinator.presentationStyle == .pageSheet)
    #expect(coordinator.transitionDuration == 0.5)
    var completedAt: TimeInterval?
    coordinator.animate(alongsideTransition: nil) { _ in completedAt = stage.world.scheduler.now }
    stage.settle()
    #expect(completedAt == 0.5)
    #expect(sheet.transitionCoordinator == nil)
  }

  @Test func durationsAreParameters() throws {
    let stage = NavigationStage()
    stage.world.durations = Headless.Durations(push: 0.1, pop: 0.2, present: 0.3, dismiss: 0.4)
    stage.navigation.pushViewController(stage.screen("B"), animated: true)
    #expect(stage.navigation.transitionCoordinator?.transitionDuration == 0.1)
    stage.settle()
    #expect(stage.world.scheduler.now == 0.1)
  }

  @Test func nonAnimatedChangesHaveNoCoordinator() {
    let stage = NavigationStage()
    stage.navigation.pushViewController(stage.screen("B"), animated: false)
    #expect(stage.navigation.transitionCoordinator == nil)
    stage.root.present(stage.screen("M"), animated: false)
    #expect(stage.navigation.transitionCoordinator == nil)
  }
}
