#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension BatonNavigationController {
  /// Brings the swipe-back gesture in line with the stack: enabled only above the root (unless
  /// the app disabled it), and its delegate wrapped by Baton's gate.
  ///
  /// Called whenever the stack may have changed (every UIKit stack call Baton makes or lets
  /// through, the end of every tracked transition, `viewDidLoad`, `viewDidAppear`), so that
  /// the root stays safe even when the app replaces or clears the delegate. A swipe in
  /// progress is left alone: disabling its recognizer would cancel it.
  func refreshInteractivePopGesture() {
    guard let gesture = interactivePopGestureRecognizer else { return }
    reapplyInteractivePopGate(on: gesture)
    switch gesture.state {
    case .began, .changed:
      return
    case .possible, .ended, .cancelled, .failed:
      break
    @unknown default:
      return
    }
    let wanted = popEnabling.update(found: gesture.isEnabled, stackDepth: viewControllers.count)
    if gesture.isEnabled != wanted { gesture.isEnabled = wanted }
  }

  /// Returns `value` after ``refreshInteractivePopGesture()``: for the stack calls that return
  /// what UIKit popped.
  func refreshingInteractivePopGesture<Value>(_ value: Value) -> Value {
    refreshInteractivePopGesture()
    return value
  }

  /// Wraps the current delegate of the interactive pop gesture unless it is already ours.
  ///
  /// The first delegate found (in `viewDidLoad`, before the app's code runs) is taken for
  /// UIKit's own; any other is the app's.
  private func reapplyInteractivePopGate(on gesture: UIGestureRecognizer) {
    if let popGate, gesture.delegate === popGate { return }
    let found = gesture.delegate
    if !hasCapturedSystemPopDelegate {
      hasCapturedSystemPopDelegate = true
      systemPopDelegate = found
    }
    let app: (any UIGestureRecognizerDelegate)? = found === systemPopDelegate ? nil : found
    let gate = InteractivePopGate(navigationController: self, system: systemPopDelegate, app: app)
    // A replaced gate may live on inside an app's own wrapper; it stops guarding (the new gate
    // does) and only forwards.
    popGate?.navigationController = nil
    popGate = gate
    gesture.delegate = gate
  }
}
