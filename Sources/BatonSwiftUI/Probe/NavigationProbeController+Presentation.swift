import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension NavigationProbeController {
  /// The controller at the top of the probe's window's presentation chain: the root
  /// controller, or the last one presented over it (an alert SwiftUI presents, for one).
  public var topPresentedController: UIViewController? {
    guard var top = viewIfLoaded?.window?.rootViewController else { return nil }
    while let presented = top.presentedViewController { top = presented }
    return top
  }

  /// Calls `completion` once no presentation or dismissal runs at the top of the probe's
  /// window: at once when none does, else when its transition coordinator ends.
  ///
  /// ``BatonNavigation`` ends an alert's hide on it: UIKit refuses a presentation while a
  /// dismissal runs (`Attempt to present … while a presentation is in progress`), so the next
  /// alert waits for the last one's dismissal to end.
  ///
  /// - Parameter completion: Called once, on the main actor.
  public func whenPresentationTransitionEnds(_ completion: @escaping @MainActor () -> Void) {
    guard let top = topPresentedController, top.isBeingDismissed || top.isBeingPresented,
      let coordinator = top.transitionCoordinator
    else { return completion() }
    let queued = coordinator.animate(alongsideTransition: nil) { _ in completion() }
    if !queued { completion() }
  }
}
