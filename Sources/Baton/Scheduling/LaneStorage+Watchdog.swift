import Foundation

extension LaneStorage {
  /// Starts the watchdog of the transition going in flight: its deadline counts from now.
  ///
  /// No timer yet: ``armWatchdogTimer()`` schedules one once `perform` has returned with the
  /// transition still running, so a transition that ends inside `perform` (a pop-up whose
  /// presenter completes at once) never schedules or cancels a timer.
  func startWatchdog(expectedDuration: TimeInterval) {
    let interval = configuration.watchdogInterval(forExpectedDuration: expectedDuration)
    watchdogDeadline = scheduler.now + interval
  }

  /// Makes sure a timer fires by the in-flight transition's deadline.
  ///
  /// One timer serves successive transitions: a timer kept from an earlier transition that
  /// fires no later than this deadline is kept (when it fires early it re-arms, see
  /// ``watchdogTimerFired()``); a later one is replaced.
  func armWatchdogTimer() {
    guard let deadline = watchdogDeadline else { return }
    if let timer = watchdogTimer, timer.deadline <= deadline { return }
    watchdogTimer?.work.cancel()
    armTimer(at: deadline)
  }

  /// Re-arms the in-flight transition's watchdog from now (``RunningTransition/updateExpectedDuration(_:)``).
  func rearmWatchdog(expectedDuration: TimeInterval) {
    guard inFlight != nil else { return }
    startWatchdog(expectedDuration: expectedDuration)
    armWatchdogTimer()
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
    end(inFlight.handle, with: .timedOut)
  }
}
