import BatonTesting
import Foundation

@testable import Baton

/// A lane gate that holds every page request while ``isHolding``, recording when the lane asks
/// it to verify its hold.
@MainActor
final class HoldingGate: LaneGate {
  let clock: VirtualScheduler
  var isHolding = true
  /// When each verification came, on the clock.
  private(set) var verifications: [TimeInterval] = []
  /// Called on each verification.
  var onVerify: (() -> Void)?

  init(clock: VirtualScheduler) {
    self.clock = clock
  }

  func decisionForStarting(
    _ kind: TransitionKind,
    madeAs id: RequestID,
    canWait: Bool
  ) -> LaneGateDecision {
    isHolding ? .hold : .proceed
  }

  func verifyHold() {
    verifications.append(clock.now)
    onVerify?()
  }

  func laneDidTearDown() {}
}
