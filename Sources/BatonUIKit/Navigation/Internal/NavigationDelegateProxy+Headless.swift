// What the proxy answers HeadlessUIKit's `responds(to:)`; on iOS, `NSObject` answers from the
// methods `NavigationDelegateProxy.swift` implements.

#if !canImport(UIKit)
  import HeadlessUIKit

  extension NavigationDelegateProxy {
    /// The proxy implements the animator and interaction methods (it vends Baton's own for the
    /// full-screen pan), as `respondsToSelector:` finds on iOS.
    ///
    /// - Parameter aSelector: The Objective-C name of a method.
    /// - Returns: Whether it names the animator or the interaction method.
    func responds(to aSelector: Selector) -> Bool {
      Headless.NavigationDelegateSelector.isAnimatorMethod(aSelector)
    }
  }
#endif
