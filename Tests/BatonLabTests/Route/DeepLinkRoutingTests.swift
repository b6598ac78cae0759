import Baton
import BatonRouting
import Testing

@testable import BatonLab

/// The lab's deep links go through its `BatonRouter`: storms exercise routes, and a link the
/// router cannot open is a route failure.
@MainActor
@Suite struct DeepLinkRoutingTests {
  @Test(arguments: [StrategyName.baton, .raw])
  func aTinyStormsDeepLinksAllRoute(_ strategy: StrategyName) throws {
    let (_, metrics) = try tinyStorm(
      "deeplink tab1/detail/comments\nsettle\ndeeplink tab0/settings\nsettle\ndeeplink tab0\nsettle",
      strategy: strategy
    )
    #expect(metrics.routeFailures == 0)
    #expect(metrics.lostDeepLinks == 0)
  }

  @Test func theRouterBuildsTheLinksScreensInOrder() throws {
    let session = LabSession(strategy: .baton, profile: .deferring)
    defer { session.finish() }
    session.start()
    session.settle()
    session.run { app in app.open(DeepLink(tab: 1, pushes: [.detail, .comments], modal: nil)) }
    session.settle()
    let kinds = session.run { app in app.stackKinds(tab: 1) }
    #expect(kinds == [.list, .detail, .comments])
    #expect(session.probe.metrics(actions: 1).routeFailures == 0)
  }

  @Test func aLinkTheRouterDeclinesIsARouteFailureThatShowsNothing() throws {
    let session = LabSession(strategy: .baton, profile: .deferring)
    defer { session.finish() }
    session.start()
    session.settle()
    session.run { app in
      app.open(DeepLink(tab: 7, pushes: [.detail], modal: nil))
      app.open(DeepLink(tab: 0, pushes: [.list], modal: nil))
    }
    session.settle()
    #expect(session.run { app in app.stackKinds(tab: 0) } == [.list])
    let metrics = session.probe.metrics(actions: 2)
    #expect(metrics.routeFailures == 2)
    #expect(metrics.intents == 0)
  }

  @Test func theDeepLinkRouteDeclinesWhatTheAppDoesNotKnow() throws {
    let session = LabSession(strategy: .baton, profile: .deferring)
    defer { session.finish() }
    session.run { app in
      let screens = DeepLinkScreens(app: app)
      #expect(
        throws: RouteError.noMatch(
          url: "app://tab0/settings/detail",
          declined: ["/<tab>/<path:screens>"]
        )
      ) {
        try app.router.resolve("app://tab0/settings/detail", context: screens)
      }
      #expect(throws: RouteError.noMatch(url: "app://home", declined: ["/<tab>"])) {
        try app.router.resolve("app://home", context: screens)
      }
    }
  }
}
