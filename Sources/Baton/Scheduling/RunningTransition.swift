import Foundation

/// The handle ``TransitionRequest/perform`` receives: the only way to end a running transition.
///
/// Signal the end exactly once with ``finish(_:)``. A second signal, or one that arrives after
/// the watchdog ended the transition or the lane was torn down (or went away), is ignored and
/// reported to the lane's ``DiagnosticsCenter``; it never produces a second outcome and never
/// traps.
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
  }

  /// The request this transition runs.
  public let id: RequestID
  /// What the transition does.
  public let kind: TransitionKind
  /// The lane running the transition; `weak`, because the lane holds this handle while the
  /// transition is in flight, and a lane the app dropped must go away (ending it
  /// ``DropReason/windowGone``) rather than wait for the transition's signal or its watchdog.
  private(set) weak var lane: Lane?
  /// Where a signal that arrives after the lane went away is reported.
  private let diagnostics: DiagnosticsCenter
  /// The lane's name, for that report.
  private let laneName: String
  /// Where the transition stands.
  private(set) var phase: Phase = .running
  /// When the transition ended, on the lane's clock: the time of that report.
  private var endTime: TimeInterval = 0

  init(id: RequestID, kind: TransitionKind, lane: Lane) {
    self.id = id
    self.kind = kind
    self.lane = lane
    self.diagnostics = lane.diagnostics
    self.laneName = lane.name
  }

  /// Whether the transition has ended: by its signal, the watchdog, or a teardown.
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
    if let lane {
      lane.receiveCompletionSignal(from: self, outcome: outcome)
    } else {
      reportSignalAfterLaneWentAway(outcome)
    }
  }

  /// Re-arms the watchdog from now for a newly learnt duration, such as the coordinator's.
  ///
  /// Does nothing once the transition has ended.
  ///
  /// - Parameter duration: The expected remaining duration, in seconds.
  public func updateExpectedDuration(_ duration: TimeInterval) {
    guard phase == .running, let lane else { return }
    lane.rearmWatchdog(expectedDuration: duration)
  }

  /// Records the transition's own completion signal, received at `time`.
  func markSignalled(_ outcome: TransitionOutcome, at time: TimeInterval) {
    phase = .signalled(outcome)
    endTime = time
  }

  /// Records that the lane ended the transition with `outcome` at `time` (watchdog, teardown).
  func markEnded(_ outcome: TransitionOutcome, at time: TimeInterval) {
    phase = .ended(outcome)
    endTime = time
  }

  /// A lane goes away only after ending its transition (``Lane/tearDown()`` from its deinit),
  /// so this signal is always a late one.
  private func reportSignalAfterLaneWentAway(_ outcome: TransitionOutcome) {
    let code: Diagnostic.Code
    let ending: String
    switch phase {
    case .running:
      preconditionFailure("Internal inconsistency: a running transition whose lane is gone")
    case .signalled(let first):
      code = .duplicateCompletionSignal
      ending = "it signalled \(first)"
    case .ended(let first):
      code = .completionSignalWhileNotRunning
      ending = "its lane went away and ended it with \(first)"
    }
    diagnostics.report(
      Diagnostic(
        code: code,
        severity: .warning,
        message: "\(kind) \(id) signalled \(outcome) after \(ending); ignored",
        laneName: laneName,
        requestID: id,
        time: endTime
      )
    )
  }
}
