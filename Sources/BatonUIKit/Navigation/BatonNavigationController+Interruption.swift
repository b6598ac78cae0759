#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension BatonNavigationController {
  /// Whether the user may interrupt the transition running now with a swipe-back or a tap on
  /// the back button, as iOS 26 lets them.
  ///
  /// Not built yet: always `false`, so the swipe-back gate refuses during a transition.
  var userMayInterruptRunningTransition: Bool { false }
}
