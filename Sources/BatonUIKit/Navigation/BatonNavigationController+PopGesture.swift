#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension BatonNavigationController {
  /// Brings the swipe-back recognizers (the edge one and, on iOS 26, the content one) in line
  /// with the stack: enabled only above the root (unless the app disabled them), their
  /// delegates wrapped by Baton's gate.
  ///
  /// Called whenever the stack may have changed (every UIKit stack call Baton makes or lets
  /// through, the end of every tracked transition, `viewDidLoad`, `viewDidAppear`), so that
  /// the root stays safe even when the app replaces or clears a delegate.
  func refreshInteractivePopGesture() {
    _ = swipeBackSignals  // observes the keyboard from the first refresh (viewDidLoad) on
    if let gesture = interactivePopGestureRecognizer { edgePopGuard.refresh(gesture, of: self) }
    if let gesture = contentPopGestureIfAvailable { contentPopGuard.refresh(gesture, of: self) }
    refreshFullScreenSwipeBack()
  }

  /// Returns `value` after ``refreshInteractivePopGesture()``: for the stack calls that return
  /// what UIKit popped.
  func refreshingInteractivePopGesture<Value>(_ value: Value) -> Value {
    refreshInteractivePopGesture()
    return value
  }
}
