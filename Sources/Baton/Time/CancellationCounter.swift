/// A counter ``VirtualScheduler`` shares with its ``ScheduledWork`` handles.
///
/// Cancelling a handle counts here, so the scheduler knows how many of its queued timers are
/// dead without a weak reference or a closure per timer.
@MainActor
final class CancellationCounter {
  var count = 0
}
