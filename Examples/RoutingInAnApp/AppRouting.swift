// The entry points of the router article (BatonUIKit.docc/RoutingInAnApp.md), type-checked
// against the real iOS SDK:
//   Examples/RoutingInAnApp/typecheck.sh 15.0
import Baton
import BatonRouting
import BatonUIKit
import UIKit
import UserNotifications

/// Where a URL came from: the router's typed context.
enum LinkSource: Sendable {
  case urlScheme
  case universalLink
  case notification
}

final class ProfileViewController: UIViewController {
  let userID: Int

  init(userID: Int) {
    self.userID = userID
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }
}

@MainActor
enum AppRouting {
  /// The app's one router: custom-scheme URLs (`myapp://user/42`) and universal links
  /// (`https://example.com/user/42`) share the host-less patterns.
  static let router: BatonRouter<LinkSource> = {
    let router = BatonRouter<LinkSource>(options: RouteOptions(readsHostAsPath: true))
    do {
      try router.register("/user/<int:id>", name: "user") { match, _ in
        .screen(ProfileViewController(userID: try match.int("id")))
      }
    } catch {
      preconditionFailure("The app's routes are invalid: \(error)")
    }
    return router
  }()

  /// Opens a URL from any entry point; a URL the app cannot open is logged, not fatal.
  static func open(_ url: URL, from source: LinkSource) {
    do {
      try router.open(url, context: source)
    } catch {
      print("Cannot open \(url): \(error)")
    }
  }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene,
    willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = BatonNavigationController(rootViewController: UIViewController())
    self.window = window
    window.makeKeyAndVisible()
    // A cold start by a URL or a universal link: the lane holds the request until the window
    // is on screen.
    for context in connectionOptions.urlContexts {
      AppRouting.open(context.url, from: .urlScheme)
    }
    for activity in connectionOptions.userActivities {
      self.scene(scene, continue: activity)
    }
  }

  /// A custom-scheme URL while the app runs.
  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
    for context in URLContexts {
      AppRouting.open(context.url, from: .urlScheme)
    }
  }

  /// A universal link while the app runs.
  func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
    guard userActivity.activityType == NSUserActivityTypeBrowsingWeb,
      let url = userActivity.webpageURL
    else { return }
    AppRouting.open(url, from: .universalLink)
  }
}

/// A tapped notification whose payload carries `"link": "myapp://user/42"`.
final class NotificationDelegate: NSObject, UNUserNotificationCenterDelegate {
  func userNotificationCenter(
    _ center: UNUserNotificationCenter,
    didReceive response: UNNotificationResponse
  ) async {
    guard let link = response.notification.request.content.userInfo["link"] as? String,
      let url = URL(string: link)
    else { return }
    await MainActor.run { AppRouting.open(url, from: .notification) }
  }
}
