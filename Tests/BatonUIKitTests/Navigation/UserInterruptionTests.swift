import Baton
import Foundation
import HeadlessUIKit
import Testing

@testable import BatonUIKit

/// Issue 21: on iOS 26 (`fluid`) the user's swipe-back during this stack's running push
/// preempts it (Docs/UIKitFacts.md "Deferral, fluid detail", F13); a back-button tap takes its
/// turn (A11); earlier systems keep the current behaviour.
///
/// The swipes here begin through a permissive gesture delegate set on the edge recognizer
/// after the push starts (the delegate-level path): Baton's own swipe-back gate lets such a
/// swipe begin only once it reads ``BatonNavigationController/userMayInterruptRunningTransition``.
@MainActor
@Suite struct UserInterruptionTests {
  /// Lets every swipe begin.
  @MainActor
  final class Permissive: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
  }

  /// The `finished` events of the lane, as "kind outcome preempted?".
  @MainActor
  final class Endings {
    private(set) var lines: [String] = []
    private var observation: ObservationToken?

    init(_ lane: Lane) {
      observation = lane.addObserver { [weak self] event in
        guard case .finished(let outcome) = event.phase else { return }
        let preempted = event.preemption.map { _ in " preempted" } ?? ""
        self?.lines.append("\(event.kind) \(outcome)\(preempted)")
      }
    }
  }

  private func navigation(_ stage: Stage) throws -> BatonNavigationController {
    try #require(stage.navigation as? BatonNavigationController)
  }

  /// home → list, then a push of detail that is running, and a push of settings queued behind.
  private func pushingDetailWithSettingsQueued(_ stage: Stage) -> (ListScreen, DetailScreen) {
    let list = ListScreen()
    let detail = DetailScreen()
    stage.navigation.pushViewController(list, animated: false)
    stage.settle()
    stage.navigation.pushViewController(detail, animated: true)
    stage.navigation.pushViewController(SettingsScreen(), animated: true)
    return (list, detail)
  }

  @Test(arguments: [true, false])
  func onFluidASwipeDuringAPushPreemptsItAndTheQueueRunsAfter(finishes: Bool) throws {
    try onStage(.fluid) { stage in
      _ = pushingDetailWithSettingsQueued(stage)
      let endings = Endings(stage.lane)
      let baton = try navigation(stage)
      #expect(baton.userMayInterruptRunningTransition)
      let permissive = Permissive()
      stage.navigation.interactivePopGestureRecognizer?.delegate = permissive
      let swipe = try #require(stage.world.beginInteractivePop(on: stage.navigation))
      #expect(swipe.isDrivingTransition)
      #expect(endings.lines == ["push completed preempted"])
      #expect(stage.lane.current?.kind == .interactivePop)
      #expect(stage.lane.pendingCount == 1)
      swipe.update(progress: 0.6)
      if finishes { swipe.finish() } else { swipe.cancel() }
      stage.settle()
      #expect(
        endings.lines == [
          "push completed preempted",
          "interactivePop \(finishes ? "completed" : "cancelled")",
          "push completed",
        ]
      )
      #expect(
        stage.screenNames
          == (finishes
            ? ["HomeScreen", "ListScreen", "SettingsScreen"]
            : ["HomeScreen", "ListScreen", "DetailScreen", "SettingsScreen"])
      )
      #expect(stage.faults.isEmpty)
      #expect(!stage.diagnosticCodes.contains(.interactivePopRejected))
    }
  }

  /// UIKit preempts the push for a back tap on iOS 26, but the tap reaches Baton as a plain
  /// `popViewController(animated:)` call (A11), which takes its turn like the app's own.
  @Test func onFluidABackTapDuringAPushWaitsForThePush() throws {
    try onStage(.fluid) { stage in
      let list = ListScreen()
      stage.navigation.pushViewController(list, animated: false)
      stage.settle()
      let endings = Endings(stage.lane)
      stage.navigation.pushViewController(DetailScreen(), animated: true)
      #expect(stage.world.tapBackButton(on: stage.navigation) == .delivered)
      #expect(endings.lines.isEmpty)
      stage.settle()
      #expect(endings.lines == ["push completed", "pop completed"])
      #expect(stage.stack == [stage.home, list])
      #expect(stage.faults.isEmpty)
      _ = try navigation(stage)
    }
  }

  @Test func onFluidAPopWhileRequestsWaitKeepsItsTurn() {
    onStage(.fluid) { stage in
      _ = pushingDetailWithSettingsQueued(stage)
      let endings = Endings(stage.lane)
      stage.navigation.popViewController(animated: true)
      #expect(endings.lines.isEmpty, "queued behind the settings push")
      stage.settle()
      #expect(endings.lines == ["push completed", "push completed", "pop completed"])
      #expect(stage.screenNames == ["HomeScreen", "ListScreen", "DetailScreen"])
    }
  }

  @Test(arguments: [Headless.Profile.legacy, .deferring])
  func beforeFluidNothingInterrupts(profile: Headless.Profile) throws {
    try onStage(profile) { stage in
      _ = pushingDetailWithSettingsQueued(stage)
      let endings = Endings(stage.lane)
      let baton = try navigation(stage)
      #expect(!baton.userMayInterruptRunningTransition)
      #expect(stage.world.tapBackButton(on: stage.navigation) == .ignored(.duringTransition))
      #expect(stage.world.beginInteractivePop(on: stage.navigation) == nil)
      stage.settle()
      #expect(endings.lines == ["push completed", "push completed"])
      #expect(stage.screenNames == ["HomeScreen", "ListScreen", "DetailScreen", "SettingsScreen"])
    }
  }

  @Test func nothingInterruptsWhatIsPresentedOrAnInteractivePop() throws {
    try onStage(.fluid) { stage in
      let baton = try navigation(stage)
      stage.navigation.pushViewController(ListScreen(), animated: false)
      stage.settle()
      #expect(!baton.userMayInterruptRunningTransition, "nothing runs")
      let swipe = try #require(stage.world.beginInteractivePop(on: stage.navigation))
      #expect(!baton.userMayInterruptRunningTransition, "the finger drives the pop")
      swipe.cancel()
      stage.settle()
      stage.navigation.present(SettingsScreen(), animated: true)
      #expect(!baton.userMayInterruptRunningTransition, "a presentation runs")
      stage.settle()
      stage.navigation.presentedViewController?.dismiss(animated: false)
      stage.settle()
    }
  }
}
