import Baton
import BatonTestDoubles
import BatonTesting
import Foundation
import SeededRandom
import Testing

/// Seeded random sequences of page requests, pop-ups, dismissals, lost pop-ups, time,
/// suspensions, lane teardowns and window ends, where outcome handlers and a lane observer
/// cancel, submit, show, dismiss, tear the lane down or end the window at random.
///
/// Every request (page or pop-up) ends exactly once, nothing is left pending, and the lane's
/// guarantee holds at every step: not suspended, with requests pending and nothing in flight,
/// it acts within its stall bound `B` of the moment that began (or of the last time the
/// presenter confirmed the pop-up that holds them on screen).
@MainActor
@Suite struct TeardownRandomizedTests {
  @Test func everyRequestEndsOnceWhateverHandlersDoDuringTeardowns() {
    var requests = 0
    var teardownsWithWork = 0
    var stallChecks = 0
    var orphans = 0
    for seed in 0..<UInt64(2_000) {
      let run = RandomTeardownRun(seed: seed)
      for _ in 0..<30 where run.failures.isEmpty { run.step() }
      if run.failures.isEmpty { run.finishAll() }
      requests += run.requestCount
      teardownsWithWork += run.teardownsWithWork
      stallChecks += run.presenter.showingQuestions
      orphans += run.orphans
      guard run.failures.isEmpty else {
        Issue.record("seed \(seed): \(run.failures.prefix(3)) after \(run.trail.suffix(12))")
        return
      }
    }
    #expect(requests > 25_000)
    #expect(teardownsWithWork > 200, "teardowns met work in flight and pending")
    #expect(stallChecks > 400, "the stall check ran")
    #expect(orphans > 50, "the stall check ended lost pop-ups")
  }
}

/// One seeded sequence against a fresh lane and pop-up queue.
@MainActor
final class RandomTeardownRun {
  /// The lane's stall bound in these runs.
  static let bound: TimeInterval = 0.5

  private var random: SplitMix64
  let clock = VirtualScheduler()
  let lane: Lane
  let queue: PopupQueue
  let presenter: TestPresenter
  private var laneTickets: [(ticket: TransitionTicket, slot: DeliveryCount)] = []
  private var finishedEvents: [RequestID: Int] = [:]
  private var popupTickets: [(ticket: PopupTicket, slot: DeliveryCount)] = []
  private var number = 0
  /// Whether the lane's guarantee applies and since when it counts (see the suite).
  private var stallStart: TimeInterval?
  private(set) var failures: [String] = []
  private(set) var trail: [String] = []
  private(set) var teardownsWithWork = 0
  /// How many pop-ups ended orphaned (only the stall check ends them so here).
  private(set) var orphans = 0

  init(seed: UInt64) {
    random = SplitMix64(seed: seed)
    lane = Lane(
      name: "random \(seed)",
      scheduler: clock,
      configuration: Lane.Configuration(maximumStall: Self.bound),
      diagnostics: DiagnosticsCenter()
    )
    queue = PopupQueue(lane: lane, configuration: .init(maximumPending: 6))
    presenter = TestPresenter(clock: clock, timeline: Timeline(), animation: 0.3)
    presenter.onShowingQuestion = { [unowned self] isShowing in
      // A confirmed hold waits for the user: the bound counts again from here.
      if isShowing { stallStart = clock.now }
    }
    lane.addObserver { [unowned self] event in
      if case .finished = event.phase { finishedEvents[event.requestID, default: 0] += 1 }
      noteStall()
      if draw(40) == 0 { reenter("observer") }
    }
  }

  var requestCount: Int { laneTickets.count + popupTickets.count }

  private func draw(_ bound: Int) -> Int {
    Int(random.next() % UInt64(bound))
  }

  func step() {
    let choice = draw(20)
    switch choice {
    case 0..<5: page()
    case 5..<9: popup()
    case 9: swipe()
    case 10: if let current = queue.current, current.state == .visible { current.dismiss("OK") }
    case 11:
      if let current = queue.current, current.state == .visible {
        trail.append("vanish \(current.key)")
        presenter.vanish(current.key)
      }
    case 12: cancelSomething()
    case 13: draw(2) == 0 ? lane.suspend() : lane.resume()
    case 14: if draw(4) == 0 { tearDown() }
    case 15: if draw(4) == 0 { endWindow() }
    default: clock.advance(by: Double(draw(8)) * 0.15)
    }
    trail.append("\(choice)@\(clock.now)")
    noteStall()
    checkInvariants()
  }

