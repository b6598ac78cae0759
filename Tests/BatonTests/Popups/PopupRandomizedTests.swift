import Baton
import Foundation
import SeededRandom
import Testing

/// Seeded random sequences of pop-up requests, page transitions, dismissals, cancellations,
/// screen and app-state changes and time passing: every request gets exactly one outcome, at
/// most one pop-up is on screen, none shows during a page transition or out of scope, and no
/// page transition starts while a pop-up is on screen.
@MainActor
@Suite struct PopupRandomizedTests {
  @Test func everyRequestGetsExactlyOneOutcomeAcrossTwoThousandRandomSequences() {
    var outcomeKinds: Set<String> = []
    var requests = 0
    for seed in 0..<UInt64(2_000) {
      let run = RandomPopupRun(seed: seed)
      for _ in 0..<40 where run.failures.isEmpty { run.step() }
      if run.failures.isEmpty { run.finishAll() }
      requests += run.tickets.count
      outcomeKinds.formUnion(run.outcomeKinds)
      guard run.failures.isEmpty else {
        Issue.record("seed \(seed): \(run.failures)")
        return
      }
    }
    #expect(requests > 20_000)
    #expect(
      outcomeKinds.isSuperset(of: [
        "dismissed", "skipped", "expired", "capped", "preempted", "cancelled", "duplicate",
        "overflow", "scopeGone", "windowGone", "orphaned", "autoDismissed", "scopeLeft",
      ]),
      "\(outcomeKinds)"
    )
  }
}

/// One seeded sequence against a fresh window.
@MainActor
final class RandomPopupRun {
  private var random: SplitMix64
  private let harness: PopupHarness
  private let screens = [PopupScreen("home"), PopupScreen("detail"), PopupScreen("settings")]
  private(set) var tickets: [PopupTicket] = []
  private var slots: [PopupID: OutcomeSlot] = [:]
  private var scopes: [PopupID: PopupScope] = [:]
  private(set) var failures: [String] = []
  private(set) var outcomeKinds: Set<String> = []
  private var number = 0

  init(seed: UInt64) {
    random = SplitMix64(seed: seed)
    harness = PopupHarness(configuration: .init(maximumPending: 4), visibleScreen: screens[0])
    harness.presenter.onShow = { [weak self] key in self?.checkShow(key) }
    harness.onPageStart = { [weak self] label in self?.checkPageStart(label) }
  }

  private func draw(_ bound: Int) -> Int {
    Int(random.next() % UInt64(bound))
  }

  private func chance(_ percent: Int) -> Bool {
    draw(100) < percent
  }

  private var lastSteps: [Int] = []
  private var isWindowGone = false
  func step() {
    let choice = draw(20)
    lastSteps.append(choice)
    switch choice {
    case 0..<6: request()
    case 6, 7: harness.page("page\(number)", duration: Double(draw(4)) * 0.1)
    case 8, 9: harness.queue.current?.dismiss("OK")
    case 10: tickets.randomElement(using: &random)?.cancel()
    case 11: harness.queue.cancel(key: "k\(draw(5))")
    case 12: harness.queue.cancelGroup("g\(draw(2))")
    case 13: harness.queue.visibleScreenDidChange(to: screens[draw(3)])
    case 14:
      let states: [PopupAppState] = [.active, .inactive, .background]
      harness.queue.appStateDidChange(to: states[draw(3)])
    case 15:
      if let current = harness.queue.current, current.state == .visible, chance(50) {
        harness.presenter.forget(current.key)
        current.reportOrphaned()
      }
    case 16: if chance(10) { harness.queue.cancelAll() }
    case 17: if chance(5) { harness.queue.screenDidGoAway(screens[1 + draw(2)]) }
    case 18:
      // The window's views go with it: what its presenter showed is no longer checked.
      if chance(3) {
        isWindowGone = true
        harness.queue.windowDidGoAway()
      }
    default: harness.clock.advance(by: Double(draw(8)) * 0.1)
    }
    checkInvariants()
  }

