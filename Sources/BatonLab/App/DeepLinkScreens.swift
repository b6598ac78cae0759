import Baton
import BatonRouting
import BatonUIKit

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The screens a deep link's route builds, filled in by the lab's `BatonRouter` factories:
/// the router's typed context.
///
/// The router reads the host as the first path segment (``RouteOptions/readsHostAsPath``):
/// `app://tab1/detail/comments` matches `/<tab>/<path:screens>`, and `app://tab0` matches
/// `/<tab>`. A factory declines a tab or a screen list it does not know, so the link ends
/// `noMatch` naming the route.
@MainActor
final class DeepLinkScreens {
  let app: LabApp
  private(set) var tab = 0
  private(set) var pushes: [LabScreen] = []
  private(set) var modal: LabScreen?

  init(app: LabApp) {
    self.app = app
  }

  /// The router of one life of the lab app, which opens links in `window`.
  ///
  /// Its interceptor holds a link to the members-only product while the user is signed out
  /// (``DeepLink/signInGate``), as an app's login interceptor does.
  static func makeRouter(window: @escaping @MainActor () -> UIWindow?)
    -> BatonRouter<DeepLinkScreens>
  {
    let router = BatonRouter<DeepLinkScreens>(
      options: RouteOptions(readsHostAsPath: true),
      window: window
    )
    let membersOnly = "/product/\(DeepLink.membersOnlyProductID)"
    router.addInterceptor { request, screens in
      guard !screens.app.isSignedIn, request.match.urlText.hasSuffix(membersOnly) else {
        return .continue
      }
      return .hold(until: DeepLink.signInGate)
    }
    do throws(RouteError) {
      try router.register("/<tab>/<path:screens>") { match, screens in
        try screens.build(tab: match.string("tab"), screens: match.string("screens"))
      }
      try router.register("/<tab>") { match, screens in
        try screens.build(tab: match.string("tab"), screens: "")
      }
    } catch {
      preconditionFailure("Internal inconsistency: the lab's deep-link routes: \(error)")
    }
    return router
  }

  /// Builds the screens of a link, in the order the app always made them: the pushes, then
  /// the modal; declines an unknown tab, an unknown screen or a modal that is not last.
  private func build(tab tabText: String, screens text: String) -> ScreenDecision<
    UIViewController
  > {
    guard tabText.hasPrefix("tab"), let tab = Int(tabText.dropFirst(3)),
      app.stacks.indices.contains(tab)
    else { return .decline }
    let parts = text.split(separator: "/").map(String.init)
    var pushKinds: [(ScreenKind, product: Int?)] = []
    var modalKind: ScreenKind?
    var index = 0
    while index < parts.count {
      guard let kind = ScreenKind(rawValue: parts[index]), kind != .list, kind != .ad,
        modalKind == nil
      else { return .decline }
      if kind.isModal {
        guard index == parts.count - 1 else { return .decline }
        modalKind = kind
      } else if kind == .product {
        guard index + 1 < parts.count, let id = Int(parts[index + 1]) else { return .decline }
        pushKinds.append((kind, id))
        index += 1
      } else {
        pushKinds.append((kind, nil))
      }
      index += 1
    }
    self.tab = tab
    pushes = pushKinds.map { kind, product in
      if let product { return app.makeProduct(product, tab: tab) }
      return kind == .profile ? app.cachedProfile(tab: tab) : app.makeScreen(kind, tab: tab)
    }
    modal = modalKind.map { app.makeScreen($0, tab: tab) }
    return .screen(modal ?? pushes.last ?? app.stacks[tab])
  }
}
