// What the app's navigation delegate answers HeadlessUIKit's `responds(to:)`; on iOS, `NSObject`
// answers from the methods `PageAnimations.swift` implements.

#if !canImport(UIKit)
  import HeadlessUIKit

  extension PageAnimations {
    /// The delegate implements the animator and interaction methods, as `respondsToSelector:`
    /// finds on iOS: UIKit's swipe-back delegate reads that (`Docs/UIKitFacts.md` A5 R1).
    ///
    /// - Parameter aSelector: The Objective-C name of a method.
    /// - Returns: Whether it names the animator or the interaction method.
    func responds(to aSelector: Selector) -> Bool {
      Headless.NavigationDelegateSelector.isAnimatorMethod(aSelector)
    }
  }
#endif
