// The HeadlessUIKit side of the UIKit era Baton's swipe-back gate asks about; its iOS twin is
// `SwipePopEra.swift`.

#if !canImport(UIKit)
  import HeadlessUIKit

  /// Which UIKit era runs the system swipe's pop, as Baton's swipe-back gate needs to know it.
  @MainActor
  enum SwipePopEra {
    /// Whether UIKit runs the navigation delegate's animator for its own swipe's pop, so that
    /// UIKit's swipe-back delegate refuses the swipe whenever the navigation delegate implements
    /// the animator method (iOS 7 to 9; `Docs/UIKitFacts.md` A5 R1 "Legacy" and A10).
    ///
    /// The current world's era: its ``HeadlessUIKit/Headless/Profile/legacy`` profile (iOS 7–8)
    /// is below Baton's deployment target, and the lab runs Baton there to show what it would do.
    static var runsDelegateAnimator: Bool { Headless.World.current.profile == .legacy }
  }
#endif
