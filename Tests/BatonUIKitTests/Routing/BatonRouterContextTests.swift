import Baton
import BatonRouting
import BatonUIKit
import Foundation
import HeadlessUIKit
import Testing

/// Who asked for a URL: a typed context.
private enum Origin: Equatable {
  case push
  case link
}

/// `URL`s, typed contexts, factories that decline, and removal, through the lane.
@MainActor
@Suite struct BatonRouterContextTests {
  @Test func aFoundationURLOpensWithItsContextSeenByTheFactoryAndTheInterceptors() throws {
    try onStage { stage in
      let window = stage.window
      let router = BatonRouter<Origin>(
        options: RouteOptions(readsHostAsPath: true),
        window: { window }
      )
      var seen: [String] = []
      try router.register("/detail/<int:id>") { match, origin in
        seen.append("factory \(origin)")
        return .screen(try RoutedDetailScreen(match: match))
      }
      router.addInterceptor { _, origin in
        seen.append("interceptor \(origin)")
        return .continue
      }
      let url = try #require(URL(string: "myapp://detail/12"))
      #expect(router.canOpen(url.absoluteString, context: .link))
      let outcomes = Outcomes()
      try router.open(url, context: .link, completion: outcomes.callback("open"))
      stage.settle()
      #expect(outcomes["open"] == [.completed])
      #expect((stage.stack.last as? RoutedDetailScreen)?.itemID == 12)
      #expect(seen == ["interceptor link", "interceptor link", "factory link"])
    }
  }

  @Test func aDecliningFactoryHandsTheURLToTheNextPattern() throws {
    try onStage { stage in
      let router = try makeRouter(on: stage)
      try router.register("/item/<id>") { match, _ in
        try match.string("id") == "hidden"
          ? .decline : .screen(RoutedSettingsScreen(section: "item"))
      }
      try router.register("/<path:rest>") { _, _ in .screen(RoutedSettingsScreen(section: "rest")) }
      let opening = try router.open("/item/hidden")
      stage.settle()
      #expect((opening.screen as? RoutedSettingsScreen)?.section == "rest")
      #expect(stage.stack.last === opening.screen)
    }
  }

  @Test func whenEveryPatternDeclinesNothingIsSubmitted() throws {
    try onStage { stage in
      let router = try makeRouter(on: stage)
      try router.register("/item/<id>") { _, _ in .decline }
      #expect(throws: RouteError.noMatch(url: "/item/1", declined: ["/item/<id>"])) {
        try router.open("/item/1")
      }
      #expect(stage.lane.pendingCount == 0)
      #expect(stage.stack.count == 1)
    }
  }

  @Test func noPresenterIsFoundBeforeAnyFactoryRuns() throws {
    try onStage { _ in
      let router = BatonRouter(window: { nil })
      var built = 0
      try router.register("/a") { _, _ in
        built += 1
        return .screen(UIViewController())
      }
      #expect(throws: RouteError.noPresenter(url: "/a")) { try router.open("/a") }
      #expect(built == 0)
    }
  }

  @Test func resolveBuildsTheScreenWithoutSubmittingIt() throws {
    try onStage { stage in
      let router = try makeRouter(on: stage)
      let resolution = try router.resolve("/detail/5", context: ())
      #expect((resolution.screen as? RoutedDetailScreen)?.itemID == 5)
      #expect(stage.lane.pendingCount == 0)
      #expect(stage.stack.count == 1)
    }
  }

  @Test func aRouterWithoutContextCanBeSpelledEitherWay() throws {
    try onStage { stage in
      let window = stage.window
      let inferred = BatonRouter(window: { window })
      let spelled = BatonRouter<Void>(window: { window })
      for router in [inferred, spelled] {
        try router.register(RoutedDetailScreen.self)
        #expect(router.canOpen("/detail/1"))
      }
    }
  }

  @Test func aRemovedRouteNoLongerOpens() throws {
    try onStage { stage in
      let router = try makeRouter(on: stage)
      #expect(try router.remove(pattern: "/detail/<int:id>")?.text == "/detail/<int:id>")
      #expect(!router.canOpen("/detail/1"))
      #expect(throws: RouteError.noMatch(url: "detail")) { try router.url(named: "detail") }
      router.removeAll()
      #expect(router.patterns.isEmpty)
      #expect(!router.canOpen("myapp://settings/privacy"))
    }
  }
}
