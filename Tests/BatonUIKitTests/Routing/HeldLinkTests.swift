import Baton
import BatonRouting
import BatonUIKit
import Foundation
import HeadlessUIKit
import Testing

/// Deep links an interceptor holds until a gate opens: each ends exactly once.
@MainActor
@Suite struct HeldLinkTests {
  @Test(arguments: Headless.Profile.allCases)
  func aLinkHeldWhileLoggedOutOpensOnceAfterTheGateOpens(profile: Headless.Profile) throws {
    try onStage(profile) { stage in
      let app = try GatedApp(stage)
      let outcomes = Outcomes()
      #expect(throws: RouteError.rejected(url: "/detail/7", reason: .held(gate: "login"))) {
        try app.router.open("/detail/7", completion: outcomes.callback("open"))
      }
      let ticket = try #require(app.router.heldLinks.ticket(forURL: "/detail/7"))
      var endings: [HeldLinkOutcome] = []
      ticket.onOutcome = { endings.append($0) }
      stage.settle()
      #expect(stage.screenNames == ["HomeScreen"])
      #expect(outcomes["open"].isEmpty)
      app.isLoggedIn = true
      let opened = app.router.openGate("login")
      #expect(opened.map(\.link.url) == ["/detail/7"])
      stage.settle()
      #expect(endings == [.opened])
      #expect(ticket.outcome == .opened)
      #expect(outcomes["open"] == [.completed])
      #expect(stage.stack.last === ticket.opening?.screen)
      #expect(app.router.openGate("login").isEmpty, "opened once")
      stage.settle()
      #expect(stage.stack.count == 2)
      #expect(app.router.heldLinks.tickets.isEmpty)
    }
  }

  @Test func aLinkExpiresAndEndsOnceWhenTheRouterNextLooks() throws {
    try onStage { stage in
      let app = try GatedApp(stage)
      let outcomes = Outcomes()
      _ = try? app.router.open("/detail/7", completion: outcomes.callback("open"))
      let ticket = try #require(app.router.heldLinks.ticket(forURL: "/detail/7"))
      app.clock = app.clock.addingTimeInterval(601)
      app.isLoggedIn = true
      #expect(app.router.openGate("login").isEmpty)
      #expect(ticket.outcome == .expired)
      #expect(outcomes["open"] == [.cancelled])
      app.router.heldLinks.expireStale()
      #expect(outcomes["open"].count == 1)
      stage.settle()
      #expect(stage.screenNames == ["HomeScreen"])
    }
  }

  @Test func theOldestLinkIsDroppedBeyondTheBound() throws {
    try onStage { stage in
      let app = try GatedApp(stage)
      app.router.heldLinks.limit = 2
      app.router.heldLinks.newerLink = .queues
      let outcomes = Outcomes()
      let urls = ["/detail/1", "/detail/2", "myapp://settings/privacy"]
      for (index, url) in urls.enumerated() {
        _ = try? app.router.open(url, completion: outcomes.callback("\(index + 1)"))
      }
      #expect(app.router.heldLinks.links.map(\.url) == Array(urls.dropFirst()))
      #expect(outcomes["1"] == [.dropped(.superseded)])
      app.isLoggedIn = true
      let opened = app.router.openGate("login")
      stage.settle()
      #expect(opened.map(\.outcome) == [.opened, .opened])
      #expect(outcomes["2"] == [.completed])
      #expect(outcomes["3"] == [.completed])
      #expect(stage.screenNames == ["HomeScreen", "RoutedDetailScreen", "RoutedSettingsScreen"])
    }
  }

  @Test func aNewerLinkReplacesTheHeldOneByDefault() throws {
    try onStage { stage in
      let app = try GatedApp(stage)
      let outcomes = Outcomes()
      _ = try? app.router.open("/detail/1", completion: outcomes.callback("1"))
      let first = try #require(app.router.heldLinks.ticket(forURL: "/detail/1"))
      _ = try? app.router.open("/detail/2", completion: outcomes.callback("2"))
      #expect(first.outcome == .replaced)
      #expect(outcomes["1"] == [.dropped(.superseded)])
      app.isLoggedIn = true
      app.router.openGate("login")
      stage.settle()
      #expect(outcomes["2"] == [.completed])
      #expect(stage.stack.compactMap { ($0 as? RoutedDetailScreen)?.itemID } == [2])
    }
  }

  @Test func theSameLinkHeldTwiceReplacesItselfEvenWhenLinksQueue() throws {
    try onStage { stage in
      let app = try GatedApp(stage)
      app.router.heldLinks.newerLink = .queues
      _ = try? app.router.open("/detail/1")
      _ = try? app.router.open("/detail/1")
      #expect(app.router.heldLinks.links.count == 1)
    }
  }

  @Test func aLinkRoundTripsThroughCodableAndOpensAfterARelaunch() throws {
    let saved: Data = try onStage { stage in
      let app = try GatedApp(stage)
      _ = try? app.router.open("/detail/9", action: .push, animated: false)
      return try JSONEncoder().encode(app.router.heldLinks.links)
    }
    let links = try JSONDecoder().decode([HeldLink].self, from: saved)
    #expect(links.count == 1)
    #expect(links.first?.action == .push)
    #expect(links.first?.animated == false)
    #expect(links.first?.gate == "login")
    try onStage { stage in
      let app = try GatedApp(stage)
      app.clock = links[0].heldAt.addingTimeInterval(60)
      let restored = app.router.heldLinks.restore(links)
      #expect(restored.map(\.link) == links)
      app.isLoggedIn = true
      app.router.openGate("login")
      stage.settle()
      #expect(restored.first?.outcome == .opened)
      #expect((stage.stack.last as? RoutedDetailScreen)?.itemID == 9)
    }
  }

  @Test func everyRouteActionRoundTripsAndUnknownTextIsRefused() throws {
    let actions: [RouteAction] = [.push, .present, .presentInNavigation, .automatic, .pushInTab(3)]
    let data = try JSONEncoder().encode(actions)
    #expect(
      String(decoding: data, as: UTF8.self)
        == #"["push","present","presentInNavigation","automatic","pushInTab:3"]"#
    )
    #expect(try JSONDecoder().decode([RouteAction].self, from: data) == actions)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([RouteAction].self, from: Data(#"["pushInTab:x"]"#.utf8))
    }
  }

  @Test func aLinkThatFailsOnResumeEndsFailedAndOneHeldForAnotherGateMoves() throws {
    try onStage { stage in
      let app = try GatedApp(stage)
      let outcomes = Outcomes()
      _ = try? app.router.open("/detail/1", completion: outcomes.callback("1"))
      let ticket = try #require(app.router.heldLinks.ticket(forURL: "/detail/1"))
      // Still logged out: the gate was opened too early.
      app.router.openGate("login")
      #expect(ticket.outcome == .failed(.rejected(url: "/detail/1", reason: .held(gate: "login"))))
      #expect(outcomes["1"].count == 1)

      _ = try? app.router.open("/detail/2", completion: outcomes.callback("2"))
      let moving = try #require(app.router.heldLinks.ticket(forURL: "/detail/2"))
      app.isLoggedIn = true
      app.needsOnboarding = true
      app.router.openGate("login")
      #expect(moving.isHeld)
      #expect(moving.link.gate == "onboarding")
      app.needsOnboarding = false
      app.router.openGate("onboarding")
      stage.settle()
      #expect(moving.outcome == .opened)
      #expect(outcomes["2"] == [.completed])
    }
  }

  @Test func aCancelledLinkEndsOnceAndCanOpenDoesNotHold() throws {
    try onStage { stage in
      let app = try GatedApp(stage)
      let outcomes = Outcomes()
      #expect(!app.router.canOpen("/detail/1"))
      #expect(app.router.heldLinks.tickets.isEmpty, "canOpen keeps nothing")
      _ = try? app.router.open("/detail/1", completion: outcomes.callback("1"))
      let ticket = try #require(app.router.heldLinks.ticket(forURL: "/detail/1"))
      #expect(ticket.cancel())
      #expect(!ticket.cancel())
      #expect(ticket.outcome == .cancelled)
      #expect(outcomes["1"] == [.cancelled])
      _ = try? app.router.open("/detail/2", completion: outcomes.callback("2"))
      app.router.heldLinks.cancelAll()
      #expect(outcomes["2"] == [.cancelled])
      #expect(app.router.heldLinks.tickets.isEmpty)
    }
  }
}

