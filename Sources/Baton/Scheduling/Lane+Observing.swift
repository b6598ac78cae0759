extension Lane {
  /// Adds an observer of every later event on this lane.
  ///
  /// - Parameter observer: Called on the main actor with each event, in order.
  /// - Returns: The observation token; cancel it to remove the observer.
  @discardableResult
  public func addObserver(_ observer: @escaping @MainActor (LaneEvent) -> Void) -> ObservationToken
  {
    events.add(observer)
  }

  func emit(_ phase: LaneEvent.Phase, for ticket: TransitionTicket) {
    guard !events.isEmpty else { return }
    let event = LaneEvent(
      phase: phase,
      requestID: ticket.id,
      kind: ticket.kind,
      label: ticket.label,
      laneName: name,
      time: scheduler.now
    )
    calloutDepth += 1
    events.notify(event)
    calloutDepth -= 1
  }

  func report(
    _ code: Diagnostic.Code,
    _ severity: Diagnostic.Severity,
    _ message: String,
    requestID: RequestID?
  ) {
    let diagnostic = Diagnostic(
      code: code,
      severity: severity,
      message: message,
      laneName: name,
      requestID: requestID,
      time: scheduler.now
    )
    calloutDepth += 1
    diagnostics.report(diagnostic)
    calloutDepth -= 1
  }
}
