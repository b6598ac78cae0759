import Foundation
import HeadlessUIKit
import Testing

/// Docs/UIKitFacts.md A2: the order of appearance callbacks and delegate calls for stack changes.
@MainActor
@Suite struct PushPopTests {
  @Test func a2PushCallsBackInUIKitOrder() {
    let stage = NavigationStage()
    let b = stage.screen("B")
    stage.navigation.pushViewController(b, animated: true)
    #expect(
      stage.log.entries == [
        "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "willShow(B)",
      ]
    )
    #expect(stage.navigation.viewControllers == [stage.root, b])
    stage.advance(by: 0.35)
    #expect(
      stage.log.entries == [
        "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "willShow(B)",
        "A.viewDidDisappear", "B.viewDidAppear", "didShow(B)",
      ]
    )
    #expect(b.view.window === stage.window)
    #expect(stage.root.viewIfLoaded?.window == nil)
    #expect(stage.world.scheduler.isIdle)
    #expect(stage.world.faults.isEmpty)
  }

  @Test func a2PushLastsThePushDuration() {
    let stage = NavigationStage()
    stage.navigation.pushViewController(stage.screen("B"), animated: true)
    stage.advance(by: 0.34)
    #expect(!stage.log.entries.contains("B.viewDidAppear"))
    stage.advance(by: 0.01)
    #expect(stage.log.entries.contains("B.viewDidAppear"))
  }

  @Test func a2PopCallsBackInUIKitOrder() {
    let stage = NavigationStage()
    let b = stage.screen("B")
    stage.navigation.pushViewController(b, animated: true)
    stage.settle()
    stage.log.removeAll()
    let popped = stage.navigation.popViewController(animated: true)
    #expect(popped === b)
    #expect(stage.navigation.viewControllers == [stage.root])
    #expect(b.navigationController === stage.navigation)
    stage.settle()
    #expect(
      stage.log.entries == [
        "B.viewWillDisappear", "A.viewWillAppear", "willShow(A)",
        "B.viewDidDisappear", "A.viewDidAppear", "didShow(A)",
      ]
    )
    #expect(b.parent == nil)
    #expect(b.navigationController == nil)
    #expect(b.viewIfLoaded?.window == nil)
    #expect(stage.root.view.window === stage.window)
  }

  @Test func a2PopToAndPopToRootCallBackOnlyForTheEnds() {
    let stage = NavigationStage()
    let b = stage.screen("B")
    let c = stage.screen("C")
    let d = stage.screen("D")
    stage.navigation.setViewControllers([stage.root, b, c, d], animated: false)
    stage.log.removeAll()
    let poppedToB = stage.navigation.popToViewController(b, animated: true)
    #expect(poppedToB == [c, d])
    stage.settle()
    // B was never shown, so its view loads only now.
    #expect(
      stage.log.entries == [
        "B.viewDidLoad", "D.viewWillDisappear", "B.viewWillAppear", "willShow(B)",
        "D.viewDidDisappear", "B.viewDidAppear", "didShow(B)",
      ]
    )
    stage.log.removeAll()
    let poppedToRoot = stage.navigation.popToRootViewController(animated: true)
    #expect(poppedToRoot == [b])
    stage.settle()
    #expect(
      stage.log.entries == [
        "B.viewWillDisappear", "A.viewWillAppear", "willShow(A)",
        "B.viewDidDisappear", "A.viewDidAppear", "didShow(A)",
      ]
    )
    #expect(c.parent == nil && d.parent == nil)
  }

  @Test func a2SetViewControllersCallsBackForTheOldAndNewTop() {
    let stage = NavigationStage()
    let b = stage.screen("B")
    let c = stage.screen("C")
    stage.navigation.setViewControllers([b, c], animated: true)
    #expect(stage.navigation.viewControllers == [b, c])
    stage.settle()
    #expect(
      stage.log.entries == [
        "C.viewDidLoad", "A.viewWillDisappear", "C.viewWillAppear", "willShow(C)",
        "A.viewDidDisappear", "C.viewDidAppear", "didShow(C)",
      ]
    )
    #expect(stage.root.parent == nil)
    #expect(b.parent === stage.navigation)
    #expect(!b.isViewLoaded)
  }

  @Test func nonAnimatedChangesCompleteInsideTheCall() {
    let stage = NavigationStage()
    let b = stage.screen("B")
    stage.navigation.pushViewController(b, animated: false)
    #expect(
      stage.log.entries == [
        "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "willShow(B)",
        "A.viewDidDisappear", "B.viewDidAppear", "didShow(B)",
      ]
    )
    #expect(stage.navigation.transitionCoordinator == nil)
    #expect(stage.world.scheduler.isIdle)
  }

  @Test func isMovingToAndFromParentHoldDuringTheTransitionOnly() {
    let stage = NavigationStage()
    let b = stage.screen("B")
    stage.navigation.pushViewController(b, animated: true)
    #expect(b.isMovingToParentDuringWillAppear == true)
    #expect(b.isMovingToParent)
    stage.settle()
    #expect(!b.isMovingToParent)
    stage.navigation.popViewController(animated: true)
    #expect(b.isMovingFromParentDuringWillDisappear == true)
    #expect(stage.root.isMovingToParentDuringWillAppear == false)
    stage.settle()
    #expect(!b.isMovingFromParent)
    #expect(b.wasInWindowDuringDidDisappear == false)
  }

  @Test func aViewIsInTheWindowOnlyWhileOnScreen() {
    let stage = NavigationStage()
    let b = stage.screen("B")
    #expect(stage.root.view.window === stage.window)
    stage.navigation.pushViewController(b, animated: true)
    #expect(b.view.window === stage.window)
    #expect(stage.root.view.window === stage.window)
    stage.settle()
    #expect(stage.root.view.window == nil)
    stage.window.isHidden = true
    #expect(b.view.window == nil)
    #expect(stage.log.entries.suffix(2) == ["B.viewWillDisappear", "B.viewDidDisappear"])
  }

  @Test func offScreenChangesUpdateTheStackWithoutCallbacks() {
    let world = Headless.World()
    let log = CallbackLog()
    world.run {
      let navigation = UINavigationController(
        rootViewController: LoggingViewController("A", log: log)
      )
      let b = LoggingViewController("B", log: log)
      navigation.pushViewController(b, animated: true)
      #expect(navigation.topViewController === b)
      #expect(log.entries.isEmpty)
      #expect(world.scheduler.isIdle)
      let window = UIWindow(windowScene: world.makeWindowScene())
      window.rootViewController = navigation
      window.makeKeyAndVisible()
      #expect(log.entries == ["B.viewDidLoad", "B.viewWillAppear", "B.viewDidAppear"])
    }
  }

  @Test func theNavigationBarShowsTheStacksItems() {
    let stage = NavigationStage()
    let b = stage.screen("B")
    b.navigationItem.title = "Detail"
    stage.navigation.pushViewController(b, animated: false)
    #expect(stage.navigation.navigationBar.topItem?.title == "Detail")
    #expect(stage.navigation.navigationBar.backItem === stage.root.navigationItem)
    stage.navigation.isNavigationBarHidden = true
    #expect(stage.navigation.navigationBar.isHidden)
  }
}
