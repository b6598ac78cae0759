import Foundation

extension Headless {
  /// One `UIAccessibility.post(notification:argument:)` the world recorded.
  ///
  /// Keeps an object argument weakly, so that recording a post keeps no view alive.
  @MainActor
  public struct AccessibilityPost {
    /// What was posted.
    public var notification: UIAccessibility.Notification
    /// The argument when it was a string (an announcement's text).
    public var text: String?
    /// The argument when it was an object (the element to focus), while it lives.
    public var element: AnyObject? { elementReference.object }
    /// Whether the argument was `nil`.
    public var hasNoArgument: Bool
    /// When it was posted, on the world's clock.
    public var time: TimeInterval

    private var elementReference: WeakReference<AnyObject>

    init(notification: UIAccessibility.Notification, argument: Any?, time: TimeInterval) {
      self.notification = notification
      self.time = time
      text = argument as? String
      let object: AnyObject? = text == nil ? argument.map { $0 as AnyObject } : nil
      elementReference = WeakReference(object: object)
      hasNoArgument = argument == nil
    }
  }
}

extension Headless.World {
  /// Every accessibility notification posted in this world, oldest first.
  public var accessibilityPosts: [Headless.AccessibilityPost] {
    application.accessibilityPostLog
  }

  /// Forgets the recorded accessibility notifications.
  public func removeAllAccessibilityPosts() {
    application.accessibilityPostLog.removeAll()
  }
}
