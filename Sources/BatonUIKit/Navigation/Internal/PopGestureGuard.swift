import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Keeps one system swipe-back recognizer of a navigation controller safe: its delegate wrapped
/// by an ``InteractivePopGate`` and its `isEnabled` off at the root.
///
/// A ``BatonNavigationController`` holds two (the edge swipe, iOS 26's content swipe); the
/// app-wide guard holds two for every plain `UINavigationController` it meets
/// (`GuardedSwipeBack`).
@MainActor
final class PopGestureGuard {
  /// Which recognizer: the edge swipe or iOS 26's content swipe.
  let kind: SwipeBackGesture
  /// Baton's wrapper of the recognizer's delegate, once installed.
  private(set) var gate: InteractivePopGate?
  /// Whether the first delegate found is taken for UIKit's own (which the gate never asks
  /// whether to begin); when false, every delegate found is the app's.
  private let takesFirstDelegateForUIKits: Bool
  /// UIKit's own delegate of the recognizer, found when Baton first wrapped it.
  ///
  /// Weak: UIKit's navigation controller owns it.
  private weak var system: (any UIGestureRecognizerDelegate)?
  /// Whether ``system`` was looked for (it may be nil).
  private var hasLookedForSystem = false
  /// Who enabled or disabled the recognizer last.
  private var enabling = InteractivePopEnabling()

  /// Creates the guard of one recognizer.
  ///
  /// - Parameters:
  ///   - kind: Which recognizer.
  ///   - takesFirstDelegateForUIKits: Whether the first delegate found is UIKit's own: true for
  ///     a ``BatonNavigationController``, which first looks in `viewDidLoad`, before the app's
  ///     code runs; false for a controller the app-wide guard meets later, whose delegate the
  ///     app may already have replaced (then every delegate found keeps its veto, UIKit's own
  ///     included, whose public `gestureRecognizerShouldBegin(_:)` checks only its own
  ///     interaction state, `Docs/UIKitFacts.md` A5).
  init(kind: SwipeBackGesture, takesFirstDelegateForUIKits: Bool = true) {
    self.kind = kind
    self.takesFirstDelegateForUIKits = takesFirstDelegateForUIKits
  }

  /// Wraps the recognizer's delegate again if someone replaced it, then enables the
  /// recognizer only above the root (and only if the app did not disable it).
  ///
  /// A swipe in progress is left alone: disabling its recognizer would cancel it.
  func refresh(_ gesture: UIGestureRecognizer, of navigation: UINavigationController) {
    rewrap(gesture, of: navigation)
    guard !Self.isInProgress(gesture) else { return }
    let wanted = enabling.update(
      found: gesture.isEnabled,
      stackDepth: navigation.viewControllers.count
    )
    if gesture.isEnabled != wanted { gesture.isEnabled = wanted }
  }

  /// Gives the recognizer back its unwrapped delegate (the one the gate forwards to) and the
  /// `isEnabled` it would have without Baton (on unless the app turned it off), and forgets
  /// both, so that a later ``refresh(_:of:)`` starts afresh.
  ///
  /// A swipe in progress keeps its `isEnabled`.
  func release(_ gesture: UIGestureRecognizer) {
    if let gate {
      gate.navigationController = nil
      if gesture.delegate === gate { gesture.delegate = gate.app ?? gate.system }
      self.gate = nil
    }
    if !Self.isInProgress(gesture), enabling.lastWritten != nil {
      let wanted = !enabling.isDisabledByApp
      if gesture.isEnabled != wanted { gesture.isEnabled = wanted }
    }
    enabling = InteractivePopEnabling()
  }

  private static func isInProgress(_ gesture: UIGestureRecognizer) -> Bool {
    switch gesture.state {
    case .began, .changed: return true
    case .possible, .ended, .cancelled, .failed: return false
    @unknown default: return true
    }
  }

  /// Wraps the recognizer's current delegate unless it is already ours.
  ///
  /// With ``takesFirstDelegateForUIKits``, the first delegate found (in `viewDidLoad`, before
  /// the app's code runs) is taken for UIKit's own; any other is the app's.
  private func rewrap(_ gesture: UIGestureRecognizer, of navigation: UINavigationController) {
    if let gate, gesture.delegate === gate { return }
    let found = gesture.delegate
    if !hasLookedForSystem, takesFirstDelegateForUIKits {
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
