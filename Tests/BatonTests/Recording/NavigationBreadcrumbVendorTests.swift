import Baton
import Foundation
import Testing

/// Each vendor's shape of a breadcrumb, with no vendor SDK.
@Suite struct NavigationBreadcrumbVendorTests {
  private static func crumb(
    _ phase: NavigationBreadcrumb.Phase = .completed,
    operation: String = "push",
    request: Int? = 12,
    from: String? = "HomeScreen",
    to: String? = "ProductScreen",
    reason: String? = nil
  ) -> NavigationBreadcrumb {
    NavigationBreadcrumb(
      sequence: 5,
      wallTime: Date(timeIntervalSince1970: 0),
      window: "main",
      requestID: request.map { RequestID(rawValue: UInt64($0)) },
      operation: operation,
      phase: phase,
      from: from,
      to: to,
      reason: reason
    )
  }

  @Test func theMessageSaysEverythingInOneLine() {
    #expect(
      Self.crumb(.dropped, reason: "duplicate").message
        == "push HomeScreen -> ProductScreen: dropped (duplicate) [main #12]"
    )
    #expect(
      Self.crumb(.requested, operation: "route", request: nil, from: nil, to: "/product/:id")
        .message == "route ? -> /product/:id: requested [main route]"
    )
  }

  @Test func sentryGetsANavigationBreadcrumbWithFromAndTo() {
    let sentry = Self.crumb().sentryBreadcrumb
    #expect(sentry.type == "navigation")
    #expect(sentry.category == "baton.navigation")
    #expect(sentry.level == "info")
    #expect(sentry.data["from"] == "HomeScreen")
    #expect(sentry.data["to"] == "ProductScreen")
    #expect(sentry.data["request"] == "12")
    #expect(sentry.data["phase"] == "completed")
    #expect(sentry.message == Self.crumb().message)
    #expect(Self.crumb(.dropped, reason: "sourceGone").sentryBreadcrumb.level == "warning")
    #expect(Self.crumb(.timedOut).sentryBreadcrumb.level == "warning")
    #expect(Self.crumb(from: nil).sentryBreadcrumb.data["from"] == nil)
  }

  @Test func crashlyticsGetsALogLineAndTheSameFiveKeysEveryTime() {
    let crumb = Self.crumb(.dropped, reason: "duplicate")
    #expect(crumb.crashlyticsLog == "Baton " + crumb.message)
    #expect(
      crumb.crashlyticsKeys == [
        "baton_window": "main", "baton_operation": "push", "baton_phase": "dropped",
        "baton_screen": "ProductScreen", "baton_reason": "duplicate",
      ]
    )
    let pop = Self.crumb(operation: "pop", to: nil).crashlyticsKeys
    #expect(pop["baton_screen"] == "HomeScreen")
    #expect(pop["baton_reason"] == "")
    #expect(Set(pop.keys) == Set(crumb.crashlyticsKeys.keys))
  }

  @Test func datadogStartsAViewOnlyWhenARequestReachedAKnownScreen() {
    let view = Self.crumb().datadogRUM
    #expect(view.startsView)
    #expect(view.name == "ProductScreen")
    #expect(view.attributes["baton.from"] == "HomeScreen")
    #expect(view.attributes["baton.request"] == "12")
    let drop = Self.crumb(.dropped, reason: "duplicate").datadogRUM
    #expect(!drop.startsView)
    #expect(drop.name == "push ProductScreen dropped")
    #expect(drop.attributes["baton.reason"] == "duplicate")
    #expect(!Self.crumb(operation: "pop", to: nil).datadogRUM.startsView)
    let route = Self.crumb(operation: "route", request: nil, to: "/product/:id").datadogRUM
    #expect(!route.startsView)
  }

  @Test func embraceGetsAtMost256Characters() {
    let short = Self.crumb()
    #expect(short.embraceBreadcrumb == short.message)
    let long = Self.crumb(to: String(repeating: "Screen", count: 60))
    #expect(long.message.count > 256)
    #expect(long.embraceBreadcrumb.count == 256)
    #expect(long.embraceBreadcrumb.hasSuffix("…"))
    #expect(long.embraceBreadcrumb.hasPrefix("push HomeScreen -> Screen"))
  }

  @Test func openTelemetryNamesTheScreenAsAppScreenName() {
    let event = Self.crumb().openTelemetryEvent
    #expect(event.name == "baton.navigation")
    #expect(event.attributes["app.screen.name"] == "ProductScreen")
    #expect(event.attributes["baton.navigation.phase"] == "completed")
    #expect(event.attributes["baton.navigation.window"] == "main")
    #expect(Self.crumb(to: nil).openTelemetryEvent.attributes["app.screen.name"] == "HomeScreen")
    let unknown = Self.crumb(from: nil, to: nil).openTelemetryEvent.attributes
    #expect(unknown["app.screen.name"] == nil)
  }

  @Test func fieldsLeaveOutWhatIsNotKnown() {
    let fields = Self.crumb(.requested, request: nil, from: nil, to: nil).fields
    #expect(
      fields == ["window": "main", "operation": "push", "phase": "requested", "sequence": "5"]
    )
  }
}
