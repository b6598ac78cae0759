import Baton
import BatonTesting
import Foundation
import SeededRandom
import Testing

/// Seeded random sequences of requests, completion and cancellation signals, time passing,
/// ticket cancellations, suspensions and teardowns, with the lane's invariants checked after
/// every step (and the in-flight count at every event).
@MainActor
@Suite(.endsQuiescent) struct LaneRandomizedTests {
  static let sequenceCount = 10_000
  static let stepsPerSequence = 14

  @Test func invariantsHoldAcrossTenThousandRandomSequences() {
    var requests = 0
    var outcomeKinds: Set<String> = []
    var firstFailure: String?
    for seed in 0..<UInt64(Self.sequenceCount) {
      let run = RandomLaneRun(seed: seed)
      for _ in 0..<Self.stepsPerSequence where run.failures.isEmpty {
        run.step()
        run.checkInvariants()
      }
      if run.failures.isEmpty { run.settle() }
      requests += run.requestCount
      outcomeKinds.formUnion(run.outcomeKinds)
      if let failure = run.failures.first {
        firstFailure = "seed \(seed): \(failure)"
        break
      }
    }
    #expect(firstFailure == nil)
    #expect(requests > Self.sequenceCount * 4)
    // Every outcome occurs, so the invariants were exercised against each of them.
    #expect(
      outcomeKinds == [
        "completed", "cancelled", "timedOut", "busy", "duplicate", "sourceGone", "windowGone",
        "superseded", "invalid",
      ]
    )
  }
}

/// What one request went through, seen from the caller's side.
@MainActor
final class RandomRequestSlot {
  let isImmediate: Bool
  let watchdogInterval: TimeInterval
  var ticket: TransitionTicket?
  var outcomes: [TransitionOutcome] = []
  var startedAt: TimeInterval?
  var handle: RunningTransition?

  init(isImmediate: Bool, watchdogInterval: TimeInterval) {
    self.isImmediate = isImmediate
    self.watchdogInterval = watchdogInterval
  }
}

/// One seeded sequence against a fresh lane, with the bookkeeping of what must hold.
@MainActor
final class RandomLaneRun {
  private var generator: SplitMix64
  private let clock = VirtualScheduler()
  private let center = DiagnosticsCenter()
  private let recorder = DiagnosticsRecorder()
  private let lane: Lane
  private let instances = (0..<4).map { _ in NSObject() }
  private let containers = (0..<2).map { _ in NSObject() }
  private var slots: [RandomRequestSlot] = []
  private var slotsByID: [RequestID: RandomRequestSlot] = [:]
  /// The slot whose submission is being made; claimed by the `requested` event.
  private var submitting: RandomRequestSlot?
  private var finishedEvents: [RequestID: [TransitionOutcome]] = [:]
  private var inFlight: Set<RequestID> = []
  private var lastQueuedStart: RequestID?
  private var ignoredSignals = 0
  private(set) var failures: [String] = []

  init(seed: UInt64) {
    generator = SplitMix64(seed: seed)
    lane = Lane(name: "random \(seed)", scheduler: clock, diagnostics: center)
    recorder.observe(center)
    lane.addObserver { [unowned self] event in observe(event) }
  }

  var requestCount: Int { slots.count }

  var outcomeKinds: Set<String> {
    Set(slots.compactMap(\.outcomes.first).map(Self.kind))
  }

  func step() {
    switch generator.next() % 100 {
    case 0..<40: submit(immediate: false)
    case 40..<44: submit(immediate: true)
    case 44..<62: signal(.completed)
    case 62..<68: signal(.cancelled)
    case 68..<82: passTime()
    case 82..<90: cancelTicket()
    case 90..<93: lane.suspend()
    case 93..<97: lane.resume()
    case 97..<99: clock.runDueWork()
    default: lane.tearDown()
    }
  }

  /// Ends the sequence: resumes, lets every watchdog fire, and checks quiescence.
  func settle() {
    lane.resume()
    check(clock.runUntilIdle(maxSteps: 100_000), "the clock goes idle")
    check(lane.current == nil && lane.pendingCount == 0, "nothing in flight or pending at the end")
    for slot in slots {
      check(slot.outcomes.count == 1, "\(idText(slot)) has one outcome: \(slot.outcomes)")
    }
    checkInvariants()
  }

