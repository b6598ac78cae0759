import Foundation

/// The main-loop clock that every part of Baton schedules its work on.
///
/// Baton never sleeps and never uses fixed delays between transitions: it asks its scheduler
/// to run work on the next main-loop turn, or after a delay for watchdogs. Two implementations
/// ship with the library:
///
/// - ``DispatchMainScheduler``, the default on devices, backed by the main dispatch queue;
/// - `VirtualScheduler` (in `BatonTesting`), a deterministic clock that tests and
///   HeadlessUIKit advance by hand.
///
/// Both run all work on the main actor, one item at a time, in the order it became due.
@MainActor
public protocol MainLoopScheduler: AnyObject {
  /// The scheduler's current time, in seconds since the scheduler was created.
  var now: TimeInterval { get }

  /// Runs `work` on a later turn of the main loop, after the work already due.
  ///
  /// - Parameter work: The closure to run. It never runs synchronously inside this call.
  func runOnNextTurn(_ work: @escaping @MainActor () -> Void)

  /// Runs `work` once `delay` seconds have passed, unless it is cancelled first.
  ///
  /// - Parameters:
  ///   - delay: Seconds to wait; a negative delay counts as zero.
  ///   - work: The closure to run. It never runs synchronously inside this call.
  /// - Returns: A handle that cancels the work if it has not run yet.
  @discardableResult
  func run(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void) -> ScheduledWork
}
