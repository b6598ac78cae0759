import Baton
import Foundation
import HeadlessUIKit
import Testing

/// The model's own controls: worlds, windows, key window, events.
@MainActor
@Suite struct WorldTests {
  @Test func eachObjectBelongsToTheWorldCurrentAtItsCreation() {
    let first = Headless.World()
    let second = Headless.World()
    let (navigation, window) = first.run {
      let navigation = UINavigationController(rootViewController: UIViewController())
      let window = UIWindow(windowScene: first.makeWindowScene())
      window.rootViewController = navigation
      window.makeKeyAndVisible()
      return (navigation, window)
    }
    second.run {
      #expect(Headless.World.current === second)
      #expect(UIApplication.shared === second.application)
      navigation.pushViewController(UIViewController(), animated: true)
    }
    #expect(!first.scheduler.isIdle)
    #expect(second.scheduler.isIdle)
    first.scheduler.runUntilIdle()
    #expect(navigation.viewControllers.count == 2)
    #expect(window.isKeyWindow)
  }

  @Test func asyncRunBindsTheWorld() async {
    let world = Headless.World()
    let bound = await world.run { () async -> Bool in
      await Task.yield()
      return Headless.World.current === world
    }
    #expect(bound)
  }

  @Test func nestedRunsOfTheSameWorldKeepItCurrent() throws {
    let world = Headless.World()
    let depths = world.run {
      world.run {
        let inner = Headless.World.current === world
        let innermost = world.run { UIApplication.shared === world.application }
        return (inner, innermost, Headless.World.current === world)
      }
    }
    #expect(depths.0 && depths.1 && depths.2)
    struct Refusal: Error {}
    #expect(throws: Refusal.self) {
      try world.run { try world.run { throw Refusal() } }
    }
    #expect(Headless.World.current !== world)
  }

  @Test func aNestedRunOfAnotherWorldBindsItAndRestoresTheOuterOne() {
    let outer = Headless.World()
    let inner = Headless.World()
    var seen: [String] = []
    func name(_ world: Headless.World) -> String {
      world === outer ? "outer" : world === inner ? "inner" : "other"
    }
    outer.run {
      seen.append(name(Headless.World.current))
      inner.run {
        seen.append(name(Headless.World.current))
        outer.run { seen.append(name(Headless.World.current)) }
        seen.append(name(Headless.World.current))
        // The same world again, nested inside the other one, stays the inner one.
        inner.run { seen.append(name(Headless.World.current)) }
      }
      seen.append(name(Headless.World.current))
      seen.append(UIApplication.shared === outer.application ? "outer app" : "wrong app")
    }
    seen.append(name(Headless.World.current))
    #expect(
      seen == ["outer", "inner", "outer", "inner", "inner", "outer", "outer app", "other"]
    )
  }

  @Test func nestedAsyncRunsKeepTheBindingAcrossSuspensions() async {
    let outer = Headless.World()
    let inner = Headless.World()
    let seen = await outer.run { () async -> [Bool] in
      var seen: [Bool] = []
      seen.append(
        await outer.run { () async -> Bool in
          await Task.yield()
          return Headless.World.current === outer
        }
      )
      seen.append(
        await inner.run { () async -> Bool in
          await Task.yield()
          return Headless.World.current === inner
        }
      )
      await Task.yield()
      seen.append(Headless.World.current === outer)
      // A task started inside a nested run inherits the binding.
      let child = outer.run { Task { Headless.World.current === outer } }
      seen.append(await child.value)
      return seen
    }
    #expect(seen == [true, true, true, true])
    #expect(Headless.World.current !== outer)
  }

  @Test func theKeyWindowMovesBetweenWindowsAndScenes() {
    let world = Headless.World()
    world.run {
      let scene = world.makeWindowScene()
      let other = world.makeWindowScene()
      let main = UIWindow(windowScene: scene)
      let overlay = UIWindow(windowScene: scene)
      let elsewhere = UIWindow(windowScene: other)
      main.makeKeyAndVisible()
      #expect(main.isKeyWindow && scene.keyWindow === main)
      overlay.windowLevel = .alert
      overlay.makeKeyAndVisible()
      #expect(overlay.isKeyWindow && !main.isKeyWindow)
      #expect(scene.windows == [main, overlay])
      elsewhere.makeKey()
      #expect(elsewhere.isKeyWindow && other.keyWindow === elsewhere)
      #expect(UIApplication.shared.connectedScenes.count == 2)
      let key = UIApplication.shared.connectedScenes
        .compactMap { $0 as? UIWindowScene }
        .flatMap { $0.windows }
        .first { $0.isKeyWindow }
      #expect(key === elsewhere)
    }
  }

  @Test func aSceneDoesNotKeepItsWindowsAlive() {
    let world = Headless.World()
    world.run {
      let scene = world.makeWindowScene()
      do {
        let window = UIWindow(windowScene: scene)
        window.makeKeyAndVisible()
        #expect(scene.windows.count == 1)
      }
      #expect(scene.windows.isEmpty)
      #expect(scene.keyWindow == nil)
    }
  }

  @Test func observersSeeTransitionsAndFaults() {
    let stage = NavigationStage()
    var seen: [String] = []
    stage.world.addObserver { event in
      switch event {
      case .transitionBegan(_, _, let kind, let label, let time):
        seen.append("began \(kind) \(label) at \(time)")
      case .transitionEnded(_, _, let kind, let cancelled, let time):
        seen.append("ended \(kind) cancelled=\(cancelled) at \(time)")
      case .fault(let fault):
        seen.append("fault \(fault.kind.rawValue)")
      }
    }
    stage.navigation.pushViewController(stage.screen("B"), animated: true)
    stage.settle()
    stage.navigation.popViewController(animated: true)
    stage.navigation.popViewController(animated: true)
    stage.settle()
    #expect(
      seen == [
        "began push push HeadlessUIKitTests.LoggingViewController at 0.0",
        "ended push cancelled=false at 0.35",
        "began pop pop HeadlessUIKitTests.LoggingViewController at 0.35",
        "ended pop cancelled=false at 0.7",
        "fault F11",
      ]
    )
  }

  @Test func transitionLabelsNameTheKindAndTheClassOfTheScreenShown() {
    let stage = NavigationStage()
    var labels: [String] = []
    stage.world.addObserver { event in
      if case .transitionBegan(_, _, _, let label, _) = event { labels.append(label) }
    }
    let plain = stage.world.run { UIViewController() }
    let detail = stage.screen("B")
    stage.navigation.pushViewController(plain, animated: true)
    stage.settle()
    stage.navigation.pushViewController(detail, animated: true)
    stage.settle()
    // The same classes again, now that their labels are kept: still the same text.
    stage.navigation.popViewController(animated: true)
    stage.settle()
    stage.navigation.popToRootViewController(animated: true)
    stage.settle()
    stage.navigation.pushViewController(detail, animated: false)
    stage.navigation.popToViewController(stage.root, animated: true)
    stage.settle()
    let sheet = stage.screen("S")
    stage.navigation.present(sheet, animated: true)
    stage.settle()
    sheet.dismiss(animated: true)
    stage.settle()
    let screen = "HeadlessUIKitTests.LoggingViewController"
    #expect(
      labels == [
        "push UIViewController", "push \(screen)", "pop UIViewController",
        "popToRoot \(screen)", "push \(screen)", "popTo \(screen)", "present \(screen)",
        "dismiss \(screen)",
      ]
    )
  }

  @Test func aTabBarControllerShowsOnlyItsSelectedChild() {
    let world = Headless.World()
    let log = CallbackLog()
    world.run {
      let first = LoggingViewController("T1", log: log)
      let second = LoggingViewController("T2", log: log)
      let tabs = UITabBarController()
      tabs.viewControllers = [first, UINavigationController(rootViewController: second)]
      let window = UIWindow(windowScene: world.makeWindowScene())
      window.rootViewController = tabs
      window.makeKeyAndVisible()
      #expect(tabs.selectedViewController === first)
      #expect(first.view.window === window)
      #expect(first.tabBarController === tabs)
      #expect(second.tabBarController === tabs)
      log.removeAll()
      world.selectTab(tabs.viewControllers![1], in: tabs)
      #expect(tabs.selectedIndex == 1)
      #expect(first.viewIfLoaded?.window == nil)
      #expect(second.view.window === window)
      #expect(
        log.entries == [
          "T1.viewWillDisappear", "T2.viewDidLoad", "T2.viewWillAppear", "T1.viewDidDisappear",
          "T2.viewDidAppear",
        ]
      )
    }
  }

  @Test func faultsCarryKindClassAndTimeAndClearCrashKeepsThem() {
    #expect(Headless.FaultKind.allCases.map(\.rawValue) == (1...15).map { "F\($0)" })
    #expect(
      Headless.FaultKind.allCases.filter(\.isCrash).map(\.rawValue) == [
        "F1", "F2", "F8", "F9", "F10", "F14",
      ]
    )
    let stage = NavigationStage()
    stage.advance(by: 2)
    stage.navigation.popToViewController(stage.screen("X"), animated: false)
    #expect(stage.world.faults.last?.time == 2)
    #expect(stage.world.hasCrashed)
    stage.world.clearCrash()
    #expect(!stage.world.hasCrashed)
    #expect(stage.world.faults.count == 1)
  }
}
