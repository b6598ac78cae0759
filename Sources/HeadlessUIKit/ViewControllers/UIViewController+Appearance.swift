import Foundation

/// Where a controller's view stands in its appearance cycle.
enum AppearanceState {
  case disappeared
  case appearing
  case appeared
  case disappearing
}

extension UIViewController {
  /// Starts an appearance transition (see ``beginAppearanceTransition(_:animated:)``).
  ///
  /// Beginning the same direction twice, or ending without a begin, records F7 ("Unbalanced
  /// calls to begin/end appearance transitions") and is ignored. Reversing a running transition
  /// (a cancelled swipe) is balanced.
  func beginAppearance(_ isAppearing: Bool, animated: Bool) {
    switch (appearance, isAppearing) {
    case (.disappeared, true), (.disappearing, true):
      appearance = .appearing
      appearanceAnimated = animated
      viewWillAppear(animated)
    case (.appeared, false), (.appearing, false):
      appearance = .disappearing
      appearanceAnimated = animated
      viewWillDisappear(animated)
    case (.appearing, true), (.disappearing, false):
      reportUnbalancedAppearance()
      return
    case (.appeared, true), (.disappeared, false):
      return
    }
    forwardAppearance { $0.beginAppearance(isAppearing, animated: animated) }
    if isAppearing { asNavigationController?.deferredTransitionWillShow() }
  }

  /// Ends an appearance transition (see ``endAppearanceTransition()``).
  func endAppearance() {
    switch appearance {
    case .appearing:
      appearance = .appeared
      viewDidAppear(appearanceAnimated)
    case .disappearing:
      appearance = .disappeared
      viewDidDisappear(appearanceAnimated)
    case .appeared, .disappeared:
      reportUnbalancedAppearance()
      return
    }
    forwardAppearance { $0.endAppearance() }
    if appearance == .appeared { asNavigationController?.deferredTransitionDidShow() }
  }

  private func forwardAppearance(_ body: (UIViewController) -> Void) {
    guard shouldAutomaticallyForwardAppearanceMethods, let container = viewStorage else { return }
    for child in children {
      guard let childView = child.viewStorage, childView.isDescendant(of: container) else {
        continue
      }
      body(child)
    }
  }

  private func reportUnbalancedAppearance() {
    world.record(
      .unbalancedAppearanceCalls,
      "Unbalanced calls to begin/end appearance transitions for \(self)."
    )
  }

  /// Whether the controller's view is on screen now (in a window).
  var isInWindow: Bool { viewStorage?.window != nil }
}
