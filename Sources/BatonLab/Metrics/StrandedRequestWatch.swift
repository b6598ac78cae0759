import Baton
import Foundation

/// Requests stranded in a Baton lane: each request that waits in the lane, with nothing
/// running, for longer than the lane's stall bound (the `strandedRequests` figure).
///
/// Nothing runs when the lane is not busy (no transition in flight), not suspended (a cold
/// start waiting for its window) and no pop-up is on screen by HeadlessUIKit's account (a
/// blocking pop-up rightly holds page requests until it is answered). A request counts once,
/// when it has waited so for more than ``stallBound``, counted from the later of the moment it
/// joined the queue and the moment the lane last had something running. A request that still
/// waits so when the run ends, with nothing left in the world to run, waits for good and counts
/// too.
///
/// The lane's events say when a request joins the queue and leaves it; the lane's state is read
/// by ``look(isStalled:at:)`` after every step of the virtual clock and every user action.
/// Between two looks nothing changes, so the stretches are exact, not sampled.
struct StrandedRequestWatch {
  /// The lane's stall bound B, in virtual seconds: the default lane's
  /// `Lane.Configuration.stallInterval` (its `maximumStall`, 1 s), which every lab lane uses.
  static let stallBound: TimeInterval = Lane.Configuration().stallInterval

  /// How many requests were stranded so far.
  private(set) var count = 0
  /// The requests in the lane's queue not counted yet, with the time each joined it, in the
  /// order they joined (a handful at most: the lane's pending queue).
  private var waiting: [(id: RequestID, since: TimeInterval)] = []
  /// Since when the lane has held requests with nothing running, as of the last look; nil when
  /// something ran or nothing waited.
  private var stalledSince: TimeInterval?

  /// A request joined the lane's queue at `time`.
  mutating func requestQueued(_ id: RequestID, at time: TimeInterval) {
    waiting.append((id, time))
  }

  /// A request left the lane's queue at `time`: it started, or ended without starting.
  ///
  /// Nothing changed since the last look until this step, so a lane stalled then was stalled
  /// until `time`: a request that waited so for longer than the bound counts.
  mutating func requestLeftQueue(_ id: RequestID, at time: TimeInterval) {
    guard let index = waiting.firstIndex(where: { $0.id == id }) else { return }
    let request = waiting.remove(at: index)
    if let stalledSince, time - max(request.since, stalledSince) > Self.stallBound {
      count += 1
    }
  }

  /// Looks at the lane at `time`.
  ///
  /// - Parameters:
  ///   - isStalled: Whether requests wait with nothing running (see the type's summary).
  ///   - time: The lane's clock.
  mutating func look(isStalled: Bool, at time: TimeInterval) {
    guard isStalled else {
      stalledSince = nil
      return
    }
    let since = stalledSince ?? time
    stalledSince = since
    waiting.removeAll { request in
      guard time - max(request.since, since) > Self.stallBound else { return false }
      count += 1
      return true
    }
  }

  /// The run ends at `time`: a request that waits with nothing running while nothing is left
  /// in the world to run would wait for good, and counts.
  ///
  /// - Parameters:
  ///   - isStalled: Whether requests wait with nothing running.
  ///   - worldIsIdle: Whether the world's scheduler has nothing left to run.
  ///   - time: The lane's clock.
  mutating func finish(isStalled: Bool, worldIsIdle: Bool, at time: TimeInterval) {
    look(isStalled: isStalled, at: time)
    guard isStalled, worldIsIdle else { return }
    count += waiting.count
    waiting.removeAll()
  }

  /// The watched lane ended (its life ended); a later lane starts with nothing waiting.
  mutating func laneEnded() {
    waiting.removeAll()
    stalledSince = nil
  }
}
