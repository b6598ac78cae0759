import UIKit

/// A pan whose state, translation and velocity the story sets: the finger's stand-in.
@MainActor
final class ScriptedPan: UIPanGestureRecognizer {
  var scriptedState: UIGestureRecognizer.State = .possible
  var scriptedTranslation = CGPoint.zero
  var scriptedVelocity = CGPoint.zero

  init() {
    super.init(target: nil, action: nil)
    isEnabled = false
  }

  override var state: UIGestureRecognizer.State {
    get { scriptedState }
    set { scriptedState = newValue }
  }

  override func translation(in view: UIView?) -> CGPoint { scriptedTranslation }

  override func velocity(in view: UIView?) -> CGPoint { scriptedVelocity }

  override func location(in view: UIView?) -> CGPoint {
    CGPoint(x: 2 + scriptedTranslation.x, y: (self.view?.bounds.midY ?? 300))
  }
}

/// An edge swipe without a finger.
///
/// A scripted pan sends UIKit's own swipe handler (the interactive pop gesture's target,
/// `handleNavigationTransition:`, the route FDFullscreenPopGesture made well known;
/// `Docs/UIKitFacts.md` A16) the states a finger would make. UIKit's event delegate, which may
/// refuse a finger's swipe before the handler sees it (A5), is not asked: a story that needs the
/// refusal reads it elsewhere or says it is unsettled.
@MainActor
final class FingerStandIn {
  private let stack: UINavigationController
  private let handler: NSObject
  private let pan = ScriptedPan()
  private static let action = NSSelectorFromString("handleNavigationTransition:")

  /// A finger on `stack`'s edge, or nil when UIKit's handler is not where A16 says.
  init?(stack: UINavigationController) {
    guard let handler = stack.interactivePopGestureRecognizer?.delegate as? NSObject,
      handler.responds(to: Self.action)
    else { return nil }
    self.stack = stack
    self.handler = handler
    stack.view.addGestureRecognizer(pan)
  }

  private var width: CGFloat { max(stack.view.bounds.width, 1) }

  private func send(_ state: UIGestureRecognizer.State, fraction: CGFloat, velocity: CGFloat) {
    pan.scriptedState = state
    pan.scriptedTranslation = CGPoint(x: fraction * width, y: 0)
    pan.scriptedVelocity = CGPoint(x: velocity, y: 0)
    _ = handler.perform(Self.action, with: pan)
  }

  /// The finger lands at the edge and starts moving.
  ///
  /// Its velocity's sign is the swipe's intent: UIKit's newer decision
  /// (`_useAugmentedShouldPopDecisionProcedure`) averages the velocities it samples by the
  /// touches' timestamps, and a scripted pan has no touches, so its first sample decides.
  func begin(finishing: Bool) { send(.began, fraction: 0, velocity: finishing ? 300 : -300) }

  /// The finger is at `fraction` of the width.
  func move(to fraction: CGFloat, finishing: Bool) {
    send(.changed, fraction: fraction, velocity: finishing ? 300 : -300)
  }

  /// The finger lifts at `fraction`: moving on fast to finish, or moving back to cancel (the
  /// older decision reads only this velocity's sign).
  func release(at fraction: CGFloat, finishing: Bool) {
    send(.ended, fraction: fraction, velocity: finishing ? 900 : -600)
  }

  /// A whole swipe on `stage`'s clock: begins, moves to `fraction` in frames over `duration`
  /// seconds, lifts; then `done`.
  func swipe(
    on stage: Stage,
    to fraction: CGFloat,
    over duration: Double,
    finishing: Bool,
    done: @escaping @MainActor () -> Void
  ) {
    begin(finishing: finishing)
    let frames = max(Int(duration * 60), 2)
    for frame in 1...frames {
      stage.after(Double(frame) / 60) { [self] in
        move(to: fraction * CGFloat(frame) / CGFloat(frames), finishing: finishing)
      }
    }
    stage.after(Double(frames + 1) / 60) { [self] in
      release(at: fraction, finishing: finishing)
      done()
    }
  }
}
