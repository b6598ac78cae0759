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

  @Test func aRequestWhoseStackWentAwayIsDroppedAsSourceGone() {
    onStage { stage in
      let outcomes = Outcomes()
      var offscreen: UINavigationController? = UINavigationController(
        rootViewController: ListScreen()
      )
      offscreen?.baton.push(DetailScreen(), completion: outcomes.callback("first"))
      offscreen?.baton.push(SettingsScreen(), completion: outcomes.callback("second"))
      offscreen = nil
      stage.settle()
      #expect(outcomes["first"] == [.completed])
      #expect(outcomes["second"] == [.dropped(.sourceGone)])
    }
  }
}
