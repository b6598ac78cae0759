import Foundation

/// An object that describes a single user interaction with the app.
@MainActor
open class UIEvent: NSObject {
  /// Creates an event.
  public override init() {
    super.init()
  }

  /// The time when the event occurred.
  open var timestamp: TimeInterval { 0 }
}
