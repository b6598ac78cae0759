import Baton
import BatonRouting
import BatonUIKit
import HeadlessUIKit
import Testing

/// Opening screens by URL through the lane, on HeadlessUIKit and virtual time.
@MainActor
@Suite struct BatonRouterTests {
  @Test func automaticPushesOntoTheTopMostNavigationStack() throws {
    try onStage { stage in
      let router = try makeRouter(on: stage)
      let outcomes = Outcomes()
      let opening = try router.open("myapp://any/detail/007", completion: outcomes.callback("open"))
      #expect(opening.action == .push)
      #expect(opening.source === stage.navigation)
      stage.settle()
      #expect(outcomes["open"] == [.completed])
      let detail = try #require(stage.stack.last as? RoutedDetailScreen)
      #expect(detail.itemID == 7)
      #expect(detail === opening.screen)
      #expect(stage.faults.isEmpty)
    }
  }

  @Test func asksTheAppsWindowClosureOncePerOpen() throws {
    try onStage { stage in
      let window = stage.window
      var asked = 0
      let router = BatonRouter(window: {
        asked += 1
        return window
      })
      try router.register(RoutedDetailScreen.self)
      let recorder = window.baton.startRecording()
      defer { recorder.stop() }
      _ = try router.open("/detail/1")
      #expect(asked == 1)
      #expect(throws: RouteError.self) { try router.open("/nowhere") }
      #expect(asked == 2)
      stage.settle()
      #expect(recorder.events.contains { $0.kind == .routeFailed("noMatch") })
      #expect(stage.faults.isEmpty)
    }
  }

  @Test func automaticPresentsWrappedWhenNoNavigationIsOnTop() throws {
    try onStage { stage in
      let window = UIWindow(windowScene: stage.world.makeWindowScene())
      let root = HomeScreen()
      window.rootViewController = root
      window.makeKeyAndVisible()
      stage.settle()
      let router = BatonRouter(
        window: { window },
        makeNavigationController: { SheetNavigationController(rootViewController: $0) }
      )
      try router.register(RoutedDetailScreen.self)
      let outcomes = Outcomes()
      let opening = try router.open("/detail/3", completion: outcomes.callback("open"))
      stage.settle()
      #expect(outcomes["open"] == [.completed])
      #expect(opening.action == .presentInNavigation)
      let sheet = try #require(root.presentedViewController as? SheetNavigationController)
      #expect(sheet === opening.shown)
      #expect(sheet.viewControllers.first === opening.screen)
      window.baton.endLane()
      root.dismiss(animated: false)
      stage.settle()
    }
  }

  @Test func presentPresentsTheScreenItselfFromTheTopMost() throws {
    try onStage { stage in
      let router = try makeRouter(on: stage)
      let opening = try router.open("myapp://settings/privacy", action: .present)
      stage.settle()
      #expect(opening.action == .present)
      #expect(opening.source === stage.home)
      let settings = try #require(stage.home.presentedViewController as? RoutedSettingsScreen)
      #expect(settings.section == "privacy")
      #expect(stage.navigation.presentedViewController === settings)
    }
  }

