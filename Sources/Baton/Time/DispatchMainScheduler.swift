import Dispatch
import Foundation

/// The scheduler used on devices: the main dispatch queue and its monotonic clock.
@MainActor
public final class DispatchMainScheduler: MainLoopScheduler {
  /// The scheduler shared by every lane that was not given another one.
  public static let shared = DispatchMainScheduler()

  private let origin = DispatchTime.now().uptimeNanoseconds

  /// Creates a scheduler whose clock starts at zero now.
  public init() {}

  /// Seconds since this scheduler was created, from the monotonic clock.
  public var now: TimeInterval {
    TimeInterval(DispatchTime.now().uptimeNanoseconds - origin) / 1_000_000_000
  }

  /// Runs `work` on a later turn of the main queue.
  ///
  /// - Parameter work: The closure to run on the main actor.
  public func runOnNextTurn(_ work: @escaping @MainActor () -> Void) {
    DispatchQueue.main.async {
      MainActor.assumeIsolated { work() }
    }
  }

  /// Runs `work` on the main queue after `delay` seconds unless cancelled first.
  ///
  /// - Parameters:
  ///   - delay: Seconds to wait; a negative delay counts as zero.
  ///   - work: The closure to run on the main actor.
  /// - Returns: A handle that cancels the work if it has not run yet.
  @discardableResult
  public func run(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void)
    -> ScheduledWork
  {
    // The handle holds the work, so cancelling it releases what the work captured at once.
    let handle = ScheduledWork(work: work)
    let nanoseconds = Int(max(0, delay) * 1_000_000_000)
    DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) {
      MainActor.assumeIsolated { handle.runIfPending() }
    }
    return handle
  }
}
