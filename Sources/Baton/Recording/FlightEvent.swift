import Foundation

/// One entry of a ``FlightRecorder``: what happened to a window's navigation, and when.
///
/// The events say what a request was (its ``TransitionKind`` and the adapter's label, which
/// names screen types, never their content), how it ended, and what the lane reported. A
/// swipe-back shows as a request of kind ``TransitionKind/interactivePop``: `started` when it
/// begins, `finished` with ``TransitionOutcome/completed`` or ``TransitionOutcome/cancelled``
/// when the user lifts or abandons it. A pop-up shows as ``TransitionKind/popupShow`` and
/// ``TransitionKind/popupHide`` requests.
public struct FlightEvent: Sendable, Equatable {
  /// What happened.
  public enum Kind: Sendable, Equatable {
    /// A request was made (the label names screen types, as in `push ProductScreen`).
    case requested(RequestID, TransitionKind, label: String)
    /// The request just made waits for its turn by this policy; recorded only for a policy
    /// other than ``LanePolicy/enqueue``, the default, so the common request takes one slot.
    case policy(RequestID, LanePolicy)
    /// The request joined the pending queue.
    case queued(RequestID)
    /// The request went in flight: its UIKit call was made (and, when it preempted the
    /// transition in flight, which one).
    case started(RequestID, preempting: RequestID?)
    /// The request ended with its outcome (the completion signal, a drop, a timeout).
    case finished(RequestID, TransitionOutcome)
    /// The lane reported a diagnostic (its code only: the message stays out of the record).
    case diagnostic(Diagnostic.Code, RequestID?)
    /// A URL matched a route: its pattern, and its values only when the recorder's
    /// ``FlightRecorder/recordsRouteValues`` is on.
    case routed(pattern: String, values: [String])
    /// A URL failed to route; the error's case name only (`noMatch`, `rejected`…).
    case routeFailed(String)
    /// The app's state changed (`background`, `foreground`, `active`, `inactive`).
    case lifecycle(String)
    /// A note the app (or the lab) adds to the record.
    case note(String)
  }

  /// When it happened, on the lane's scheduler clock, in seconds (monotonic).
  public var time: TimeInterval
  /// What happened.
  public var kind: Kind

  /// Creates an event.
  ///
  /// - Parameters:
  ///   - time: When it happened, on the lane's scheduler clock.
  ///   - kind: What happened.
  package init(time: TimeInterval, kind: Kind) {
    self.time = time
    self.kind = kind
  }
}
