#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Adopted by a screen that decides whether the user may swipe back from it.
///
/// ``BatonNavigationController`` asks the top screen before letting a swipe-back begin:
/// ``allowsInteractivePop`` rules every swipe-back (the edge swipe, iOS 26's full-width content
/// swipe and any full-screen pan Baton drives), and ``allowsFullScreenInteractivePop`` rules
/// only the full-width ones, for screens whose content pans horizontally itself (charts,
/// sliders, maps) but should keep the edge swipe.
///
/// ```swift
/// final class MapScreen: UIViewController, InteractivePopControlling {
///   var allowsInteractivePop: Bool { true }
///   var allowsFullScreenInteractivePop: Bool { false }  // the map pans; the edge still works
/// }
/// ```
@MainActor
public protocol InteractivePopControlling: AnyObject {
  /// Whether the user may swipe back from this screen now, with any swipe-back gesture.
  var allowsInteractivePop: Bool { get }
  /// Whether the user may swipe back from this screen now with a full-width swipe (iOS 26's
  /// content swipe, a full-screen pan); the edge swipe ignores it.
  ///
  /// Defaults to `true`. ``allowsInteractivePop`` `false` refuses every swipe whatever this
  /// says.
  var allowsFullScreenInteractivePop: Bool { get }
}

extension InteractivePopControlling {
  /// `true`: full-width swipes follow ``allowsInteractivePop``.
  public var allowsFullScreenInteractivePop: Bool { true }
}
