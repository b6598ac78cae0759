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
  /// Every call form but `dismiss` (nothing is presented from the screen being pushed).
  nonisolated static let calls = NavigationCall.allCases.filter { $0 != .dismiss }

  @Test(arguments: Headless.Profile.allCases, calls)
  func aCallFromTheScreenBeingPushedWaitsForThePush(
    _ profile: Headless.Profile,
    _ call: NavigationCall
  ) {
    for callback in CallingScreen.Callback.allCases {
      onStage(profile) { stage in
        let outcomes = Outcomes()
        let events = LaneEventLog(stage.lane)
        let home = stage.home
        let screen = CallingScreen(from: callback) { screen in
          let made = call.make(from: screen, home: home, completion: outcomes.callback("nested"))
          if !made { Issue.record("the screen being pushed has no navigation controller yet") }
        }
        stage.navigation.pushViewController(screen, animated: true)
        stage.settle()
        #expect(stage.faults.isEmpty, "\(callback)")
        #expect(stage.screenNames == Self.stackAfter(call), "\(callback)")
        if !call.isDropIn { #expect(outcomes["nested"] == [.completed], "\(callback)") }
        if call == .present {
          #expect(screen.presentedViewController is AlertScreen, "\(callback)")
        }
        #expect(events.startedOneAfterTheOther(count: 2), "\(callback): \(events.phases)")
        events.stop()
      }
    }
  }

  /// The stack once everything settled after `call` was made from the screen being pushed.
  static func stackAfter(_ call: NavigationCall) -> [String] {
    switch call {
    case .dropInPush, .push: ["HomeScreen", "CallingScreen", "DetailScreen"]
    case .dropInPop, .dropInPopTo, .dropInPopToRoot, .pop, .popTo, .popToRoot, .removeAll:
      ["HomeScreen"]
    case .dropInSetViewControllers, .setViewControllers: ["HomeScreen", "DetailScreen"]
    case .present, .dismiss: ["HomeScreen", "CallingScreen"]
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
