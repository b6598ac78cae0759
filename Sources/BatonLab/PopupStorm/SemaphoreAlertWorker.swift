import Baton
import BatonTesting
import Foundation

/// The classic recipe, re-implemented on the virtual clock: a serial dispatch queue whose work
/// item hops to the main thread to present an alert and then blocks on a semaphore until the
/// alert's button handler signals it.
///
/// ```swift
/// alertQueue.async {
///   DispatchQueue.main.async { present(alert) }  // the handler calls semaphore.signal()
///   semaphore.wait()
/// }
/// ```
///
/// An alert UIKit refuses (F5, F6) or one dismissed without its handler (a log-out) never
/// signals: the worker stays blocked for good and every later alert waits behind it. The time
/// the worker spends blocked is counted as ``blockedSeconds``.
@MainActor
final class SemaphoreAlertWorker {
  private weak var driver: PopupDriver?
  private let scheduler: VirtualScheduler
  private var queued: [PopupLedger.Entry] = []
  private var head = 0
  /// When the worker began waiting on the semaphore, while it waits.
  private var blockedSince: TimeInterval?
  /// Virtual seconds spent blocked, waits that ended only.
  private var finishedBlockedSeconds: TimeInterval = 0

  init(driver: PopupDriver, scheduler: VirtualScheduler) {
    self.driver = driver
    self.scheduler = scheduler
  }

  private var now: TimeInterval { scheduler.now }

  /// Whether alerts wait for the worker, or it waits for one.
  var hasWork: Bool { head < queued.count || blockedSince != nil }

  /// Virtual seconds the worker was blocked, up to now.
  var blockedSeconds: TimeInterval {
    finishedBlockedSeconds + (blockedSince.map { now - $0 } ?? 0)
  }

  /// Queues `entry`'s alert on the serial queue.
  func enqueue(_ entry: PopupLedger.Entry) {
    queued.append(entry)
    runNext()
  }

  private func runNext() {
    guard blockedSince == nil, head < queued.count else { return }
    let entry = queued[head]
    head += 1
    if head > 1024, head * 2 > queued.count {
      queued.removeFirst(head)
      head = 0
    }
    blockedSince = now
    // DispatchQueue.main.async: the next main-loop turn.
    scheduler.run(after: 0) { [weak self] in
      self?.driver?.present(entry) { [weak self] in self?.signal() }
    }
  }

  private func signal() {
    guard let since = blockedSince else { return }
    finishedBlockedSeconds += now - since
    blockedSince = nil
    runNext()
  }
}
