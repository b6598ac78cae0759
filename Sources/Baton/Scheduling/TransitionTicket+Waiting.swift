extension TransitionTicket {
  /// Waits for the request's outcome.
  ///
  /// - Finished: returns the outcome at once.
  /// - Pending: waits; cancelling the awaiting task cancels the request (as ``cancel()`` does),
  ///   which then ends ``TransitionOutcome/cancelled``.
  /// - Running: waits for the transition's end; cancelling the awaiting task does not stop it
  ///   (UIKit cannot), and is reported like ``cancel()`` while running.
  ///
  /// Any number of tasks may wait on one ticket; they all receive the same outcome.
  ///
  /// ```swift
  /// let outcome = await lane.submit(request).waitForOutcome()
  /// ```
  ///
  /// - Returns: The request's outcome.
  public func waitForOutcome() async -> TransitionOutcome {
    if let outcome { return outcome }
    guard !Task.isCancelled else {
      // Cancelled already: the request is cancelled now, or, in flight, awaited to its end.
      cancel()
      return await waitWithoutCancellation()
    }
    return await withTaskCancellationHandler {
      await waitWithoutCancellation()
    } onCancel: {
      Task { @MainActor in self.cancelForWaitingTask() }
    }
  }

  private func waitWithoutCancellation() async -> TransitionOutcome {
    await withCheckedContinuation { continuation in
      if let outcome {
        continuation.resume(returning: outcome)
      } else {
        waiters.append(continuation)
      }
    }
  }

  /// Carries an awaiting task's cancellation to the request, unless it has ended meanwhile.
  private func cancelForWaitingTask() {
    guard outcome == nil else { return }
    cancel()
  }

  /// Resumes every task waiting in ``waitForOutcome()`` with `outcome`.
  func resumeWaiters(with outcome: TransitionOutcome) {
    let waiting = waiters
    waiters = []
    for continuation in waiting { continuation.resume(returning: outcome) }
  }
}
