// TEMPORARY shim from the adapter branch: the core engineer adds the public
// `TransitionTicket.waitForOutcome()`; when that lands, delete this file.
extension TransitionTicket {
  /// Waits for the request's outcome (at once if it has one).
  ///
  /// Cancelling the awaiting task cancels the request if it is still pending (it then ends
  /// ``TransitionOutcome/cancelled``); a request already in flight runs to its end.
  ///
  /// - Returns: The request's outcome.
  package func waitForOutcome() async -> TransitionOutcome {
    if let outcome { return outcome }
    let cancellation = TaskCancellationRelay()
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        if let outcome {
          continuation.resume(returning: outcome)
          return
        }
        let previous = onOutcome
        onOutcome = { outcome in
          previous?(outcome)
          continuation.resume(returning: outcome)
        }
        cancellation.attach(self)
        if Task.isCancelled { cancellation.cancel() }
      }
    } onCancel: {
      Task { @MainActor in cancellation.cancel() }
    }
  }
}
