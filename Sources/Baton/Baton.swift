/// The version of the Baton package.
///
/// Baton is the platform-free core: the per-window transition lane, the scheduler abstraction
/// with its virtual clock, the pop-up queue, the SwiftUI navigation model, the swipe-back
/// decision, the router's matcher and the events and diagnostics they emit. It imports no
/// UIKit; `BatonUIKit` brings it to apps.
public enum BatonVersion {
  /// The library's semantic version.
  public static let string = "0.1.0"
}
