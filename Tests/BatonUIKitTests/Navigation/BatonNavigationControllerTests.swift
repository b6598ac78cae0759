import Baton
import BatonUIKit
import Foundation
import HeadlessUIKit
import Testing

/// Zero-change adoption: UIKit's own navigation methods on ``BatonNavigationController`` go
/// through the lane, keep meaningful return values and leave the app's delegate alone.
@MainActor
@Suite struct BatonNavigationControllerTests {
  @Test func uikitCallsGoThroughTheLane() {
    onStage { stage in
      var kinds: [TransitionKind] = []
      let observation = stage.lane.addObserver { event in
        if event.phase == .started { kinds.append(event.kind) }
      }
      defer { observation.cancel() }
      let list = ListScreen()
      stage.navigation.pushViewController(list, animated: true)
      stage.navigation.pushViewController(DetailScreen(), animated: true)
      stage.navigation.popToViewController(list, animated: true)
      stage.navigation.popToRootViewController(animated: true)
      stage.navigation.setViewControllers([stage.home, SettingsScreen()], animated: true)
      stage.settle()
      // A plain pop is a Back on the page on screen: asked once the new stack shows.
      stage.navigation.popViewController(animated: true)
      stage.settle()
      #expect(kinds == [.push, .push, .popTo, .popToRoot, .setViewControllers, .pop])
      #expect(stage.stack == [stage.home])
      #expect(stage.faults.isEmpty)
    }
  }

  @Test func aPopThatStartsAtOnceReturnsWhatUIKitReturned() {
    onStage { stage in
      let list = ListScreen()
      let detail = DetailScreen()
      stage.navigation.setViewControllers([stage.home, list, detail], animated: false)
      stage.settle()
      #expect(stage.navigation.popViewController(animated: true) === detail)
      stage.settle()
      #expect(stage.navigation.popToRootViewController(animated: true)?.first === list)
      stage.settle()
      stage.navigation.setViewControllers([stage.home, list, detail], animated: false)
      stage.settle()
      #expect(stage.navigation.popToViewController(stage.home, animated: false)?.count == 2)
      stage.settle()
    }
  }

  @Test func aQueuedPopReturnsNil() {
    onStage { stage in
      stage.navigation.pushViewController(ListScreen(), animated: true)
      #expect(stage.navigation.popViewController(animated: true) == nil)
      #expect(stage.navigation.popToRootViewController(animated: true) == nil)
      stage.settle()
      #expect(stage.stack == [stage.home])
    }
  }

  @Test func aDelegateSetBeforeBatonTakesPartReceivesEveryCallback() {
    onStage(showsWindow: false) { stage in
      let delegate = RecordingNavigationDelegate()
      stage.navigation.delegate = delegate
      stage.show()
      let list = ListScreen()
      stage.navigation.pushViewController(list, animated: true)
      stage.settle()
      #expect(delegate.willShow.last === list)
      #expect(delegate.didShow.last === list)
      #expect(stage.navigation.delegate === delegate)
    }
  }

  @Test func aDelegateSetAfterBatonTookPartReceivesEveryCallback() {
    onStage { stage in
      stage.navigation.pushViewController(ListScreen(), animated: true)
      stage.settle()
      let delegate = RecordingNavigationDelegate()
      stage.navigation.delegate = delegate
      stage.navigation.popViewController(animated: true)
      stage.settle()
      #expect(delegate.willShow.map { $0 === stage.home } == [true])
      #expect(delegate.didShow.map { $0 === stage.home } == [true])
    }
  }

  @Test func aStackAttachedToNoWindowIsEditedDirectly() {
    onStage { stage in
      let offscreen = BatonNavigationController(rootViewController: ListScreen())
      let detail = DetailScreen()
      offscreen.pushViewController(detail, animated: false)
      #expect(offscreen.viewControllers.last === detail)
      #expect(stage.faults.isEmpty)
    }
  }
}

/// An app's navigation delegate that records what it is told.
final class RecordingNavigationDelegate: NSObject, UINavigationControllerDelegate {
  var willShow: [UIViewController] = []
  var didShow: [UIViewController] = []

  func navigationController(
    _ navigationController: UINavigationController,
    willShow viewController: UIViewController,
    animated: Bool
  ) {
    willShow.append(viewController)
  }

  func navigationController(
    _ navigationController: UINavigationController,
    didShow viewController: UIViewController,
    animated: Bool
  ) {
    didShow.append(viewController)
  }
}
