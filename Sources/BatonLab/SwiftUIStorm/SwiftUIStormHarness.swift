import Baton
import BatonSwiftUI
import BatonTesting
import SwiftUITimingModel

/// The model of SwiftUI's timing with the storm's measurements around it: every strategy gives
/// SwiftUI its bindings through ``apply(_:forRequest:)`` and receives SwiftUI's writes through
/// ``onWrite``.
///
/// Added latency, as the UIKit storm measures it: a step's start minus the earliest time it
/// could have started, the later of the oldest unserved request and the end of the last
/// animation that had ended by then. Waiting for an animation is not added latency; a fixed
/// delay after it is.
@MainActor
final class SwiftUIStormHarness {
  let clock = VirtualScheduler()
  let swiftUI: SwiftUINavigationTimingModel
  private(set) var metrics = SwiftUIStormMetrics()
  /// Where SwiftUI's writes go: the strategy under test.
  var onWrite: (@MainActor (NavigationWrite) -> Void)?
  /// The alert the app has asked for, for counting wiped alerts.
  var requestedAlert: (@MainActor () -> NavigationElementID?)?
  /// When the oldest request not yet on screen arrived.
  private var unservedSince: Double?
  private var animationEnds: [Double] = []
  private var lastEnded = -Double.infinity

  init(profile: SwiftUIProfile, screen: NavigationState<Int>, timing: SwiftUITiming = .standard) {
    swiftUI = SwiftUINavigationTimingModel(
      clock: clock,
      capabilities: profile.capabilities,
      screen: screen,
      timing: timing
    )
    swiftUI.doubleNil = true
    swiftUI.onWrite = { [weak self] write in self?.deliver(write) }
  }

  /// Records that the app asked for a change now.
  func requestArrived() {
    if unservedSince == nil { unservedSince = clock.now }
  }

  /// Records that the strategy has given SwiftUI everything the app asked for.
  func requestsServed() { unservedSince = nil }

  /// One SwiftUI update; a step for the app's requests is measured.
  ///
  /// - Returns: When the update's animations end.
  @discardableResult
  func apply(_ state: NavigationState<Int>, forRequest: Bool) -> Double {
    let now = clock.now
    if forRequest {
      while let first = animationEnds.first, first <= now {
        lastEnded = max(lastEnded, first)
        animationEnds.removeFirst()
      }
      let earliest = max(unservedSince ?? now, lastEnded)
      metrics.addedLatencySum += max(0, now - earliest)
      metrics.steps += 1
    }
    let end = swiftUI.update(to: state)
    animationRuns(until: end)
    return end
  }

  /// Records an animation that ends at `end` (a step waiting for it is not added latency).
  func animationRuns(until end: Double) {
    guard end > clock.now else { return }
    let index = animationEnds.firstIndex { $0 > end } ?? animationEnds.endIndex
    animationEnds.insert(end, at: index)
  }

  private func deliver(_ write: NavigationWrite) {
    let before = swiftUI.screen
    let askedBefore = requestedAlert?()
    onWrite?(write)
    let after = swiftUI.screen
    switch write {
    case .alertDismissed(let id):
      // An older alert's `nil` that takes the next alert off the screen or out of the app's state.
      let wipedOnScreen = before.alert.map { $0.id != id && after.alert == nil } ?? false
      let wipedAsked = askedBefore.map { $0 != id && requestedAlert?() == nil } ?? false
      if wipedOnScreen || wipedAsked { metrics.wipedAlerts += 1 }
    case .layerDismissed(let id):
      if let top = before.layers.last, top.id != id, after.layers.count < before.layers.count {
        metrics.droppedPresentations += 1
      }
    case .pathChanged: break
    }
  }

  /// The figures so far, with the model's counts.
  func finalMetrics() -> SwiftUIStormMetrics {
    var result = metrics
    result.lostPushes += swiftUI.lostPushes
    result.droppedPresentations += swiftUI.droppedPresentations
    result.lostAlerts += swiftUI.lostAlerts
    result.faults = swiftUI.faults.count
    result.virtualSeconds = clock.now
    return result
  }
}
