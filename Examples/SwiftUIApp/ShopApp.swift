// The "SwiftUI" article's worked example (Sources/BatonSwiftUI/BatonSwiftUI.docc/SwiftUI.md): a
// small, complete app with tabs (one stack each), a login gate, deep links, a sheet with its own
// stack and a confirmation dialog. typecheck.sh beside this file type-checks it against a real
// iOS SDK, at iOS 15.0 and 17.0. The two blocks between the markers are the article's, verbatim:
// ExampleSyncTests (BatonSwiftUITests) fails when they drift apart. Below them, the app's views.

import SwiftUI  // the app's own import; the article's block names only Baton's modules

// article: from here
import BatonRouting
import BatonSwiftUI

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
  case orders([AppRoute])  // the orders tab, with these screens above its list
  case signIn              // the sign-in cover; the URL opens once the user signed in
}

@MainActor
final class ShopNavigation {
  // One stack per tab, all on one lane; the running iOS's capabilities.
  let tabs = try! BatonTabs(AppTab.allCases) { tab in  // three distinct tabs: never throws
    switch tab {
    case .shop: AppRoute.home
    case .orders: AppRoute.orders
    case .account: AppRoute.account
    }
  }
  let router = Router<AppLink, Void>()
  private(set) var isSignedIn = false
  private var urlAfterSignIn: String?

  init() throws(RouteError) {
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

@main
struct ShopApp: App {
  @State private var shop = try! ShopNavigation()  // the patterns above are valid

  var body: some Scene {
    WindowGroup {
      BatonTabView(
        shop.tabs,
        screen: screen,
        tabItem: tabItem,
        alertTitle: { _ in Text("Sign out?") },
        alertActions: alertActions,
        alertMessage: { _ in EmptyView() }
      )
      .onOpenURL { url in try? shop.open(url.absoluteString) }
    }
  }

  @ViewBuilder private func screen(_ route: AppRoute) -> some View {
    switch route {
    case .home: HomeView(showCart: { shop.navigation(.shop).present(.cart) })
    case .orders: OrderListView()
    case .order(let id): OrderView(id: id)
    case .receipt(let id): ReceiptView(id: id)
    case .cart: CartView()  // the sheet's root; its link pushes on the sheet's own stack
    case .checkout: CheckoutView(done: { shop.navigation(.shop).dismissAll() })
    case .account: AccountView(signOut: { shop.confirmSignOut() })
    case .login: LoginView(signIn: { try? shop.didSignIn() })
    case .signOut: EmptyView()  // an alert's route, never a screen
    }
  }

  @ViewBuilder private func tabItem(_ tab: AppTab) -> some View {
    switch tab {
    case .shop: Label("Shop", systemImage: "bag")
    case .orders: Label("Orders", systemImage: "list.bullet")
    case .account: Label("Account", systemImage: "person")
    }
  }

  @ViewBuilder private func alertActions(_ route: AppRoute) -> some View {
    Button("Sign out", role: .destructive) { shop.didAnswerSignOut("Sign out") }
    Button("Cancel", role: .cancel) { shop.didAnswerSignOut("Cancel") }
  }
}
// article: to here

struct HomeView: View {
  let showCart: () -> Void
  var body: some View {
    VStack {
      BatonLink("Order 7", value: AppRoute.order(7))  // a push through the plan
      Button("Cart", action: showCart)
    }
  }
}

struct OrderListView: View {
  var body: some View {
    List(1...3, id: \.self) { id in
      BatonLink("Order \(id)", value: AppRoute.order(id))
    }
  }
}

struct OrderView: View {
  let id: Int
  var body: some View { BatonLink("Receipt for \(id)", value: AppRoute.receipt(id)) }
}

struct ReceiptView: View {
  let id: Int
  var body: some View { Text("Receipt \(id)") }
}

struct CartView: View {
  var body: some View { BatonLink("Check out", value: AppRoute.checkout) }
}

struct CheckoutView: View {
  let done: () -> Void
  var body: some View { Button("Pay", action: done) }
}

struct AccountView: View {
  let signOut: () -> Void
  var body: some View { Button("Sign out", action: signOut) }
}

struct LoginView: View {
  let signIn: () -> Void
  var body: some View { Button("Sign in", action: signIn) }
}