  @Test func presentInNavigationUsesTheConfiguredClass() throws {
    try onStage { stage in
      let router = try makeRouter(on: stage)
      let opening = try router.open("myapp://SETTINGS/about", action: .presentInNavigation)
      stage.settle()
      #expect(opening.action == .presentInNavigation)
      let sheet = try #require(
        stage.navigation.presentedViewController as? SheetNavigationController
      )
      #expect((sheet.topViewController as? RoutedSettingsScreen)?.section == "about")
    }
  }

  @Test func aScreenThatIsANavigationControllerIsPresentedAsItIs() throws {
    try onStage { stage in
      let router = try makeRouter(on: stage)
      let opening = try router.open("/stack")
      stage.settle()
      #expect(opening.action == .present)
      #expect(stage.navigation.presentedViewController === opening.screen)
      #expect(stage.stack.count == 1)
    }
  }

  @Test func theTopMostIsFoundThroughAPresentedNavigationController() throws {
    try onStage { stage in
      let router = try makeRouter(on: stage)
      let sheetRoot = ListScreen()
      let sheet = UINavigationController(rootViewController: sheetRoot)
      stage.navigation.baton.present(sheet)
      stage.settle()
      let opening = try router.open("/detail/1")
      stage.settle()
      #expect(opening.source === sheet)
      #expect(sheet.viewControllers.count == 2)
      #expect(stage.stack.count == 1)
    }
  }

  @Test func theTopMostIsFoundThroughTheSelectedTab() throws {
    try onStage { stage in
      let first = BatonNavigationController(rootViewController: ListScreen())
      let second = BatonNavigationController(rootViewController: SettingsScreen())
      let tabs = UITabBarController()
      tabs.viewControllers = [first, second]
      tabs.selectedIndex = 1
      let window = UIWindow(windowScene: stage.world.makeWindowScene())
      window.rootViewController = tabs
      window.makeKeyAndVisible()
      stage.settle()
      let router = BatonRouter(window: { window })
      try router.register(RoutedDetailScreen.self)
      let opening = try router.open("/detail/2")
      stage.settle()
      #expect(opening.source === second)
      #expect(second.viewControllers.count == 2)
      #expect(first.viewControllers.count == 1)
      window.baton.endLane()
    }
  }

  @Test func pushWithoutANavigationControllerIsNoPresenter() throws {
    try onStage { stage in
      let window = UIWindow(windowScene: stage.world.makeWindowScene())
      window.rootViewController = HomeScreen()
      window.makeKeyAndVisible()
      stage.settle()
      let router = BatonRouter(window: { window })
      try router.register(RoutedDetailScreen.self)
      #expect(throws: RouteError.noPresenter(url: "/detail/1")) {
        try router.open("/detail/1", action: .push)
      }
      #expect(!router.canOpen("/detail/1", action: .push))
      #expect(router.canOpen("/detail/1", action: .present))
      window.baton.endLane()
    }
  }

  @Test func noWindowIsNoPresenter() throws {
    try onStage { stage in
      let router = BatonRouter(window: { nil })
      try router.register(RoutedDetailScreen.self)
      #expect(throws: RouteError.noPresenter(url: "/detail/1")) { try router.open("/detail/1") }
      #expect(stage.lane.pendingCount == 0)
    }
  }

  @Test func errorsStopTheURLBeforeAnyTransition() throws {
    try onStage { stage in
      let log = FactoryLog()
      let router = try makeRouter(on: stage, log: log)
      router.addInterceptor { request, _ in
        request.match.pattern.text == "myapp://settings/<section>"
          && request.match["section"] == "admin"
          ? .reject(reason: "login required") : .continue
      }
      #expect(throws: RouteError.noMatch(url: "/nowhere")) { try router.open("/nowhere") }
      #expect(throws: RouteError.invalidParameter(name: "id", expected: "int", got: "x")) {
        try router.open(router.url(named: "detail", parameters: ["id": "x"]))
      }
      #expect(
        throws: RouteError.rejected(
          url: "myapp://settings/admin",
          reason: .interceptor(reason: "login required")
        )
      ) {
        try router.open("myapp://settings/admin")
      }
      #expect(
        throws: RouteError.malformedURL(
          text: "/detail/%",
          position: 8,
          problem: .invalidPercentEscape
        )
      ) {
        try router.open("/detail/%")
      }
      #expect(log.built.isEmpty)
      #expect(stage.lane.pendingCount == 0)
      #expect(!stage.lane.isBusy)
      #expect(stage.stack.count == 1)
    }
  }

  @Test func canOpenHasNoSideEffects() throws {
    try onStage { stage in
      let log = FactoryLog()
      let router = try makeRouter(on: stage, log: log)
      #expect(router.canOpen("myapp://settings/privacy"))
      #expect(router.canOpen("/detail/9"))
      #expect(!router.canOpen("/detail/nine"))
      #expect(!router.canOpen("/nowhere"))
      #expect(log.built.isEmpty)
      #expect(stage.lane.pendingCount == 0)
      #expect(!stage.lane.isBusy)
      stage.settle()
      #expect(stage.stack.count == 1)
      #expect(stage.navigation.presentedViewController == nil)
    }
  }

  @Test func opensByNameWithParameters() throws {
    try onStage { stage in
      let router = try makeRouter(on: stage)
      let opening = try router.open(
        router.url(named: "settings", parameters: ["section": "a b"]),
        action: .present
      )
      stage.settle()
      #expect(opening.request.match.urlText == "myapp://settings/a%20b")
      #expect((stage.navigation.presentedViewController as? RoutedSettingsScreen)?.section == "a b")
    }
  }

  @Test func aRedirectOpensTheRedirectedScreen() throws {
    try onStage { stage in
      let router = try makeRouter(on: stage)
      router.addInterceptor { request, _ in
        request.name == "detail" ? .redirect(to: "myapp://settings/login") : .continue
      }
      let opening = try router.open("/detail/5", action: .present)
      stage.settle()
      #expect(opening.request.redirectChain == ["/detail/5", "myapp://settings/login"])
      #expect(
        (stage.navigation.presentedViewController as? RoutedSettingsScreen)?.section == "login"
      )
    }
  }

  @Test func openingsTakeTurnsOnTheLane() throws {
    try onStage { stage in
      let router = try makeRouter(on: stage)
      let outcomes = Outcomes()
      try router.open("/detail/1", completion: outcomes.callback("first"))
      #expect(stage.lane.isBusy)
      try router.open(
        "myapp://settings/x",
        action: .present,
        completion: outcomes.callback("second")
      )
      #expect(stage.lane.pendingCount == 1)
      stage.settle()
      #expect(outcomes.labels == ["first", "second"])
      #expect(outcomes["second"] == [.completed])
      #expect(stage.stack.count == 2)
      #expect(stage.faults.isEmpty)
    }
  }

  @Test func aDoubleOpenOfTheSameScreenTypePushesOnce() throws {
    try onStage { stage in
      let router = try makeRouter(on: stage)
      let outcomes = Outcomes()
      try router.open("/detail/1", completion: outcomes.callback("first"))
      try router.open("/detail/1", completion: outcomes.callback("second"))
      stage.settle()
      #expect(outcomes["first"] == [.completed])
      #expect(outcomes["second"] == [.dropped(.duplicate)])
      #expect(stage.stack.count == 2)
      #expect(stage.faults.isEmpty)
    }
  }

  @Test func aPendingOpeningCanBeCancelledWithItsTicket() throws {
    try onStage { stage in
      let router = try makeRouter(on: stage)
      let outcomes = Outcomes()
      try router.open("myapp://settings/x", action: .present)
      let opening = try router.open("/detail/4", completion: outcomes.callback("open"))
      opening.ticket.cancel()
      stage.settle()
      #expect(outcomes["open"] == [.cancelled])
      #expect(stage.stack.count == 1)
    }
  }

  @Test func aDeepLinkAtColdStartWaitsForTheWindow() throws {
    try onStage(showsWindow: false) { stage in
      let router = try makeRouter(on: stage)
      let outcomes = Outcomes()
      try router.open("/detail/8", completion: outcomes.callback("link"))
      stage.settle()
      #expect(outcomes["link"].isEmpty)
      stage.show()
      #expect(outcomes["link"] == [.completed])
      #expect((stage.stack.last as? RoutedDetailScreen)?.itemID == 8)
    }
  }
}
