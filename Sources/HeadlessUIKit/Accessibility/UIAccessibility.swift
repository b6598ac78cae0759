import Foundation

/// The namespace of UIKit's accessibility functions and constants.
public struct UIAccessibility {
  /// A notification an app posts to assistive technologies such as VoiceOver.
  public struct Notification: Hashable, RawRepresentable, Sendable {
    /// The notification's value (the model's own numbering).
    public var rawValue: UInt32

    /// Creates a notification from its value.
    ///
    /// - Parameter rawValue: The notification's value.
    public init(rawValue: UInt32) {
      self.rawValue = rawValue
    }

    /// Creates a notification from its value.
    ///
    /// - Parameter rawValue: The notification's value.
    public init(_ rawValue: UInt32) {
      self.rawValue = rawValue
    }

    /// A new screen appeared; the argument is the element VoiceOver moves to, or `nil`.
    nonisolated public static let screenChanged = Notification(rawValue: 1000)
    /// The layout of the screen changed; the argument is the element to move to, or `nil`.
    nonisolated public static let layoutChanged = Notification(rawValue: 1001)
    /// An announcement; the argument is the string VoiceOver speaks.
    nonisolated public static let announcement = Notification(rawValue: 1008)
  }

  /// Posts `notification` to assistive technologies; the world records it
  /// (``Headless/World/accessibilityPosts``).
  ///
  /// - Parameters:
  ///   - notification: What changed.
  ///   - argument: The element to focus, a string to announce, or `nil`.
  @MainActor
  public static func post(notification: UIAccessibility.Notification, argument: Any?) {
    let world = Headless.World.current
    world.application.accessibilityPostLog.append(
      Headless.AccessibilityPost(
        notification: notification,
        argument: argument,
        time: world.scheduler.now
      )
    )
  }
}
