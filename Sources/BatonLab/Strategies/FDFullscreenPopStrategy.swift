#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Direct UIKit calls in stacks of ``FDFullscreenPopNavigationController``, the
/// re-implementation of forkingdog/FDFullscreenPopGesture
/// (`FDFullscreenPopGesture/UINavigationController+FDFullscreenPopGesture.m`): the library apps
/// pick to swipe back from anywhere on the page (the gesture peer).
///
/// Pages are pushed, popped and presented directly, as with ``RawStrategy``; the library
/// changes only the swipe-back: its full-screen pan replaces the system edge swipe after the
/// first push, gated by its delegate (``FDFullscreenPopGestureDelegate``).
@MainActor
final class FDFullscreenPopStrategy: RawStrategy {
  /// The life's clock, for the library's hop after `viewWillDisappear`.
  private let timers: LifeTimers

  init(probe: LabProbe, timers: LifeTimers) {
    self.timers = timers
    super.init(probe: probe)
  }

  override func makeNavigationController(root: UIViewController) -> UINavigationController {
    FDFullscreenPopNavigationController(rootViewController: root, timers: timers)
  }
}

/// A navigation controller whose own pan recognizer, given the system swipe-back's target,
/// drives UIKit's interactive pop in place of the disabled edge recognizer
/// (FDFullscreenPopGesture's way; `Docs/UIKitFacts.md` A16).
@MainActor
protocol SystemPopPanProviding: UINavigationController {
  /// The pan, once installed on the controller's view.
  var systemPopPan: UIPanGestureRecognizer? { get }
}
