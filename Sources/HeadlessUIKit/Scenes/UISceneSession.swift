import Foundation

/// The session a scene belongs to: its role and a persistent identifier.
@MainActor
open class UISceneSession: NSObject {
  /// The role of the session's scenes.
  public let role: Role
  /// An identifier unique to this session.
  public let persistentIdentifier = UUID().uuidString

  init(role: Role) {
    self.role = role
    super.init()
  }

  /// The roles of a scene session.
  public struct Role: Hashable, RawRepresentable, Sendable {
    /// The role's name.
    public let rawValue: String

    /// Creates a role.
    ///
    /// - Parameter rawValue: The role's name.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// The app's main, interactive window scenes.
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
  }
}

/// The configuration UIKit makes a scene from: a name, a role and the delegate's class.
@MainActor
open class UISceneConfiguration: NSObject {
  /// The configuration's name in the app's Info.plist, if any.
  public let name: String?
  /// The role of the sessions it configures.
  public let role: UISceneSession.Role
  /// The class of the scene's delegate.
  open var delegateClass: AnyClass?

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - name: The configuration's name in the app's Info.plist.
  ///   - sessionRole: The role.
  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    self.role = sessionRole
    super.init()
  }
}
