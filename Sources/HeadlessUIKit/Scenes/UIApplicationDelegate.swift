import Foundation

/// The delegate of the app: its launch, and the configuration of new scenes.
///
/// Every member is optional in UIKit: here each has UIKit's "not implemented" default.
@MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
  /// The app finished launching (``Headless/World/launch(_:)``).
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - launchOptions: Why it launched (the model passes `nil`).
  /// - Returns: `false` if the app cannot handle a URL it was launched with.
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool

  /// The configuration of a scene about to be made.
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - connectingSceneSession: The new scene's session.
  ///   - options: What it is connected with.
  /// - Returns: The configuration.
  func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration
}

extension UIApplicationDelegate {
  /// Returns `true` when not implemented.
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - launchOptions: Why it launched.
  /// - Returns: `true`.
  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }

  /// The default configuration when not implemented.
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - connectingSceneSession: The new scene's session.
  ///   - options: What it is connected with.
  /// - Returns: A configuration for the session's role.
  public func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
  }
}

extension UIApplication {
  /// The keys of the launch options dictionary.
  public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
    /// The key's name.
    public let rawValue: String

    /// Creates a key.
    ///
    /// - Parameter rawValue: The key's name.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// The URL the app was launched to open.
    public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
  }
}
