@_exported import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// BatonUIKit brings Baton's per-window transition lane to UIKit apps.
///
/// Adopt it without changing call sites by using ``BatonNavigationController`` instead of
/// `UINavigationController`, or call the explicit API on any view controller through
/// ``BatonNavigator`` (`viewController.baton.push(...)`). Every window gets one `Lane`
/// (see ``BatonWindow``): at most one transition runs at a time in a window, and every request
/// gets exactly one `TransitionOutcome`.
///
/// `import BatonUIKit` also imports Baton, so its types (`Lane`, `TransitionTicket`, the
/// router) need no import of their own.
public enum BatonUIKit {}
