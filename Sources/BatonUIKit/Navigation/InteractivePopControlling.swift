#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Adopted by a screen that decides whether the user may swipe back from it.
///
/// ``BatonNavigationController`` asks the top screen before letting the swipe-back begin.
@MainActor
public protocol InteractivePopControlling: AnyObject {
  /// Whether the user may swipe back from this screen now.
  var allowsInteractivePop: Bool { get }
}
