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
    let turn = MainLoopTurn.current(on: change.context.lane.scheduler)
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

  /// The navigation controller a waiting push brings `controller` to, or nil when no push of
  /// it waits: a page on its way is on that stack for the requests asked from it.
  static func navigation(pushing controller: UIViewController) -> UINavigationController? {
    prune()
    for entry in entries.reversed() {
      guard let change = entry.change, case .push(let pushed) = change.operation,
        pushed === controller
      else { continue }
      return change.navigation
    }
    return nil
  }

  private static func prune() {
    entries.removeAll { $0.change == nil }
  }
}
