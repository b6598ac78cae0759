extension LaneStorage {
  func emit(
    _ phase: LaneEvent.Phase,
    for ticket: TransitionTicket,
    preemption: LaneEvent.Preemption? = nil
  ) {
    guard !events.isEmpty else { return }
    let event = LaneEvent(
      phase: phase,
      requestID: ticket.id,
      kind: ticket.kind,
      label: ticket.label,
      laneName: name,
      time: scheduler.now,
      preemption: preemption,
      policy: phase == .requested ? ticket.request?.policy : nil
    )
    calloutDepth += 1
    events.notify(event)
    calloutDepth -= 1
  }

  func report(
    _ code: Diagnostic.Code,
    _ severity: Diagnostic.Severity,
    _ message: String,
    requestID: RequestID?,
    relatedRequestID: RequestID? = nil
  ) {
    let diagnostic = Diagnostic(
      code: code,
      severity: severity,
      message: message,
      laneName: name,
      requestID: requestID,
      relatedRequestID: relatedRequestID,
      time: scheduler.now
    )
    calloutDepth += 1
    diagnostics.report(diagnostic)
    calloutDepth -= 1
  }
}
