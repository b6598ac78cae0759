import Foundation

extension LaneStorage {
  /// Handles ``RunningTransition/finish(_:)``.
  func receiveCompletionSignal(from handle: RunningTransition, outcome: TransitionOutcome) {
    switch handle.phase {
    case .running:
      handle.phase = .signalled(outcome)
      end(handle, with: outcome)
    case .signalled(let first):
      report(
        .duplicateCompletionSignal,
        .warning,
        "\(handle.kind) \(handle.id) signalled its completion again (first \(first), now "
          + "\(outcome)); ignored",
        requestID: handle.id
      )
    case .preempted:
      // The lane ended it `completed` when the user preempted it; UIKit finishes a preempted
      // transition at its end position and runs its completion, so this is that same end.
      break
    case .ended(let ending):
      report(
        .completionSignalWhileNotRunning,
        .warning,
        "\(handle.kind) \(handle.id) signalled \(outcome) after the lane ended it with "
          + "\(ending); ignored",
        requestID: handle.id
      )
    }
  }

  /// Ends the transition `handle` runs if it is in flight: releases the lane, then delivers the
  /// outcome.
  func end(_ handle: RunningTransition, with outcome: TransitionOutcome) {
    let ended: InFlightTransition
    switch machine.finish(where: { $0.handle === handle }) {
    case .release(let inFlight):
      ended = inFlight
    case .notInFlight:
      report(
        .completionSignalWhileNotRunning,
        .warning,
        "\(handle.kind) \(handle.id) ended \(outcome) while not in flight; ignored",
        requestID: handle.id
      )
      return
    }
    watchdogDeadline = nil
    if queue.isEmpty { disarmWatchdog() }
    scheduleTurn()
    deliver(ended.ticket, outcome)
  }

  /// Gives `ticket` its one outcome: ticket state, then the `finished` event, then the waiting
  /// tasks, then the handler.
  ///
  /// - Parameters:
  ///   - ticket: The ticket to end.
  ///   - outcome: Its one outcome.
  ///   - preemption: Set when the user preempted the ticket's transition; the `finished` event
  ///     carries it.
  func deliver(
    _ ticket: TransitionTicket,
    _ outcome: TransitionOutcome,
    preemption: LaneEvent.Preemption? = nil
  ) {
    if case .finished(let first) = ticket.state {
      preconditionFailure("Internal inconsistency: \(ticket.id) ended twice (\(first), \(outcome))")
    }
    if ticket.isQueued {
      queue.remove(ticket)
      if stallTimer != nil, queue.isEmpty { disarmStallTimer() }
    }
    if let registration = ticket.duplicateRegistration {
      duplicates.remove(registration)
      ticket.duplicateRegistration = nil
    }
    ticket.state = .finished(outcome)
    ticket.request = nil
    let handler = ticket.onOutcome
    ticket.onOutcome = nil
    emit(.finished(outcome), for: ticket, preemption: preemption)
    ticket.resumeWaiters(with: outcome)
    if let handler {
      calloutDepth += 1
      handler(outcome)
      calloutDepth -= 1
    }
  }

  /// Handles ``TransitionTicket/cancel()``.
  func cancel(_ ticket: TransitionTicket, isRepeat: Bool) -> TransitionTicket.CancelResult {
    switch ticket.state {
    case .pending:
      deliver(ticket, .cancelled)
      return .cancelled
    case .running:
      if isRepeat {
        reportCancelledTwice(ticket)
      } else {
        report(
          .cancelWhileRunning,
          .info,
          "\(ticket.label) \(ticket.id) is in flight; UIKit cannot stop it, it runs to its end",
          requestID: ticket.id
        )
      }
      return .alreadyRunning
    case .finished:
      if isRepeat { reportCancelledTwice(ticket) }
      return .alreadyFinished
    }
  }

  private func reportCancelledTwice(_ ticket: TransitionTicket) {
    report(
      .ticketCancelledTwice,
      .warning,
      "the ticket of \(ticket.label) \(ticket.id) was cancelled again; ignored",
      requestID: ticket.id
    )
  }
}
