import Baton
import BatonRouting
import BatonUIKit
import Foundation
import HeadlessUIKit
import Testing

// The code of the README's router example, the Baton article "Routing" and the BatonUIKit
// article "Routing in an app" (Examples/RoutingInAnApp/AppRouting.swift), as written there
// but for the names the tests give their stand-ins; if a sample stops compiling, so does this.

private final class ProfileViewController: UIViewController {
  let userID: Int

  init(userID: Int) {
    self.userID = userID
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }
}

private final class ItemViewController: UIViewController {
  let item: String

  init(item: String) {
    self.item = item
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }
}

/// Where a URL came from: the router's typed context (the article's `LinkSource`).
private enum LinkSource: Sendable {
  case urlScheme
  case universalLink
  case notification
}

@MainActor
@Suite struct RoutingArticleSampleTests {
  @Test func theReadmeExampleOpensThroughTheLane() throws {
    try onStage { stage in
      let window = stage.window
      let catalogue = ["7": "seven"]
      let session = (isLoggedIn: false, unused: 0)
      // README: "Open any screen by URL or name (router)".
      let router = BatonRouter(options: RouteOptions(readsHostAsPath: true), window: { window })
      try router.register("/user/<int:id>", name: "user") { match, _ in
        .screen(ProfileViewController(userID: try match.int("id")))
      }
      try router.register("/item/<id>") { match, _ in
        guard let item = catalogue[try match.string("id")] else { return .decline }
        return .screen(ItemViewController(item: item))
      }
      try router.register("/login") { _, _ in .screen(UIViewController()) }
      router.addInterceptor { request, _ in
        session.isLoggedIn || request.name != "user" ? .continue : .redirect(to: "myapp://login")
      }
      let url = try #require(URL(string: "myapp://item/7"))
      try router.open(url)
      stage.settle()
      #expect((stage.stack.last as? ItemViewController)?.item == "seven")
      let opening = try router.open("myapp://user/42?tab=posts")
      #expect(opening.request.redirectChain == ["myapp://user/42?tab=posts", "myapp://login"])
      #expect(!router.canOpen("myapp://nowhere"))
      #expect(throws: RouteError.noMatch(url: "myapp://item/8", declined: ["/item/<id>"])) {
        try router.open("myapp://item/8")
      }
      stage.settle()
    }
  }

  @Test func theBatonArticleExampleResolvesWithItsContext() throws {
    struct Session { var isLoggedIn: Bool }
    let catalogue: Set<String> = ["a"]
    // Baton article "Routing", Overview.
    let router = Router<String, Session>()
    try router.register("/user/<int:id>", name: "user") { match, _ in
      .screen("profile \(try match.int("id"))")
    }
    try router.register("/item/<id>") { match, _ in
      let id = try match.string("id")
      return catalogue.contains(id) ? .screen("item \(id)") : .decline
    }
    try router.register("/login") { _, _ in .screen("login") }
    router.addInterceptor { request, session in
      request.name == "user" && !session.isLoggedIn ? .redirect(to: "/login") : .continue
    }
    let screen = try router.resolve("myapp://x/user/7", context: Session(isLoggedIn: true)).screen
    #expect(screen == "profile 7")
    #expect(try router.resolve("/user/7", context: Session(isLoggedIn: false)).screen == "login")
    #expect(throws: RouteError.noMatch(url: "/item/b", declined: ["/item/<id>"])) {
      try router.resolve("/item/b", context: Session(isLoggedIn: true))
    }
  }

  @Test func theAppRoutingOfTheUIKitArticleOpensEveryEntryPointsURL() throws {
    try onStage { stage in
      let window = stage.window
      var sources: [LinkSource] = []
      // "Routing in an app", One router for the app (with the stage's window).
      let router = BatonRouter<LinkSource>(
        options: RouteOptions(readsHostAsPath: true),
        window: { window }
      )
      try router.register("/user/<int:id>", name: "user") { match, source in
        sources.append(source)
        return .screen(ProfileViewController(userID: try match.int("id")))
      }
      @MainActor func open(_ url: URL, from source: LinkSource) {
        do {
          try router.open(url, context: source)
        } catch {
          Issue.record("Cannot open \(url): \(error)")
        }
      }
      // scene(_:openURLContexts:), scene(_:continue:) with webpageURL, and a notification.
      // (Each settles first: a push of the same screen type while one runs is a duplicate.)
      open(try #require(URL(string: "myapp://user/1")), from: .urlScheme)
      stage.settle()
      open(try #require(URL(string: "https://example.com/user/2")), from: .universalLink)
      stage.settle()
      open(try #require(URL(string: "myapp://user/3")), from: .notification)
      stage.settle()
      #expect(sources == [.urlScheme, .universalLink, .notification])
      #expect(stage.stack.compactMap { ($0 as? ProfileViewController)?.userID } == [1, 2, 3])
    }
  }
}
