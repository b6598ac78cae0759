import Baton
import BatonUIKit
import HeadlessUIKit
import Testing

/// Requests still waiting when their window goes away end `.dropped(.windowGone)`, as
/// ``BatonLanes`` documents: never `completed` against a stack in no window, never
/// `invalid(presenterUnavailable)`.
@MainActor
@Suite struct WindowGoneTests {
  /// A request queued behind a transition in flight.
  enum Queued: CaseIterable, Sendable, CustomStringConvertible {
    case dropInPush, dropInPop, dropInSetViewControllers
    case push, pop, popTo, popToRoot, setViewControllers, present, dismiss, removeAll

    var description: String {
      switch self {
      case .dropInPush: "pushViewController"
      case .dropInPop: "popViewController"
      case .dropInSetViewControllers: "setViewControllers"
      case .push: "baton.push"
      case .pop: "baton.pop"
      case .popTo: "baton.pop(to:)"
      case .popToRoot: "baton.popToRoot"
      case .setViewControllers: "baton.setViewControllers"
      case .present: "baton.present"
      case .dismiss: "baton.dismiss"
      case .removeAll: "baton.removeAll"
      }
    }

    /// Queues the request on `navigation`'s lane, whose root is `home`; a drop-in call gets
    /// no outcome and is checked by the stack it leaves.
    @MainActor
    func make(on navigation: UINavigationController, home: UIViewController, outcomes: Outcomes) {
      let completion = outcomes.callback("queued")
      switch self {
      case .dropInPush: navigation.pushViewController(DetailScreen(), animated: true)
      case .dropInPop: navigation.popViewController(animated: true)
      case .dropInSetViewControllers:
        navigation.setViewControllers([home, DetailScreen()], animated: true)
      case .push: navigation.baton.push(DetailScreen(), completion: completion)
      case .pop: navigation.baton.pop(completion: completion)
      case .popTo: navigation.baton.pop(to: home, completion: completion)
      case .popToRoot: navigation.baton.popToRoot(completion: completion)
      case .setViewControllers:
        navigation.baton.setViewControllers([home, DetailScreen()], completion: completion)
      case .present: navigation.baton.present(AlertScreen(), completion: completion)
      case .dismiss: navigation.baton.dismiss(completion: completion)
      case .removeAll: navigation.baton.removeAll(completion: completion)
      }
    }

    var isDropIn: Bool {
      switch self {
      case .dropInPush, .dropInPop, .dropInSetViewControllers: true
      case .push, .pop, .popTo, .popToRoot, .setViewControllers, .present, .dismiss, .removeAll:
        false
      }
    }
  }

  @Test(arguments: Headless.Profile.allCases, Queued.allCases)
  func aRequestQueuedWhenItsWindowGoesAwayEndsWindowGone(
    _ profile: Headless.Profile,
    _ queued: Queued
  ) {
    onStage(profile) { stage in
      let outcomes = Outcomes()
      let home = HomeScreen()
      let navigation = BatonNavigationController(rootViewController: home)
      weak var released: UIWindow?
      do {
        let window = UIWindow(windowScene: stage.world.makeWindowScene())
        released = window
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        stage.settle()
        // In flight: a push on the way in (a present, for the dismiss to have something).
        if queued == .dismiss {
          navigation.baton.present(SettingsScreen(), completion: outcomes.callback("running"))
        } else {
          navigation.baton.push(ListScreen(), completion: outcomes.callback("running"))
        }
        queued.make(on: navigation, home: home, outcomes: outcomes)
      }
      stage.settle()
      #expect(released == nil)
      #expect(outcomes["running"] == [.completed])
      if queued.isDropIn {
        #expect(
          navigation.viewControllers.map { "\(type(of: $0))" } == ["HomeScreen", "ListScreen"]
        )
      } else {
        #expect(outcomes["queued"] == [.dropped(.windowGone)])
      }
      #expect(stage.faults.isEmpty)
      #expect(stage.diagnosticCodes.contains(.windowGone))
      #expect(!stage.diagnosticCodes.contains(.presenterUnavailable))
      navigation.presentedViewController?.dismiss(animated: false)
      stage.settle()
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func aDeepLinkWaitingForAWindowThatGoesAwayEndsWindowGone(_ profile: Headless.Profile) {
    onStage(profile) { stage in
      let outcomes = Outcomes()
      let navigation = BatonNavigationController(rootViewController: HomeScreen())
      weak var released: UIWindow?
      do {
        let window = UIWindow(windowScene: stage.world.makeWindowScene())
        released = window
        window.rootViewController = navigation
        navigation.baton.push(DetailScreen(), completion: outcomes.callback("deep link"))
        window.rootViewController = nil
      }
      stage.settle()
      #expect(released == nil)
      #expect(outcomes["deep link"] == [.dropped(.windowGone)])
      #expect(navigation.viewControllers.count == 1)
    }
  }
}