  func checkInvariants() {
    check(inFlight.count <= 1, "at most one in flight")
    check((lane.current == nil) == inFlight.isEmpty, "current agrees with the events")
    for slot in slots {
      check(slot.outcomes.count <= 1, "\(idText(slot)) has at most one outcome: \(slot.outcomes)")
      guard let ticket = slot.ticket else {
        check(false, "every submission returned a ticket")
        continue
      }
      let events = finishedEvents[ticket.id] ?? []
      check(events == slot.outcomes, "\(ticket.id): finished events \(events) = \(slot.outcomes)")
      check(ticket.outcome == slot.outcomes.first, "\(ticket.id): ticket agrees with its handler")
    }
    // Never held with nothing running: pending work on an open lane has a turn due now.
    if lane.current == nil, lane.pendingCount > 0, !lane.isSuspended {
      check((clock.nextDeadline ?? .infinity) <= clock.now, "pending work has a turn due now")
    }
    // Never held by a running transition past its watchdog.
    if let current = lane.current,
      let slot = slotsByID[current.id],
      let startedAt = slot.startedAt
    {
      check(clock.now - startedAt <= slot.watchdogInterval + 1e-9, "within the watchdog")
    }
    let reported = recorder.diagnostics.count {
      $0.code == .duplicateCompletionSignal || $0.code == .completionSignalWhileNotRunning
    }
    check(reported == ignoredSignals, "every ignored signal is reported")
  }

  private func observe(_ event: LaneEvent) {
    switch event.phase {
    case .requested:
      check(submitting != nil, "a requested event for every submission")
      slotsByID[event.requestID] = submitting
      submitting = nil
    case .queued:
      break
    case .started:
      inFlight.insert(event.requestID)
      check(inFlight.count == 1, "never two in flight (\(event.requestID) started)")
      if slotsByID[event.requestID]?.isImmediate == false {
        // Requests start first-in first-out; swipes start ahead on purpose.
        if let last = lastQueuedStart {
          check(last < event.requestID, "first-in first-out: \(last) before \(event.requestID)")
        }
        lastQueuedStart = event.requestID
      }
    case .finished(let outcome):
      inFlight.remove(event.requestID)
      finishedEvents[event.requestID, default: []].append(outcome)
    }
  }

  private func submit(immediate: Bool, chained: Bool = false) {
    let policy: LanePolicy =
      switch generator.next() % 10 {
      case 0..<6: .enqueue
      case 6..<8: .dropIfBusy
      default: .replacePending(key: "k\(generator.next() % 2)")
      }
    let identity: TransitionIdentity? =
      generator.next() % 2 == 0
      ? nil
      : TransitionIdentity(
        instance: ObjectIdentifier(instances[Int(generator.next() % 4)]),
        screenType: ObjectIdentifier(NSObject.self),
        container: ObjectIdentifier(containers[Int(generator.next() % 2)])
      )
    let expected = [0, 0.1, 0.35, 0.5][Int(generator.next() % 4)]
    let isAlive = generator.next() % 12 != 0
    let isInvalid = generator.next() % 12 == 0
    let finishesInPerform = generator.next() % 8 == 0
    let chainsAnother = !chained && generator.next() % 10 == 0
    let slot = RandomRequestSlot(
      isImmediate: immediate,
      watchdogInterval: lane.configuration.watchdogInterval(forExpectedDuration: expected)
    )
    slots.append(slot)
    let request = TransitionRequest(
      kind: immediate ? .interactivePop : .push,
      policy: policy,
      expectedDuration: expected,
      identity: identity,
      isSourceAlive: { isAlive },
      validate: { isInvalid ? .invalid(.atRoot) : nil },
      perform: { [clock] handle in
        slot.startedAt = clock.now
        slot.handle = handle
        if finishesInPerform { handle.finish(.completed) }
      }
    )
    let onOutcome: @MainActor (TransitionOutcome) -> Void = { [unowned self] outcome in
      slot.outcomes.append(outcome)
      if chainsAnother { submit(immediate: false, chained: true) }
    }
    submitting = slot
    slot.ticket =
      immediate
      ? lane.startImmediately(request, onOutcome: onOutcome)
      : lane.submit(request, onOutcome: onOutcome)
  }

  private func signal(_ outcome: TransitionOutcome) {
    let started = slots.compactMap(\.handle)
    guard !started.isEmpty else { return }
    let handle: RunningTransition
    if let current = lane.current, generator.next() % 4 != 0 {
      handle = current
    } else {
      handle = started[Int(generator.next() % UInt64(started.count))]
    }
    if handle.isFinished { ignoredSignals += 1 }
    handle.finish(outcome)
  }

  private func passTime() {
    let steps: [TimeInterval] = [0, 0.05, 0.3, 0.7, 1.2, 3]
    clock.advance(by: steps[Int(generator.next() % UInt64(steps.count))])
  }

  private func cancelTicket() {
    guard !slots.isEmpty else { return }
    slots[Int(generator.next() % UInt64(slots.count))].ticket?.cancel()
  }

  private func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { failures.append(message()) }
  }

  private func idText(_ slot: RandomRequestSlot) -> String {
    slot.ticket.map(\.id.description) ?? "?"
  }

  private static func kind(_ outcome: TransitionOutcome) -> String {
    switch outcome {
    case .completed: "completed"
    case .cancelled: "cancelled"
    case .timedOut: "timedOut"
    case .dropped(.busy): "busy"
    case .dropped(.duplicate): "duplicate"
    case .dropped(.sourceGone): "sourceGone"
    case .dropped(.windowGone): "windowGone"
    case .dropped(.superseded): "superseded"
    case .dropped(.invalid): "invalid"
    }
  }
}
