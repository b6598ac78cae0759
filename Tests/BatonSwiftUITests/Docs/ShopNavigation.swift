import BatonSwiftUI

// The worked example of the article "SwiftUI", compiled and run here (the article shows the
// same code; only `scheduler:` is added for the virtual clock).

enum AppRoute: Hashable, Sendable {
  case home, login, settings, signOut
  case order(Int)
  case receipt(Int)
}

/// What a URL opens.
enum AppLink: Sendable {
  /// These screens above the home screen.
  case show([AppRoute])
  /// The sign-in cover; the URL opens once the user signed in.
  case signIn
}

@MainActor
final class ShopNavigation {
  let navigation: BatonNavigation<AppRoute>
  let router = Router<AppLink, Void>()
  private(set) var isSignedIn = false
  private var urlAfterSignIn: String?

  init(capabilities: NavigationCapabilities, scheduler: any MainLoopScheduler) throws(RouteError) {
    navigation = BatonNavigation(root: .home, capabilities: capabilities, scheduler: scheduler)
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
