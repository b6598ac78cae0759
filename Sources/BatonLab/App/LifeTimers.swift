import Baton
import BatonTesting
import Foundation

/// The delayed work the app under test schedules on its life's clock (a fetch's reply, the
/// delay fix's hops), cancelled when the life ends.
///
/// Such work holds the controllers it will act on, and every controller holds its world,
/// whose scheduler holds the work: a cycle that only running the work breaks. A life that
/// crashed or was force-quit is never advanced again, so ``cancelAll()`` releases its work
/// instead, and the abandoned world is freed with everything it made.
@MainActor
final class LifeTimers {
  private let scheduler: VirtualScheduler
  /// The handles of the work scheduled so far that may still be pending.
  private var handles: [ScheduledWork] = []

  init(scheduler: VirtualScheduler) {
    self.scheduler = scheduler
  }

  /// Schedules `work` after `delay` seconds of the life's clock.
  func run(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void) {
    handles.removeAll { $0.state != .pending }
    handles.append(scheduler.run(after: delay, work))
  }

  /// Cancels the work that has not run yet: the life ended.
  func cancelAll() {
    for handle in handles { handle.cancel() }
    handles.removeAll()
  }
}
