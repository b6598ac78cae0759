import Foundation

extension LaneStorage {
  /// The gate holds the head of the queue with nothing in flight: makes sure the stall timer
  /// runs.
  ///
  /// A timer already armed is kept, so its deadline counts from the moment the lane last had
  /// nothing in flight: the turns that ask the gate again in between do not push it back. It
  /// goes as soon as the stall does (something goes in flight, nothing is pending any more, the
  /// lane is suspended or torn down); see ``Lane/Configuration-swift.struct/maximumStall``.
  func gateHeldWithNothingInFlight() {
    guard stallTimer == nil else { return }
    let timer = scheduler.run(after: configuration.stallInterval, stallWork)
    // The gate holds for a visible pop-up: only the user's answer ends the wait.
    timer.checksAWaitForUser = true
    stallTimer = timer
  }

  /// Cancels the stall timer, if any.
  func disarmStallTimer() {
    stallTimer?.cancel()
    stallTimer = nil
  }

  /// The stall bound passed with the gate holding and nothing in flight: the gate verifies its
  /// hold, and the next turn asks it again (re-arming the timer if it still holds).
  func stallTimerFired() {
    stallTimer = nil
    switch machine.stallExpired(hasPending: !queue.isEmpty) {
    case .verifyHoldAndScheduleTurn:
      verifyGateHold()
      scheduleTurn()
    case .verifyHold:
      verifyGateHold()
    case .nothing:
      break
    }
  }

  private func verifyGateHold() {
    guard let gate = gateLink?.gate else { return }
    calloutDepth += 1
    gate.verifyHold()
    calloutDepth -= 1
  }
}
