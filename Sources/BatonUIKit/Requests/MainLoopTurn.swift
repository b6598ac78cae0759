import Baton

/// One turn of the main loop: it has passed once the scheduler has run the work that was due
/// when it was made.
///
/// The calls made in one turn share one (``current(on:)``), so marking a turn costs one piece
/// of scheduled work per turn, not one per call. The scheduler's work holds the turn until it
/// runs. The turn holds its scheduler weakly: a turn whose scheduler went away (a test's clock)
/// never passes, and is then nobody's, so a new scheduler made at the same address never takes
/// it for its own (an identity comparison did, and kept a turn that never passed as "now").
@MainActor
final class MainLoopTurn {
  private(set) var hasPassed = false
  /// The scheduler that made it; `nil` once that scheduler is gone.
  private weak var scheduler: (any MainLoopScheduler)?
  /// The turn made last, shared by the calls made before it passes.
  private static var latest: MainLoopTurn?

  private init(on scheduler: MainLoopScheduler) {
    self.scheduler = scheduler
    scheduler.runOnNextTurn { self.hasPassed = true }
  }

  /// The turn `scheduler`'s main loop is in now.
  static func current(on scheduler: MainLoopScheduler) -> MainLoopTurn {
    if let latest, !latest.hasPassed, latest.isOn(scheduler) { return latest }
    let turn = MainLoopTurn(on: scheduler)
    latest = turn
    return turn
  }

  /// Whether `scheduler` made this turn (and is still alive).
  func isOn(_ scheduler: MainLoopScheduler) -> Bool {
    self.scheduler === scheduler
  }
}

/// Whether the app asked for a presentation in the current turn of the main loop: a dismiss
/// asked in the same turn keeps UIKit's order of calls (`present; dismiss` dismisses what was
/// just presented), see ``ModalChange/closesItself``.
@MainActor
enum PresentsThisTurn {
  private static var turn: MainLoopTurn?

  /// A presentation is asked now, on `scheduler`'s main loop.
  static func noteAsked(on scheduler: MainLoopScheduler) {
    turn = MainLoopTurn.current(on: scheduler)
  }

  /// Whether a presentation was asked in this turn of `scheduler`'s main loop.
  static func wereAsked(on scheduler: MainLoopScheduler) -> Bool {
    guard let turn, turn.isOn(scheduler) else { return false }
    return !turn.hasPassed
  }
}
