import Foundation
import HeadlessUIKit

/// Records what a pan recognizer delivers.
@MainActor
final class PanReceiver: HeadlessActionReceiving {
  private(set) var states: [UIGestureRecognizer.State] = []
  private(set) var translations: [CGPoint] = []
  private(set) var velocities: [CGPoint] = []
  private(set) var locations: [CGPoint] = []
  private(set) var actions: [Selector] = []

  func receiveAction(_ action: Selector, from sender: UIGestureRecognizer) {
    guard let pan = sender as? UIPanGestureRecognizer else { return }
    actions.append(action)
    states.append(pan.state)
    translations.append(pan.translation(in: nil))
    velocities.append(pan.velocity(in: nil))
    locations.append(pan.location(in: nil))
  }
}

/// Refuses every recognizer, noting the velocity it could read.
@MainActor
final class RefusingDelegate: NSObject, UIGestureRecognizerDelegate {
  private(set) var seenVelocity: CGPoint?

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    seenVelocity = (gestureRecognizer as? UIPanGestureRecognizer)?.velocity(in: nil)
    return false
  }
}

/// A transition context that records the interaction calls.
@MainActor
final class RecordingContext: NSObject, UIViewControllerContextTransitioning {
  private(set) var calls: [String] = []
  let containerView = UIView(frame: .zero)
  var isAnimated: Bool { true }
  var isInteractive: Bool { true }
  var transitionWasCancelled: Bool { false }

  func updateInteractiveTransition(_ percentComplete: CGFloat) {
    calls.append("update \(Double(percentComplete))")
  }
  func finishInteractiveTransition() { calls.append("finish") }
  func cancelInteractiveTransition() { calls.append("cancel") }
  func completeTransition(_ didComplete: Bool) { calls.append("complete \(didComplete)") }
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    nil
  }
  func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
  func initialFrame(for vc: UIViewController) -> CGRect { .zero }
  func finalFrame(for vc: UIViewController) -> CGRect { .zero }
}
