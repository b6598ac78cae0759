extension PopupTicket {
  /// Where a pop-up stands, with what only that stage holds; ``PopupTicket/state`` is read
  /// from it.
  enum Phase {
    /// Waiting for its turn (also after being hidden to be shown again).
    case pending
    /// Its show waits in the lane or runs.
    case showing(ShowStage)
    /// On screen.
    case visible
    /// Being hidden.
    case hiding
    /// Ended with the given outcome.
    case finished(PopupOutcome)

    /// The public state of this phase.
    var state: State {
      switch self {
      case .pending: .pending
      case .showing: .showing
      case .visible: .visible
      case .hiding: .hiding
      case .finished(let outcome): .finished(outcome)
      }
    }
  }

  /// Where a pop-up's show is while the pop-up is ``State/showing``.
  enum ShowStage {
    /// Not running: it waits in the lane, with the lane's ticket while it is queued there (or
    /// the lane has just ended it, before the pop-up moves on).
    case waiting(laneTicket: TransitionTicket?)
    /// Running: the lane's transition, and why the presenter refused the show, if it did.
    case running(RunningTransition, refusal: String?)
  }

  /// The lane's ticket of its show while the show is queued in the lane.
  var showTicket: TransitionTicket? {
    guard case .showing(.waiting(let laneTicket)) = phase else { return nil }
    return laneTicket
  }
}
