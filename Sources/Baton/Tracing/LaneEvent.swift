import Foundation

/// Something that happened to a request on a ``Lane``, for logs, traces and metrics.
///
/// Every request produces `requested`, then `queued` if it waited, then `started` if it ran,
/// and always exactly one `finished` carrying its outcome.
///
/// A user's interruption (``Lane/startPreempting(_:inFlightIsCancelling:onOutcome:)``) shows in ``preemption``: the
/// preempted request's `finished` event carries ``Preemption/preempted(by:)``, and the
/// interrupting request's `started` event, which follows it, carries
/// ``Preemption/preempting(_:)``.
public struct LaneEvent: Sendable, Equatable {
  /// How an event takes part in a user's interruption of the transition in flight.
  public enum Preemption: Sendable, Equatable {
    /// On a `finished` event: the request was in flight when the given request preempted it.
    case preempted(by: RequestID)
    /// On a `started` event: the request started by preempting the given one.
    case preempting(RequestID)
  }

  /// The step in a request's life.
  public enum Phase: Sendable, Equatable {
    /// The request was made.
    case requested
    /// The request joined the pending queue.
    case queued
    /// The request went in flight.
    case started
    /// The request ended with the given outcome.
    case finished(TransitionOutcome)
  }

  /// The step.
  public var phase: Phase
  /// The request.
  public var requestID: RequestID
  /// What the transition does.
  public var kind: TransitionKind
  /// The request's readable name.
  public var label: String
  /// The lane's name.
  public var laneName: String
  /// When it happened, on the lane's scheduler clock, in seconds.
  public var time: TimeInterval
  /// The preemption this event is part of, if any; `nil` for every event outside one.
  public var preemption: Preemption?
  /// On a `requested` event, how the request waits for its turn; `nil` on the others.
  public var policy: LanePolicy?

  /// Creates an event.
  ///
  /// - Parameters:
  ///   - phase: The step.
  ///   - requestID: The request.
  ///   - kind: What the transition does.
  ///   - label: The request's readable name.
  ///   - laneName: The lane's name.
  ///   - time: When it happened, on the lane's scheduler clock.
  ///   - preemption: The preemption the event is part of, if any.
  ///   - policy: On a `requested` event, the request's policy.
  package init(
    phase: Phase,
    requestID: RequestID,
    kind: TransitionKind,
    label: String,
    laneName: String,
    time: TimeInterval,
    preemption: Preemption? = nil,
    policy: LanePolicy? = nil
  ) {
    self.phase = phase
    self.requestID = requestID
    self.kind = kind
    self.label = label
    self.laneName = laneName
    self.time = time
    self.preemption = preemption
    self.policy = policy
  }
}
