import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The pushes that wait for their turn on a lane, for a pop that needs to know which page the
/// app and the user took to be on top when it was asked (``SeenPage``).
///
/// A push is registered when its request is made and leaves when its change starts (or when
/// its request ends without starting: the entries are weak, and the lane lets go of a request
/// once its outcome is delivered).
@MainActor
enum WaitingPushes {
  /// A push still waiting for its turn.
  struct Push {
    /// The controller it pushes.
    let viewController: UIViewController
    /// Whether the screen has not shown it, though the app asked for it before this event.
    ///
    /// A push asked in an earlier turn of the main loop. The app's code takes a push asked in
    /// this turn to be on the stack already (UIKit's order of calls).
    let isUnseen: Bool
  }

  private struct Entry {
    weak var change: NavigationChange?
    /// Passes with the main-loop turn the push was asked in.
    let askedTurn: MainLoopTurn
  }

  private static var entries: [Entry] = []

  /// Notes `change`, a push asked now.
  static func register(_ change: NavigationChange) {
    prune()
    let turn = MainLoopTurn(on: change.context.lane.scheduler)
    entries.append(Entry(change: change, askedTurn: turn))
  }

  /// `change` started: its page is on the stack now.
  static func started(_ change: NavigationChange) {
    entries.removeAll { $0.change === change || $0.change == nil }
  }

  /// The pushes onto `navigation` that still wait, in the order they were asked.
  static func waiting(on navigation: UINavigationController) -> [Push] {
    prune()
    return entries.compactMap { entry in
      guard let change = entry.change, change.navigation === navigation,
        case .push(let pushed) = change.operation
      else { return nil }
      return Push(viewController: pushed, isUnseen: entry.askedTurn.hasPassed)
    }
  }

  private static func prune() {
    entries.removeAll { $0.change == nil }
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
    if let turn, !turn.hasPassed, turn.isOn(scheduler) { return }
    turn = MainLoopTurn(on: scheduler)
  }

  /// Whether a presentation was asked in this turn of `scheduler`'s main loop.
  static func wereAsked(on scheduler: MainLoopScheduler) -> Bool {
    guard let turn, turn.isOn(scheduler) else { return false }
    return !turn.hasPassed
  }
}

/// One turn of the main loop: it has passed once the scheduler has run the work that was due
/// when it was made.
///
/// The scheduler's work holds the turn until it runs (one turn), and no weak reference is made
/// to it: a turn is a few bytes, and a weak reference would give it a side table that outlives
/// it in the static state that keeps the last one.
@MainActor
final class MainLoopTurn {
  private(set) var hasPassed = false
  /// The scheduler's identity, compared only while the scheduler that made it may still run it
  /// (a turn of a scheduler that went away never passes; another one at the same address would
  /// only see a turn that has not passed as its own for one turn).
  private let scheduler: ObjectIdentifier

  init(on scheduler: MainLoopScheduler) {
    self.scheduler = ObjectIdentifier(scheduler)
    scheduler.runOnNextTurn { self.hasPassed = true }
  }

  /// Whether `scheduler` made this turn.
  func isOn(_ scheduler: MainLoopScheduler) -> Bool {
    self.scheduler == ObjectIdentifier(scheduler)
  }
}
