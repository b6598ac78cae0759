import Baton
import BatonUIKit
import HeadlessUIKit
import Testing

/// The app-wide guard is transparent while the lane is idle: each of the seven calls runs inside
/// the call, in the same stack frame, with the same return value and the same order of callbacks
/// as without the guard, on every profile (`Docs/UIKitFacts.md` A15).
@MainActor
@Suite struct GuardIdleTransparencyTests {
  /// One of the seven entry points the guard intercepts.
  enum Operation: CaseIterable, Sendable, CustomStringConvertible {
    case push, pop, popTo, popToRoot, setViewControllers, present, dismiss

    var description: String {
      switch self {
      case .push: "push"
      case .pop: "pop"
      case .popTo: "popTo"
      case .popToRoot: "popToRoot"
      case .setViewControllers: "setViewControllers"
      case .present: "present"
      case .dismiss: "dismiss"
      }
    }

    var kind: TransitionKind {
      switch self {
      case .push: .push
      case .pop: .pop
      case .popTo: .popTo
      case .popToRoot: .popToRoot
      case .setViewControllers: .setViewControllers
      case .present: .present
      case .dismiss: .dismiss
      }
    }
  }

  /// What one story noted, and the kinds of the transitions its lane started.
  struct Story: Equatable {
    var log: [String]
    var laneKinds: [TransitionKind]
  }

  @Test(arguments: Headless.Profile.allCases, Operation.allCases)
  func anIdleCallRunsInsideTheCallExactlyAsWithoutTheGuard(
    profile: Headless.Profile,
    operation: Operation
  ) {
    let plain = story(operation, on: profile, guarded: false)
    let guarded = story(operation, on: profile, guarded: true)
    #expect(guarded.log == plain.log)
    // The call began inside itself: UIKit's first callbacks come before it returned.
    let returned = guarded.log.firstIndex { $0.hasPrefix("returned") }
    let firstCallback = guarded.log.firstIndex { $0.hasSuffix("Appear") || $0.hasSuffix("Disappear") }
    #expect(returned != nil && firstCallback != nil && firstCallback! < returned!)
    // Without the guard the lane sees nothing; with it, the call was the lane's.
    #expect(plain.laneKinds.isEmpty)
    #expect(guarded.laneKinds == [operation.kind])
  }

  private func story(_ operation: Operation, on profile: Headless.Profile, guarded: Bool) -> Story {
    onStage(profile, baton: false) { stage in
      let log = CallLog()
      let first = LoggingScreen("a", log: log)
      let second = LoggingScreen("b", log: log)
      let next = LoggingScreen("c", log: log)
      let navigation = stage.navigation
      navigation.setViewControllers([stage.home, first, second], animated: false)
      if operation == .dismiss { navigation.present(next, animated: false) }
      stage.settle()
      if guarded { BatonGuard.install() }
      defer { BatonGuard.uninstall() }
      var laneKinds: [TransitionKind] = []
      let observation = stage.lane.addObserver { event in
        if event.phase == .started { laneKinds.append(event.kind) }
      }
      defer { observation.cancel() }
      let logBefore = log.entries.count
      log.note("call")
      switch operation {
      case .push:
        navigation.pushViewController(next, animated: true)
        log.note("returned")
      case .pop:
        let popped = navigation.popViewController(animated: true)
        log.note("returned \(names(popped.map { [$0] }))")
      case .popTo:
        let popped = navigation.popToViewController(first, animated: true)
        log.note("returned \(names(popped))")
      case .popToRoot:
        let popped = navigation.popToRootViewController(animated: true)
        log.note("returned \(names(popped))")
      case .setViewControllers:
        navigation.setViewControllers([stage.home, next], animated: true)
        log.note("returned")
      case .present:
        navigation.present(next, animated: true) { log.note("completion") }
        log.note("returned")
      case .dismiss:
        next.dismiss(animated: true) { log.note("completion") }
        log.note("returned")
      }
      stage.settle()
      log.note("settled")
      return Story(log: Array(log.entries[logBefore...]), laneKinds: laneKinds)
    }
  }

  private func names(_ controllers: [UIViewController]?) -> String {
    guard let controllers else { return "nil" }
    return controllers.map { ($0 as? LoggingScreen)?.name ?? "\(type(of: $0))" }.joined(
      separator: ","
    )
  }
}