  private func request() {
    number += 1
    let allowed = chance(70)
    let slot = OutcomeSlot()
    var scope = PopupScope.anywhere
    let request = harness.request("k\(draw(8))") { request in
      request.priority = draw(4)
      if chance(30) { request.scope = .screen(screens[draw(3)]) }
      if chance(20) { request.whenScopeLeaves = .dismiss }
      if chance(30) { request.navigation = .yieldsToNavigation }
      request.preemption = PopupPreemption(
        preempts: chance(30),
        isPreemptible: chance(85),
        whenPreempted: chance(50) ? .showAgain : .end
      )
      if chance(20) {
        request.condition = PopupCondition(whenFalse: chance(50) ? .skip : .waitAndRecheck) {
          allowed
        }
      }
      if chance(20) { request.expiresAfter = Double(1 + draw(10)) * 0.2 }
      if chance(20) { request.autoDismissAfter = Double(1 + draw(5)) * 0.3 }
      if chance(25) { request.frequencyCap = .perLaunch(1 + draw(2)) }
      if chance(30) { request.group = "g\(draw(2))" }
      if chance(20) { request.whenDuplicate = .replacePending }
      scope = request.scope
    }
    let ticket = harness.queue.show(request) { [weak self] outcome in
      slot.outcomes.append(outcome)
      self?.outcomeKinds.insert(Self.kind(of: outcome))
    }
    tickets.append(ticket)
    slots[ticket.id] = slot
    scopes[ticket.id] = scope
  }

  private func checkShow(_ key: String) {
    guard !isWindowGone else { return }
    if harness.pagesRunning > 0 { failures.append("\(key) shown during a page transition") }
    guard let current = harness.queue.current, current.key == key else {
      failures.append("\(key) shown while not the queue's current pop-up")
      return
    }
    if scopes[current.id]?.admitsForTest(harness.queue.visibleScreen) == false {
      failures.append(
        "\(key) shown out of scope over \(String(describing: harness.queue.visibleScreen))"
      )
    }
  }

  private func checkPageStart(_ label: String) {
    if !isWindowGone, !harness.presenter.onScreenKeys.isEmpty {
      failures.append(
        "\(label) started over \(harness.presenter.onScreenKeys) after steps \(lastSteps.suffix(6))"
      )
    }
  }

  private func checkInvariants() {
    if !isWindowGone, harness.presenter.onScreenKeys.count > 1 {
      failures.append("two on screen: \(harness.presenter.onScreenKeys)")
    }
    for ticket in tickets {
      let count = (slots[ticket.id]?.outcomes.count ?? 0)
      if count > 1 { failures.append("\(ticket.id) has \(count) outcomes") }
    }
  }

  /// Makes everything end: active app, every screen visited, everything dismissed, then a
  /// forced log-out for what waits forever (false conditions).
  func finishAll() {
    harness.queue.appStateDidChange(to: .active)
    for _ in 0..<3 {
      for screen in screens {
        harness.queue.visibleScreenDidChange(to: screen)
        for _ in 0..<50 {
          harness.settle()
          guard let current = harness.queue.current else { break }
          current.dismiss("OK")
        }
      }
    }
    harness.queue.cancelAll()
    harness.settle()
    checkInvariants()
    for ticket in tickets where ticket.outcome == nil {
      failures.append("\(ticket.id) \(ticket.key) has no outcome (\(ticket.state))")
    }
    for ticket in tickets where (slots[ticket.id]?.outcomes.count ?? 0) != 1 {
      failures.append("\(ticket.id) has \((slots[ticket.id]?.outcomes.count ?? 0)) outcomes")
    }
    if !harness.clock.isIdle { failures.append("the clock is not idle") }
    if harness.lane.pendingCount != 0 || harness.lane.current != nil {
      failures.append("the lane is not empty")
    }
  }

  static func kind(of outcome: PopupOutcome) -> String {
    switch outcome {
    case .dismissed(.action): "dismissed"
    case .dismissed(.autoDismissed): "autoDismissed"
    case .dismissed(.scopeLeft): "scopeLeft"
    case .dismissed(.orphaned): "orphaned"
    case .skipped: "skipped"
    case .expired: "expired"
    case .capped: "capped"
    case .preempted: "preempted"
    case .cancelled: "cancelled"
    case .dropped(.duplicate): "duplicate"
    case .dropped(.overflow): "overflow"
    case .dropped(.windowGone): "windowGone"
    case .dropped(.scopeGone): "scopeGone"
    case .dropped(.invalid): "invalid"
    case .timedOut: "timedOut"
    }
  }
}

/// The outcomes one request received.
@MainActor
final class OutcomeSlot {
  var outcomes: [PopupOutcome] = []
}

extension PopupScope {
  fileprivate func admitsForTest(_ screen: PopupScreen?) -> Bool {
    switch self {
    case .anywhere: true
    case .screen(let scope): scope == screen
    }
  }
}