  /// Lets everything end: resumed, every pop-up answered; then checks that nothing is left.
  func finishAll() {
    lane.resume()
    noteStall()
    for _ in 0..<200 {
      while let next = clock.nextDeadline, !(lane.isHeldByGate && clock.pendingCount == 1) {
        clock.advance(to: next)
        checkInvariants()
      }
      guard let current = queue.current else { break }
      if current.state == .visible { current.dismiss("OK") } else { clock.runDueWork() }
    }
    for (ticket, slot) in laneTickets where ticket.outcome == nil || slot.count != 1 {
      failures.append("\(ticket.id) ended \(slot.count) times (\(ticket.state))")
    }
    for (ticket, slot) in popupTickets where ticket.outcome == nil || slot.count != 1 {
      failures.append("pop-up \(ticket.id) ended \(slot.count) times (\(ticket.state))")
    }
    if lane.current != nil || lane.pendingCount != 0 { failures.append("the lane is not empty") }
    if queue.current != nil || queue.pendingCount != 0 { failures.append("the queue is not empty") }
    if !clock.isIdle { failures.append("the clock is not idle (\(clock.pendingCount) left)") }
    lane.tearDown()
    queue.windowDidGoAway()
    checkInvariants()
  }

  // MARK: Requests

  private func page(from origin: String = "step") {
    number += 1
    let duration = Double(draw(4)) * 0.2
    let label = "page\(number)"
    trail.append("\(origin) \(label)")
    let request = TransitionRequest(kind: .push, label: label) { [clock] handle in
      clock.run(after: duration) { handle.finish(.completed) }
    }
    let slot = DeliveryCount()
    let ticket = lane.submit(request) { [unowned self] _ in
      slot.count += 1
      if draw(4) == 0 { reenter("\(label) handler") }
    }
    laneTickets.append((ticket, slot))
  }

  private func swipe() {
    let slot = DeliveryCount()
    let request = TransitionRequest(kind: .interactivePop) { $0.finish(.cancelled) }
    let ticket = lane.startImmediately(request) { _ in slot.count += 1 }
    laneTickets.append((ticket, slot))
    if ticket.outcome == nil { failures.append("a swipe is left without an outcome") }
  }

  private func popup(from origin: String = "step") {
    number += 1
    let key = "k\(draw(6))"
    trail.append("\(origin) popup \(key)")
    var request = PopupRequest(key: key, presenter: presenter)
    request.priority = draw(3)
    if draw(3) == 0 { request.navigation = .yieldsToNavigation }
    if draw(3) == 0 { request.group = "g" }
    if draw(5) == 0 { request.expiresAfter = 0.6 }
    let slot = DeliveryCount()
    let ticket = queue.show(request) { [unowned self] outcome in
      slot.count += 1
      if outcome == .dismissed(.orphaned) { orphans += 1 }
      if draw(3) == 0 { reenter("\(key) handler") }
    }
    popupTickets.append((ticket, slot))
  }

  /// What a handler or the observer does, at random, while the lane or the queue may be ending.
  private func reenter(_ origin: String) {
    switch draw(8) {
    case 0: page(from: origin)
    case 1: popup(from: origin)
    case 2: cancelSomething()
    case 3: if draw(3) == 0 { tearDown() }
    case 4: if draw(3) == 0 { endWindow() }
    case 5: queue.current?.dismiss("OK")
    case 6: _ = queue.cancelAll()
    default: break
    }
  }

  private func cancelSomething() {
    if draw(2) == 0, !laneTickets.isEmpty {
      laneTickets[draw(laneTickets.count)].ticket.cancel()
    } else if !popupTickets.isEmpty {
      popupTickets[draw(popupTickets.count)].ticket.cancel()
    }
  }

  private func tearDown() {
    if lane.isBusy && lane.pendingCount > 0 { teardownsWithWork += 1 }
    trail.append("tearDown")
    lane.tearDown()
  }

  private func endWindow() {
    trail.append("windowDidGoAway")
    queue.windowDidGoAway()
  }

  // MARK: Checks

  /// Starts or stops the stall clock: the lane's guarantee applies while it is open, not
  /// suspended, with requests pending and nothing in flight.
  private func noteStall() {
    let applies =
      !lane.isTornDown && !lane.isSuspended && lane.current == nil && lane.pendingCount > 0
    if !applies {
      stallStart = nil
    } else if stallStart == nil {
      stallStart = clock.now
    }
  }

  private func checkInvariants() {
    if let stallStart, clock.now - stallStart > Self.bound + 1e-9 {
      failures.append("pending requests waited \(clock.now - stallStart) s with nothing running")
    }
    for (ticket, slot) in laneTickets {
      let events = finishedEvents[ticket.id] ?? 0
      if slot.count > 1 || events > 1 { failures.append("\(ticket.id) ended \(events) times") }
      if (ticket.outcome != nil) != (events == 1) || slot.count != events {
        failures.append("\(ticket.id): \(ticket.state) after \(events) finished events")
      }
    }
    for (ticket, slot) in popupTickets
    where slot.count > 1 || (ticket.outcome != nil) != (slot.count == 1) {
      failures.append("pop-up \(ticket.id) ended \(slot.count) times (\(ticket.state))")
    }
  }
}

/// How many outcomes one request received.
@MainActor
final class DeliveryCount {
  var count = 0
}
