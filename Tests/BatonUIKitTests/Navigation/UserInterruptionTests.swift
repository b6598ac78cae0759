import Baton
import Foundation
import HeadlessUIKit
import Testing

@testable import BatonUIKit

/// On iOS 26 (`fluid`) the user's swipe-back during this stack's running push
/// preempts it (Docs/UIKitFacts.md "Deferral, fluid detail", F13), and so does a back-button
/// tap, through the `backAction` Baton lends the top item meanwhile (A11.1); earlier systems keep
/// the current behaviour.
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

  /// How the push that a back tap interrupts was asked for.
  enum PushEntry: CaseIterable, Sendable {
    /// `pushViewController(_:animated:)` on the `BatonNavigationController`.
    case overriddenMethod
    /// `viewController.baton.push(_:)`.
    case navigator
  }

  /// Whether any controller on the stack has a `backAction` (Baton's lent one or another).
  private func anyBackAction(_ stage: Stage) -> Bool {
    stage.stack.contains { $0.navigationItem.backAction != nil }
  }

  /// A11.1: on iOS 26 the back tap reaches Baton through the `backAction` it lends the pushed
  /// screen's item for the length of the push, and pops through the lane's preemption.
  @Test(arguments: PushEntry.allCases)
  func onFluidABackTapDuringAPushPreemptsItAndTheQueueRunsAfter(entry: PushEntry) throws {
    try onStage(.fluid) { stage in
      let list = ListScreen()
      let detail = DetailScreen()
      let outcomes = Outcomes()
      stage.navigation.pushViewController(list, animated: false)
      stage.settle()
      #expect(!anyBackAction(stage), "nothing is lent at rest")
      switch entry {
      case .overriddenMethod:
        stage.navigation.pushViewController(detail, animated: true)
      case .navigator:
        list.baton.push(detail, completion: outcomes.callback("push"))
      }
      stage.navigation.pushViewController(SettingsScreen(), animated: true)
      let endings = Endings(stage.lane)
      #expect(
        detail.navigationItem.backAction?.identifier
          == BatonNavigationController.backTapActionIdentifier
      )
      #expect(stage.world.tapBackButton(on: stage.navigation) == .performedBackAction)
      #expect(endings.lines == ["push completed preempted"])
      #expect(stage.lane.current?.kind == .pop)
      #expect(stage.lane.pendingCount == 1)
      #expect(stage.stack == [stage.home, list], "the pop happened at once")
      #expect(detail.navigationItem.backAction == nil, "taken back when the push ended")
      stage.settle()
      #expect(endings.lines == ["push completed preempted", "pop completed", "push completed"])
      #expect(stage.screenNames == ["HomeScreen", "ListScreen", "SettingsScreen"])
      if entry == .navigator { #expect(outcomes["push"] == [.completed]) }
      #expect(!anyBackAction(stage), "every lent action is taken back")
      #expect(stage.faults.isEmpty)
      _ = try navigation(stage)
    }
  }

  /// During a pop the revealed screen's back button is the one on screen: a second tap
  /// interrupts the first pop, as UIKit's back button tapped twice quickly does. A tap at rest
  /// stays a plain pop through the lane.
  @Test func onFluidASecondBackTapDuringThePopInterruptsItToo() {
    onStage(.fluid) { stage in
      let list = ListScreen()
      stage.navigation.pushViewController(list, animated: false)
      stage.navigation.pushViewController(DetailScreen(), animated: false)
      stage.settle()
      let endings = Endings(stage.lane)
      #expect(stage.world.tapBackButton(on: stage.navigation) == .delivered, "at rest")
      #expect(stage.lane.current?.kind == .pop)
      #expect(list.navigationItem.backAction != nil, "lent to the revealed screen")
      #expect(stage.world.tapBackButton(on: stage.navigation) == .performedBackAction)
      #expect(endings.lines == ["pop completed preempted"])
      stage.settle()
      #expect(endings.lines == ["pop completed preempted", "pop completed"])
      #expect(stage.stack == [stage.home])
      #expect(!anyBackAction(stage) && list.navigationItem.backAction == nil)
      #expect(stage.faults.isEmpty)
    }
  }

  @Test func onFluidABackTapDuringSetViewControllersPreemptsIt() {
    onStage(.fluid) { stage in
      let list = ListScreen()
      let detail = DetailScreen()
      let endings = Endings(stage.lane)
      stage.navigation.setViewControllers([stage.home, list, detail], animated: true)
      #expect(stage.world.tapBackButton(on: stage.navigation) == .performedBackAction)
      stage.settle()
      #expect(endings.lines == ["setViewControllers completed preempted", "pop completed"])
      #expect(stage.stack == [stage.home, list])
      #expect(!anyBackAction(stage) && detail.navigationItem.backAction == nil)
    }
  }

  /// An app's own `backAction` is never replaced: the tap runs it, and whatever it asks for
  /// takes its turn.
  @Test func onFluidAnAppsOwnBackActionIsKeptAndCalled() {
    onStage(.fluid) { stage in
      let list = ListScreen()
      let detail = DetailScreen()
      var taps = 0
      let own = UIAction.Identifier(rawValue: "app.back")
      detail.navigationItem.backAction = UIAction(identifier: own) { _ in taps += 1 }
      stage.navigation.pushViewController(list, animated: false)
      stage.settle()
      let endings = Endings(stage.lane)
      stage.navigation.pushViewController(detail, animated: true)
      #expect(stage.world.tapBackButton(on: stage.navigation) == .performedBackAction)
      #expect(taps == 1)
      #expect(endings.lines.isEmpty, "the push runs on")
      stage.settle()
      #expect(endings.lines == ["push completed"])
      #expect(stage.stack == [stage.home, list, detail])
      #expect(detail.navigationItem.backAction?.identifier == own)
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
      #expect(!anyBackAction(stage), "nothing is lent")
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
