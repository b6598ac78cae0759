import Baton
import BatonUIKit
import HeadlessUIKit
import Testing

/// The start-time checks: each request UIKit would crash on, drop or ignore is refused with its
/// reason, and the stack is left as it was.
@MainActor
@Suite struct ValidationTests {
  @Test func pushingAPresentedScreenIsRefused() {
    onStage { stage in
      let settings = SettingsScreen()
      let outcomes = Outcomes()
      stage.navigation.baton.present(settings)
      stage.navigation.baton.push(settings, completion: outcomes.callback("double tap"))
      stage.settle()
      stage.navigation.baton.push(settings, completion: outcomes.callback("push"))
      stage.settle()
      #expect(outcomes["double tap"] == [.dropped(.duplicate)])
      #expect(outcomes["push"] == [.dropped(.invalid(.alreadyPresented))])
      #expect(stage.stack == [stage.home])
    }
  }

  @Test func pushingAScreenOfAnotherStackIsRefused() {
    onStage { stage in
      let list = ListScreen()
      let other = UINavigationController(rootViewController: list)
      let outcomes = Outcomes()
      stage.navigation.baton.push(list, completion: outcomes.callback("push"))
      stage.settle()
      #expect(outcomes["push"] == [.dropped(.invalid(.alreadyOnStack))])
      #expect(other.viewControllers.first === list)
    }
  }

  @Test func aStackContainingANavigationControllerIsRefused() {
    onStage { stage in
      let outcomes = Outcomes()
      let nested = UINavigationController(rootViewController: ListScreen())
      stage.navigation.baton.setViewControllers(
        [stage.home, nested],
        completion: outcomes.callback("set")
      )
      stage.settle()
      #expect(outcomes["set"] == [.dropped(.invalid(.pushingNavigationController))])
      #expect(stage.stack == [stage.home])
    }
  }

  @Test func presentingAScreenThatIsOnAStackIsRefused() {
    onStage { stage in
      let list = ListScreen()
      let outcomes = Outcomes()
      stage.navigation.baton.push(list)
      stage.navigation.baton.push(DetailScreen())
      stage.settle()
      stage.navigation.baton.present(list, completion: outcomes.callback("present"))
      stage.settle()
      #expect(outcomes["present"] == [.dropped(.invalid(.alreadyOnStack))])
      #expect(stage.navigation.presentedViewController == nil)
    }
  }

  /// A request keeps its source alive until its outcome, as `DispatchQueue.main.async` would:
  /// the app letting go of a stack that is in no window changes nothing (the stack is edited
  /// directly, as UIKit does), and the stack is freed once the last request has its outcome.
  @Test func aRequestKeepsItsStackUntilItsOutcomeThenLetsGo() {
    onStage { stage in
      let outcomes = Outcomes()
      weak var released: UINavigationController?
      do {
        let offscreen = UINavigationController(rootViewController: ListScreen())
        released = offscreen
        offscreen.baton.push(DetailScreen(), completion: outcomes.callback("first"))
        offscreen.baton.push(SettingsScreen(), completion: outcomes.callback("second"))
      }
      #expect(released != nil)
      #expect(released?.viewControllers.count == 2)
      stage.settle()
      #expect(outcomes["first"] == [.completed])
      #expect(outcomes["second"] == [.completed])
      #expect(released == nil)
    }
  }
}
