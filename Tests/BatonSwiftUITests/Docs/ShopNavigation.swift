import BatonRouting
import BatonSwiftUI

// The worked example of the article "SwiftUI", compiled and run here (the article shows the
// same code; only `capabilities:` and `scheduler:` are added for the virtual clock).

enum AppTab: Hashable, Sendable, CaseIterable {
  case shop, orders, account
}

enum AppRoute: Hashable, Sendable {
  case home, orders, account, login, signOut
  case order(Int)
  case receipt(Int)
  case cart, checkout
}

/// What a URL opens.
enum AppLink: Sendable {
  /// The orders tab, with these screens above its list.
  case orders([AppRoute])
  /// The sign-in cover; the URL opens once the user signed in.
  case signIn
}

@MainActor
final class ShopNavigation {
  // One stack per tab, all on one lane.
  let tabs: BatonTabs<AppTab, AppRoute>
  let router = Router<AppLink, Void>()
  private(set) var isSignedIn = false
  private var urlAfterSignIn: String?

  init(capabilities: NavigationCapabilities, scheduler: any MainLoopScheduler) throws(RouteError) {
    tabs = try! BatonTabs(  // three distinct tabs: never throws
      AppTab.allCases,
      capabilities: capabilities,
      scheduler: scheduler
    ) { tab in
      switch tab {
      case .shop: AppRoute.home
      case .orders: AppRoute.orders
      case .account: AppRoute.account
      }
    }
    try router.register("/login", name: "login") { _, _ in .screen(.signIn) }
    try router.register("/order/<int:id>") { match, _ in
      .screen(.orders([.order(try match.int("id"))]))
    }
    try router.register("/order/<int:id>/receipt") { match, _ in
      let id = try match.int("id")
      return .screen(.orders([.order(id), .receipt(id)]))
    }
    // The login gate: every route but the login itself needs a signed-in user.
    router.addInterceptor { [weak self] request, _ in
      request.name == "login" || self?.isSignedIn == true ? .continue : .redirect(to: "/login")
    }
  }

  /// A tab's navigation (every tab has one).
  func navigation(_ tab: AppTab) -> BatonNavigation<AppRoute> {
    tabs.navigation(for: tab)!
  }

  /// Opens a deep link; at cold start it waits in the lane until the first tab has appeared.
  func open(_ url: String) throws(RouteError) {
    switch try router.resolve(url, context: ()).screen {
    case .orders(let path):
      tabs.select(.orders)  // in its turn; the path below waits for it
      navigation(.orders).update { model in
        model.dismissAll()
        model.setPath(path)
      }
    case .signIn:
      urlAfterSignIn = url
      navigation(tabs.selection).update { model in
        model.dismissAll()
        model.present(.login, style: .fullScreenCover)
      }
    }
  }

  /// The login screen's button: dismisses the cover, then opens the link that was redirected.
  func didSignIn() throws(RouteError) {
    isSignedIn = true
    for tab in AppTab.allCases { navigation(tab).dismissAll() }
    if let url = urlAfterSignIn {
      urlAfterSignIn = nil
      try open(url)
    }
  }

  /// The account screen's "Sign out" button: asks first, in a confirmation dialog that takes
  /// its turn in the window's pop-up queue (by priority; its key de-duplicates it).
  func confirmSignOut() {
    navigation(.account).update { model in
      model.showAlert(.signOut, style: .confirmationDialog, key: "signOut", priority: 10)
    }
  }

  /// The dialog's buttons: "Sign out" empties every tab, goes back to the shop tab and shows
  /// the sign-in cover.
  func didAnswerSignOut(_ button: String) {
    navigation(.account).answerAlert(button)
    guard button == "Sign out" else { return }
    isSignedIn = false
    for tab in AppTab.allCases { navigation(tab).popToRoot() }
    tabs.select(.shop)
    navigation(.shop).present(.login, style: .fullScreenCover)
  }
}
