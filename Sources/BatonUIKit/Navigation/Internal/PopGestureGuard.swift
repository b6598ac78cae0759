import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Keeps one system swipe-back recognizer of a ``BatonNavigationController`` safe: its
/// delegate wrapped by an ``InteractivePopGate`` and its `isEnabled` off at the root.
@MainActor
final class PopGestureGuard {
  /// Which recognizer: the edge swipe or iOS 26's content swipe.
  let kind: SwipeBackGesture
  /// Baton's wrapper of the recognizer's delegate, once installed.
  private(set) var gate: InteractivePopGate?
  /// UIKit's own delegate of the recognizer, found when Baton first wrapped it.
  ///
  /// Weak: UIKit's navigation controller owns it.
  private weak var system: (any UIGestureRecognizerDelegate)?
  /// Whether ``system`` was looked for (it may be nil).
  private var hasLookedForSystem = false
  /// Who enabled or disabled the recognizer last.
  private var enabling = InteractivePopEnabling()

  init(kind: SwipeBackGesture) {
    self.kind = kind
  }

  /// Wraps the recognizer's delegate again if someone replaced it, then enables the
  /// recognizer only above the root (and only if the app did not disable it).
  ///
  /// A swipe in progress is left alone: disabling its recognizer would cancel it.
  func refresh(_ gesture: UIGestureRecognizer, of navigation: BatonNavigationController) {
    rewrap(gesture, of: navigation)
    switch gesture.state {
    case .began, .changed:
      return
    case .possible, .ended, .cancelled, .failed:
      break
    @unknown default:
      return
    }
    let wanted = enabling.update(
      found: gesture.isEnabled,
      stackDepth: navigation.viewControllers.count
    )
    if gesture.isEnabled != wanted { gesture.isEnabled = wanted }
  }

  /// Wraps the recognizer's current delegate unless it is already ours.
  ///
  /// The first delegate found (in `viewDidLoad`, before the app's code runs) is taken for
  /// UIKit's own; any other is the app's.
  private func rewrap(_ gesture: UIGestureRecognizer, of navigation: BatonNavigationController) {
    if let gate, gesture.delegate === gate { return }
    let found = gesture.delegate
    if !hasLookedForSystem {
      hasLookedForSystem = true
      system = found
    }
    let app: (any UIGestureRecognizerDelegate)? = found === system ? nil : found
    let newGate = InteractivePopGate(
      gesture: kind,
      navigationController: navigation,
      system: system,
      app: app
    )
    // A replaced gate may live on inside an app's own wrapper; it stops guarding (the new gate
    // does) and only forwards.
    gate?.navigationController = nil
    gate = newGate
    gesture.delegate = newGate
  }
}
