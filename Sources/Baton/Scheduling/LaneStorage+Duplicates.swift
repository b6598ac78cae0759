extension LaneStorage {
  /// Reports the drop of `ticket` as a duplicate, naming the request it duplicates: a
  /// ``Diagnostic/Code/duplicateDropped`` info diagnostic whose ``Diagnostic/requestID`` is the
  /// dropped request and whose ``Diagnostic/relatedRequestID`` is the one that stays.
  func reportDuplicate(_ ticket: TransitionTicket, of match: DuplicateIndex.Match) {
    guard diagnostics.hasObservers else { return }
    let holder = match.holder
    let state = inFlight?.ticket.id == holder.id ? "in flight" : "pending"
    let same =
      switch match.part {
      case .instance: "the same screen instance"
      case .destination(let destination): "the same destination (\(destination))"
      }
    report(
      .duplicateDropped,
      .info,
      "Dropped \(ticket.label) \(ticket.id) as a duplicate of \(holder.label) \(holder.id), "
        + "\(state): \(same)",
      requestID: ticket.id,
      relatedRequestID: holder.id
    )
  }
}
