// The iOS side of the UIKit era Baton's swipe-back gate asks about; its HeadlessUIKit twin is
// `SwipePopEra+Headless.swift`.

#if canImport(UIKit)
  import UIKit

  /// Which UIKit era runs the system swipe's pop, as Baton's swipe-back gate needs to know it.
  @MainActor
  enum SwipePopEra {
    /// Whether UIKit runs the navigation delegate's animator for its own swipe's pop, so that
    /// UIKit's swipe-back delegate refuses the swipe whenever the navigation delegate implements
    /// the animator method (iOS 7 to 9; `Docs/UIKitFacts.md` A5 R1 "Legacy" and A10).
    ///
    /// Never on an iOS Baton runs on: from iOS 10 the swipe's pop ignores the delegate's
    /// animator, and Baton needs iOS 15.
    static var runsDelegateAnimator: Bool { false }
  }
#endif
