extension Lane {
  /// Submits a request and waits for its outcome.
  ///
  /// Cancelling the awaiting task cancels the request if it is still pending (it then ends
  /// ``TransitionOutcome/cancelled``); a request already in flight runs to its end.
  ///
  /// - Parameter request: The transition to run.
  /// - Returns: The request's outcome.
  public func submit(_ request: TransitionRequest) async -> TransitionOutcome {
    let cancellation = TaskCancellationRelay()
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let ticket = submit(request) { outcome in continuation.resume(returning: outcome) }
        cancellation.attach(ticket)
        if Task.isCancelled { cancellation.cancel() }
      }
    } onCancel: {
      Task { @MainActor in cancellation.cancel() }
    }
  }
}

/// Carries a task's cancellation to a ticket on the main actor, at most once.
@MainActor
final class TaskCancellationRelay {
  private var ticket: TransitionTicket?
  private var isCancelled = false

  nonisolated init() {}

  func attach(_ ticket: TransitionTicket) {
    self.ticket = ticket
  }

  func cancel() {
    guard !isCancelled, let ticket else { return }
    isCancelled = true
    ticket.cancel()
  }
}
