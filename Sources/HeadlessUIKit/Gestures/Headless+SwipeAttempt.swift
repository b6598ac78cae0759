import Foundation

extension Headless {
  /// What became of a simulated swipe-back: whether it began, and which recognizer took the
  /// finger (`Docs/UIKitFacts.md` A12).
  ///
  /// Returned by ``Headless/World/attemptInteractivePop(on:touchInNavigationBar:touching:)``
  /// and ``Headless/World/attemptInteractiveContentPop(on:touching:)``.
  @MainActor
  public struct SwipeAttempt {
    /// How the attempt ended.
    public let outcome: Outcome
    /// The swipe in progress when it began (``Outcome/began``), else `nil`.
    public let pop: InteractivePop?
    /// The recognizer that took the finger: the swipe's own when it began, another one when
    /// it recognized first or once the swipe failed, `nil` when none did.
    ///
    /// Weak: the view it is attached to holds it.
    public private(set) weak var winner: UIGestureRecognizer?

    init(outcome: Outcome, pop: InteractivePop? = nil, winner: UIGestureRecognizer? = nil) {
      self.outcome = outcome
      self.pop = pop
      self.winner = winner
    }

    /// Whether another recognizer took the finger before the swipe's delegate was asked to
    /// begin: the swipe lost the competition rather than being refused.
    public var wasTakenByOtherRecognizer: Bool { outcome == .takenByOtherRecognizer }

    /// How a swipe-back attempt ended.
    public enum Outcome: Sendable, Equatable {
      /// The swipe's recognizer never saw the touch: it is disabled or absent, its view is in
      /// no window, a presentation covers it, the controller froze, or the finger landed
      /// outside its view.
      case notDelivered
      /// The swipe began (it may still have frozen the controller: F12, F13).
      case began
      /// The swipe's delegate (for the touch, the event or beginning) or its view refused it.
      case refused
      /// Another recognizer under the finger recognized before the swipe was asked to begin.
      case takenByOtherRecognizer
    }
  }
}
