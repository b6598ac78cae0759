/// What a ``LaneGate`` answers when a lane would start a request.
enum LaneGateDecision: Hashable, Sendable {
  /// The request starts now.
  case proceed
  /// The request waits: a waiting one stays at the head of the pending queue until a later
  /// turn asks again; one that cannot wait (``Lane/startImmediately(_:onOutcome:)``) is dropped
  /// with ``DropReason/busy``.
  case hold
}

/// Decides whether a lane may start a request other than a pop-up's show or hide.
///
/// The seam between a ``Lane`` and its window's ``PopupQueue``: a visible pop-up that blocks
/// navigation holds page requests until it is dismissed; one that yields is hidden first.
///
/// The gate is asked inside one of the lane's callbacks, so whatever it submits to the lane is
/// queued, never started recursively. A ``TransitionKind/popupHide`` request goes to the front
/// of the pending queue, ahead of the request the gate holds; the gate changes its answer only
/// through such a pop-up transition, whose end schedules the next turn that asks it again.
///
/// A hold is bounded: when the gate holds pending requests with nothing in flight for the
/// lane's ``Lane/Configuration-swift.struct/maximumStall``, the lane calls ``verifyHold()``,
/// then asks again on its next turn.
@MainActor
protocol LaneGate: AnyObject {
  /// Whether the lane may start a request of `kind` now.
  ///
  /// - Parameters:
  ///   - kind: The request's kind; never ``TransitionKind/popupShow`` or
  ///     ``TransitionKind/popupHide``.
  ///   - id: The request's identifier: a pop-up asked before it may hold it (order as asked).
  ///   - canWait: `false` for ``Lane/startImmediately(_:onOutcome:)``, which is dropped when
  ///     held.
  /// - Returns: Whether the request starts or waits.
  func decisionForStarting(
    _ kind: TransitionKind,
    madeAs id: RequestID,
    canWait: Bool
  ) -> LaneGateDecision

  /// The gate has held the lane's pending requests with nothing in flight for the stall bound:
  /// checks that the reason still stands.
  ///
  /// A reason that is gone is released through a pop-up transition, submitted now (it is
  /// queued at the front and starts on the lane's next turn). The lane asks
  /// ``decisionForStarting(_:canWait:)`` again on its next turn and, while the gate still
  /// holds, calls this again after the same bound.
  func verifyHold()

  /// The lane was torn down: whatever the gate keeps for it ends.
  ///
  /// Called once, after every request of the lane has its outcome.
  func laneDidTearDown()
}

/// The lane's weak reference to its gate, kept in a box so that a lane without a gate pays a
/// single `nil` check per start.
@MainActor
final class LaneGateLink {
  weak var gate: (any LaneGate)?

  init(_ gate: any LaneGate) {
    self.gate = gate
  }
}

extension Lane {
  /// The gate asked before a request other than a pop-up's show or hide starts, if any.
  var gate: (any LaneGate)? {
    get { storage.gateLink?.gate }
    set { storage.gateLink = newValue.map(LaneGateLink.init) }
  }

  /// Whether the gate holds the pending requests with nothing in flight: the lane then only
  /// waits, and verifies the hold every stall bound (see
  /// ``Configuration-swift.struct/maximumStall``).
  ///
  /// For test harnesses that run a virtual clock "until nothing is left": a hold that waits
  /// for the user leaves the stall check due forever.
  package var isHeldByGate: Bool { storage.stallTimer != nil }
}

extension LaneStorage {

  /// Whether the gate holds `ticket` back now.
  func gateHolds(_ ticket: TransitionTicket, canWait: Bool = true) -> Bool {
    guard let gateLink else { return false }
    switch ticket.kind {
    case .popupShow, .popupHide:
      return false
    case .push, .pop, .popTo, .popToRoot, .setViewControllers, .present, .dismiss, .removeAll,
      .interactivePop, .custom:
      break
    }
    guard let gate = gateLink.gate else { return false }
    calloutDepth += 1
    let decision = gate.decisionForStarting(ticket.kind, madeAs: ticket.id, canWait: canWait)
    calloutDepth -= 1
    return decision == .hold
  }

  /// Queues a request that `submit` would have started but the gate holds.
  func holdSubmitted(_ ticket: TransitionTicket) {
    // The gate is a callback: it may have torn the lane down.
    if machine.isTornDown {
      deliver(ticket, .dropped(.windowGone))
      return
    }
    enqueue(ticket, atFront: false)
    if machine.isIdleAndOpen { gateHeldWithNothingInFlight() }
  }

  /// Tells the gate the lane was torn down.
  func gateLaneDidTearDown() {
    guard let gate = gateLink?.gate else { return }
    calloutDepth += 1
    gate.laneDidTearDown()
    calloutDepth -= 1
  }
}

extension Lane {
  /// The pop-up queue that gates this lane, if one does (a window's, or a navigation's own).
  package var gatingPopupQueue: PopupQueue? { gate as? PopupQueue }
}
