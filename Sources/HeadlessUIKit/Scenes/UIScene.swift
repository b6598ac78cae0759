import Foundation

/// An object that represents one instance of the app's user interface.
@MainActor
open class UIScene: UIResponder {
  /// The world this scene belongs to: its application holds the scene, so the scene refers
  /// back weakly.
  private(set) weak var world: Headless.World?

  /// The scene's delegate, held strongly as UIKit does.
  open var delegate: (any UISceneDelegate)?

  /// The session the scene belongs to.
  public let session: UISceneSession

  init(world: Headless.World) {
    self.world = world
    self.session = UISceneSession(role: .windowApplication)
    super.init()
  }

  /// The scene's activation state: the app's state (the model's scenes follow the app).
  open var activationState: UIScene.ActivationState {
    switch world?.application.applicationState {
    case .active, nil: .foregroundActive
    case .inactive: .foregroundInactive
    case .background: .background
    }
  }

  /// The application, as the next responder.
  open override var next: UIResponder? { world?.application }

  /// The activation states of a scene.
  public enum ActivationState: Int, Sendable {
    /// Not connected to the app.
    case unattached = -1
    /// In the foreground and receiving events.
    case foregroundActive = 0
    /// In the foreground, not receiving events.
    case foregroundInactive = 1
    /// In the background.
    case background = 2
  }
}
