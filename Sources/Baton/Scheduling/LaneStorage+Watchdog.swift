import Foundation

extension LaneStorage {
  /// Arms the watchdog of the transition going in flight.
  func armWatchdog(expectedDuration: TimeInterval) {
    let interval = configuration.watchdogInterval(forExpectedDuration: expectedDuration)
    let deadline = scheduler.now + interval
    watchdogDeadline = deadline
    if let timer = watchdogTimer, timer.deadline <= deadline { return }
    watchdogTimer?.work.cancel()
    armTimer(at: deadline)
  }

  /// Re-arms the in-flight transition's watchdog from now (``RunningTransition/updateExpectedDuration(_:)``).
  func rearmWatchdog(expectedDuration: TimeInterval) {
    guard inFlight != nil else { return }
    armWatchdog(expectedDuration: expectedDuration)
  }

  func disarmWatchdog() {
    watchdogTimer?.work.cancel()
    watchdogTimer = nil
    watchdogDeadline = nil
  }

  /// Schedules the watchdog timer; its work refers to the storage weakly, so a pending timer
  /// never keeps a dropped lane or its clock alive (the lane's teardown also cancels it).
  private func armTimer(at deadline: TimeInterval) {
    let work = scheduler.run(after: deadline - scheduler.now, watchdogWork)
    watchdogTimer = (work, deadline)
  }

  func watchdogTimerFired() {
    watchdogTimer = nil
    guard let deadline = watchdogDeadline, let inFlight else { return }
    // The timer may have been armed for an earlier transition; it re-arms for this one.
    guard scheduler.now + 1e-9 >= deadline else {
      armTimer(at: deadline)
      return
    }
    inFlight.handle.phase = .ended(.timedOut)
    report(
      .watchdogExpired,
      .warning,
      "\(inFlight.ticket.label) \(inFlight.ticket.id) sent no completion signal in time; "
        + "ended as timedOut and the lane released",
      requestID: inFlight.ticket.id
    )
    end(inFlight, with: .timedOut)
  }
}