/// The samples of the article "Routing in an app" (sections "Links that wait for a login" and
/// "Tabs"), as written there but for the stand-ins' names.
@MainActor
@Suite struct HeldLinkArticleSampleTests {
  @Test func theLoginSampleHoldsThenOpensTheProfile() throws {
    try onStage { stage in
      final class Session { var isLoggedIn = false }
      let session = Session()
      let window = stage.window
      let router = BatonRouter(options: RouteOptions(readsHostAsPath: true), window: { window })
      try router.register("/user/<int:id>", name: "profile") { match, _ in
        .screen(RoutedDetailScreen(id: try match.int("id")))
      }
      router.addInterceptor { request, _ in
        request.name == "profile" && !session.isLoggedIn ? .hold(until: "login") : .continue
      }
      #expect(throws: RouteError.self) { try router.open("myapp://user/42") }
      session.isLoggedIn = true
      // After a successful login:
      router.openGate("login")
      stage.settle()
      #expect((stage.stack.last as? RoutedDetailScreen)?.itemID == 42)
    }
  }

  @Test func theTabSampleSelectsTheTabThenPushes() throws {
    try onStage { stage in
      let tabs = TabWindow(stage)
      let window = tabs.window
      let router = BatonRouter(options: RouteOptions(readsHostAsPath: true), window: { window })
      try router.register("/user/<int:id>", name: "profile") { match, _ in
        .screen(RoutedDetailScreen(id: try match.int("id")))
      }
      try router.open("myapp://user/42", action: .pushInTab(1))
      stage.settle()
      #expect(tabs.controller.selectedIndex == 1)
      tabs.close()
    }
  }
}

/// A router whose detail links need a login (and, when asked, onboarding after it).
@MainActor
final class GatedApp {
  let router: BatonRouter<Void>
  var isLoggedIn = false
  var needsOnboarding = false
  var clock = Date(timeIntervalSince1970: 1_800_000_000)

  init(_ stage: Stage) throws {
    let window = stage.window
    router = BatonRouter(window: { window })
    try router.register(RoutedDetailScreen.self)
    try router.register("myapp://settings/<section>", name: "settings") { match, _ in
      .screen(RoutedSettingsScreen(section: try match.string("section")))
    }
    router.heldLinks.now = { [unowned self] in clock }
    router.addInterceptor { [unowned self] request, _ in
      if !isLoggedIn { return .hold(until: "login") }
      return needsOnboarding ? .hold(until: "onboarding") : .continue
    }
  }
}
