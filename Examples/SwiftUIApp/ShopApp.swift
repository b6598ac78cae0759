// The "SwiftUI" article's worked example (Sources/BatonSwiftUI/BatonSwiftUI.docc/SwiftUI.md),
// type-checked against a real iOS SDK by typecheck.sh beside this file. The two blocks between
// the markers are the article's, verbatim: ExampleSyncTests (BatonSwiftUITests) fails when
// they drift apart. Below them, stand-ins for the app's own views.

import SwiftUI  // the app's own import; the article's block names only BatonSwiftUI

// article: from here
import BatonSwiftUI

enum AppRoute: Hashable, Sendable {
  case home, login, settings, signOut
  case order(Int)
  case receipt(Int)
}

/// What a URL opens.
enum AppLink: Sendable {
  case show([AppRoute])  // these screens above the home screen
  case signIn            // the sign-in cover; the URL opens once the user signed in
}

@MainActor
final class ShopNavigation {
  let navigation: BatonNavigation<AppRoute>
  let router = Router<AppLink, Void>()
  private(set) var isSignedIn = false
  private var urlAfterSignIn: String?

  init() throws(RouteError) {
    let major = ProcessInfo.processInfo.operatingSystemVersion.majorVersion
    navigation = BatonNavigation(
      root: .home,
      capabilities: NavigationCapabilities(iOSMajorVersion: major)
    )
    try router.register("/login", name: "login") { _, _ in .screen(.signIn) }
    try router.register("/order/<int:id>") { match, _ in
      .screen(.show([.order(try match.int("id"))]))
    }
    try router.register("/order/<int:id>/receipt") { match, _ in
      let id = try match.int("id")
      return .screen(.show([.order(id), .receipt(id)]))
    }
    // The login redirect: every route but the login itself needs a signed-in user.
    router.addInterceptor { [weak self] request, _ in
      request.name == "login" || self?.isSignedIn == true ? .continue : .redirect(to: "/login")
    }
  }

  /// Opens a deep link; at cold start it waits in the lane until the home screen has appeared.
  func open(_ url: String) throws(RouteError) {
    switch try router.resolve(url, context: ()).screen {
    case .show(let path):
      navigation.update { model in
        model.dismissAll()
        model.setPath(path)
      }
    case .signIn:
      urlAfterSignIn = url
      navigation.update { model in
        model.dismissAll()
        model.present(.login, style: .fullScreenCover)
      }
    }
  }

  /// The order screen's button.
  func showReceipt(of id: Int) {
    navigation.update { $0.push(.receipt(id)) }
  }

  /// The login screen's button: dismisses the cover, then opens the link that was redirected.
  func didSignIn() throws(RouteError) {
    isSignedIn = true
    navigation.update { $0.dismissAll() }
    if let url = urlAfterSignIn {
      urlAfterSignIn = nil
      try open(url)
    }
  }
  /// The settings screen's "Sign out" button: asks first, in a confirmation dialog that takes
  /// its turn in the window's pop-up queue (by priority; its key de-duplicates it against the
  /// window's other pop-ups).
  func confirmSignOut() {
    navigation.update { model in
      model.showAlert(.signOut, style: .confirmationDialog, key: "signOut", priority: 10)
    }
  }

  /// The dialog's buttons: "Sign out" goes back to the home screen and shows the sign-in cover.
  func didAnswerSignOut(_ button: String) {
    navigation.answerAlert(button)
    guard button == "Sign out" else { return }
    isSignedIn = false
    navigation.update { model in
      model.dismissAll()
      model.popToRoot()
      model.present(.login, style: .fullScreenCover)
    }
  }
}

@main
struct ShopApp: App {
  @State private var shop = try! ShopNavigation()  // the patterns above are valid

  var body: some Scene {
    WindowGroup {
      Group {
        if #available(iOS 16, *) {
          BatonNavigationStack(
            shop.navigation,
            screen: screen,
            alertTitle: { _ in Text("Sign out?") },
            alertActions: alertActions,
            alertMessage: { _ in EmptyView() }
          )
        } else {
          BatonNavigationView(
            shop.navigation,
            screen: screen,
            alertTitle: { _ in Text("Sign out?") },
            alertActions: alertActions,
            alertMessage: { _ in EmptyView() }
          )
        }
      }
      .onOpenURL { url in try? shop.open(url.absoluteString) }
    }
  }

  @ViewBuilder private func screen(_ route: AppRoute) -> some View {
    switch route {
    case .home: HomeView(open: { try? shop.open($0) })
    case .login: LoginView(signIn: { try? shop.didSignIn() })
    case .order(let id): OrderView(id: id, receipt: { shop.showReceipt(of: id) })
    case .receipt(let id): ReceiptView(id: id)
    case .settings: SettingsView(signOut: { shop.confirmSignOut() })
    case .signOut: EmptyView()  // an alert's route, never a screen
    }
  }

  @ViewBuilder private func alertActions(_ route: AppRoute) -> some View {
    Button("Sign out", role: .destructive) { shop.didAnswerSignOut("Sign out") }
    Button("Cancel", role: .cancel) { shop.didAnswerSignOut("Cancel") }
  }
}
// article: to here

struct HomeView: View {
  let open: (String) -> Void
  var body: some View { Button("Order 7") { open("/order/7") } }
}

struct LoginView: View {
  let signIn: () -> Void
  var body: some View { Button("Sign in", action: signIn) }
}

struct OrderView: View {
  let id: Int
  let receipt: () -> Void
  var body: some View { Button("Receipt for \(id)", action: receipt) }
}

struct ReceiptView: View {
  let id: Int
  var body: some View { Text("Receipt \(id)") }
}

struct SettingsView: View {
  let signOut: () -> Void
  var body: some View { Button("Sign out", action: signOut) }
}
