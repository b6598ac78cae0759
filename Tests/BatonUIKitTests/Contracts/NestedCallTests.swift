import Baton
import BatonUIKit
import HeadlessUIKit
import Testing

/// A request made from a UIKit callback that Baton's own UIKit call triggered (a screen that
/// chains the next step from `viewDidLoad` or `viewWillAppear` while it is itself being shown)
/// takes its turn on the lane: it starts after the transition that triggered it, and UIKit
/// never sees two transitions at once.
@MainActor
@Suite struct NestedCallTests {
  /// A call made from the screen being pushed, through the drop-in controller or `baton`.
  enum Call: CaseIterable, Sendable, CustomStringConvertible {
    case dropInPush, dropInPop, dropInPopTo, dropInPopToRoot, dropInSetViewControllers
    case push, pop, popTo, popToRoot, setViewControllers, present, removeAll

    var description: String {
      switch self {
      case .dropInPush: "pushViewController"
      case .dropInPop: "popViewController"
      case .dropInPopTo: "popToViewController"
      case .dropInPopToRoot: "popToRootViewController"
      case .dropInSetViewControllers: "setViewControllers"
      case .push: "baton.push"
      case .pop: "baton.pop"
      case .popTo: "baton.pop(to:)"
      case .popToRoot: "baton.popToRoot"
      case .setViewControllers: "baton.setViewControllers"
      case .present: "baton.present"
      case .removeAll: "baton.removeAll"
      }
    }

    /// Makes the call from `screen`, whose stack's root is `home`.
    @MainActor
    func make(from screen: UIViewController, home: UIViewController, outcomes: Outcomes) {
      let completion = outcomes.callback("nested")
      guard let navigation = screen.navigationController else {
        Issue.record("the screen being pushed has no navigation controller yet")
        return
      }
      switch self {
      case .dropInPush: navigation.pushViewController(DetailScreen(), animated: true)
      case .dropInPop: navigation.popViewController(animated: true)
      case .dropInPopTo: navigation.popToViewController(home, animated: true)
      case .dropInPopToRoot: navigation.popToRootViewController(animated: true)
      case .dropInSetViewControllers:
        navigation.setViewControllers([home, DetailScreen()], animated: true)
      case .push: screen.baton.push(DetailScreen(), completion: completion)
      case .pop: screen.baton.pop(completion: completion)
      case .popTo: screen.baton.pop(to: home, completion: completion)
      case .popToRoot: screen.baton.popToRoot(completion: completion)
      case .setViewControllers:
        screen.baton.setViewControllers([home, DetailScreen()], completion: completion)
      case .present: screen.baton.present(AlertScreen(), completion: completion)
      case .removeAll: screen.baton.removeAll(completion: completion)
      }
    }

    /// The stack once everything settled.
    var expectedStack: [String] {
      switch self {
      case .dropInPush, .push: ["HomeScreen", "CallingScreen", "DetailScreen"]
      case .dropInPop, .dropInPopTo, .dropInPopToRoot, .pop, .popTo, .popToRoot, .removeAll:
        ["HomeScreen"]
      case .dropInSetViewControllers, .setViewControllers: ["HomeScreen", "DetailScreen"]
      case .present: ["HomeScreen", "CallingScreen"]
      }
    }

    var isDropIn: Bool {
      switch self {
      case .dropInPush, .dropInPop, .dropInPopTo, .dropInPopToRoot, .dropInSetViewControllers:
        true
      case .push, .pop, .popTo, .popToRoot, .setViewControllers, .present, .removeAll: false
      }
    }
  }

  @Test(arguments: Headless.Profile.allCases, Call.allCases)
  func aCallFromTheScreenBeingPushedWaitsForThePush(_ profile: Headless.Profile, _ call: Call) {
    for callback in CallingScreen.Callback.allCases {
      onStage(profile) { stage in
        let outcomes = Outcomes()
        let events = LaneEventLog(stage.lane)
        let home = stage.home
        let screen = CallingScreen(from: callback) { screen in
          call.make(from: screen, home: home, outcomes: outcomes)
        }
        stage.navigation.pushViewController(screen, animated: true)
        stage.settle()
        #expect(stage.faults.isEmpty, "\(callback)")
        #expect(stage.screenNames == call.expectedStack, "\(callback)")
        if !call.isDropIn { #expect(outcomes["nested"] == [.completed], "\(callback)") }
        if call == .present {
          #expect(screen.presentedViewController is AlertScreen, "\(callback)")
        }
        #expect(events.startedOneAfterTheOther(count: 2), "\(callback): \(events.phases)")
        events.stop()
      }
    }
  }

  @Test(arguments: Headless.Profile.allCases, CallingScreen.Callback.allCases)
  func aDismissFromTheScreenBeingPresentedWaitsForThePresentation(
    _ profile: Headless.Profile,
    _ callback: CallingScreen.Callback
  ) {
    onStage(profile) { stage in
      let outcomes = Outcomes()
      let events = LaneEventLog(stage.lane)
      let screen = CallingScreen(from: callback) { screen in
        screen.baton.dismiss(completion: outcomes.callback("dismiss"))
      }
      stage.navigation.baton.present(screen, completion: outcomes.callback("present"))
      stage.settle()
      #expect(stage.faults.isEmpty)
      #expect(outcomes.labels == ["present", "dismiss"])
      #expect(outcomes["dismiss"] == [.completed])
      #expect(stage.navigation.presentedViewController == nil)
      #expect(events.startedOneAfterTheOther(count: 2), "\(events.phases)")
      events.stop()
    }
  }
}

/// The lane events of one lane, in order.
@MainActor
final class LaneEventLog {
  private(set) var events: [(id: RequestID, phase: LaneEvent.Phase)] = []
  private var stopObserving: () -> Void = {}

  init(_ lane: Lane) {
    let observation = lane.addObserver { [weak self] event in
      self?.events.append((event.requestID, event.phase))
    }
    stopObserving = { observation.cancel() }
  }

  func stop() { stopObserving() }

  var phases: [String] { events.map { "\($0.id) \($0.phase)" } }

  /// Whether `count` requests started, each after the one before it finished.
  func startedOneAfterTheOther(count: Int) -> Bool {
    var running: RequestID?
    var started = 0
    for event in events {
      switch event.phase {
      case .started:
        if running != nil { return false }
        running = event.id
        started += 1
      case .finished:
        if running == event.id { running = nil }
      case .requested, .queued:
        break
      }
    }
    return started == count && running == nil
  }
}
