import Foundation

/// The handle ``TransitionRequest/perform`` receives: the only way to end a running transition.
///
/// Signal the end exactly once with ``finish(_:)``. A second signal, or one that arrives after
/// the watchdog ended the transition or the lane was torn down (or went away), is ignored and
/// reported to the lane's ``DiagnosticsCenter``; it never produces a second outcome and never
/// traps. A transition the user preempted (``Lane/startPreempting(_:inFlightIsCancelling:onOutcome:)``) already
/// ended ``TransitionOutcome/completed``: its own signal is expected and ignored quietly.
@MainActor
public final class RunningTransition {
  /// Where the transition stands.
  enum Phase: Equatable {
    /// Started and not yet ended.
    case running
    /// Ended by its own completion signal.
    case signalled(TransitionOutcome)
    /// Ended by the lane (watchdog or teardown) before it signalled.
    case ended(TransitionOutcome)
    /// Ended ``TransitionOutcome/completed`` by the lane when the given request preempted it
    /// (``Lane/startPreempting(_:inFlightIsCancelling:onOutcome:)``); its own signal, when it comes, is that same
    /// end.
    case preempted(by: RequestID)
  }

  /// The request this transition runs.
  public let id: RequestID
  /// What the transition does.
  public let kind: TransitionKind
  /// The lane's storage, kept while the handle lives so that a late signal is still reported.
  ///
  /// Not the ``Lane``: a lane the app drops goes away at once (ending this transition
  /// `windowGone`) rather than wait for the transition's signal or its watchdog.
  let storage: LaneStorage
  /// Where the transition stands.
  var phase: Phase = .running

  init(id: RequestID, kind: TransitionKind, storage: LaneStorage) {
    self.id = id
    self.kind = kind
    self.storage = storage
  }

  /// Whether the transition has ended: by its signal, the watchdog, a teardown or a
  /// preemption.
  public var isFinished: Bool { phase != .running }

  /// Signals the end of the transition, which releases the lane.
  ///
  /// The outcome is usually ``TransitionOutcome/completed`` or ``TransitionOutcome/cancelled``;
  /// `perform` may also end with ``TransitionOutcome/dropped(_:)`` and an
  /// ``DropReason/invalid(_:)`` reason when it finds at start that UIKit would refuse.
  /// The next pending request starts on the next turn of the lane's scheduler.
  ///
  /// - Parameter outcome: The request's outcome.
  public func finish(_ outcome: TransitionOutcome) {
    storage.receiveCompletionSignal(from: self, outcome: outcome)
  }

  /// Re-arms the watchdog from now for a newly learnt duration, such as the coordinator's.
  ///
  /// Does nothing once the transition has ended.
  ///
  /// - Parameter duration: The expected remaining duration, in seconds.
  public func updateExpectedDuration(_ duration: TimeInterval) {
    guard phase == .running else { return }
    storage.rearmWatchdog(expectedDuration: duration)
  }
}
