extension PopupTicket {
  /// Waits for the pop-up's outcome.
  ///
  /// Returns at once when it already has one. Cancelling the waiting task cancels the pop-up
  /// (``cancel()``), so the wait still ends with an outcome.
  ///
  /// - Returns: The pop-up's outcome.
  public func waitForOutcome() async -> PopupOutcome {
    if let outcome { return outcome }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        if let outcome {
          continuation.resume(returning: outcome)
        } else {
          waiters.append(continuation)
          if Task.isCancelled { cancel() }
        }
      }
    } onCancel: {
      Task { @MainActor in self.cancel() }
    }
  }
}
