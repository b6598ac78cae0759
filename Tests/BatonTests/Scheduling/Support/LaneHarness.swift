import Baton
import BatonTesting
import Foundation
import Testing

/// A lane on virtual time with its own diagnostics, recording everything that happens to it.
///
/// Requests are named by label; their `perform` keeps the handle so a test can signal the end.
/// Made inside a test of an `@Suite(.endsQuiescent)` suite, it is checked automatically when
/// the test ends (see ``LaneQuiescenceTrait``).
@MainActor
final class LaneHarness {
  let clock = VirtualScheduler()
  let center = DiagnosticsCenter()
  let recorder = DiagnosticsRecorder()
  let lane: Lane
  private(set) var events: [LaneEvent] = []
  private(set) var started: [String] = []
  private(set) var outcomes: [String: [TransitionOutcome]] = [:]
  private(set) var handles: [String: RunningTransition] = [:]
  /// Every ticket submitted through the harness, and how many outcomes each received.
  private var tickets: [(label: String, ticket: TransitionTicket)] = []
  private var deliveries: [RequestID: Int] = [:]
  private let creation: SourceLocation

  init(
    configuration: Lane.Configuration = .init(),
    isSuspended: Bool = false,
    name: String = "test lane",
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    creation = sourceLocation
    lane = Lane(
      name: name,
      scheduler: clock,
      configuration: configuration,
      isSuspended: isSuspended,
      diagnostics: center
    )
    recorder.observe(center)
    lane.addObserver { [weak self] event in
      self?.events.append(event)
      if case .finished = event.phase { self?.deliveries[event.requestID, default: 0] += 1 }
    }
    if let registry = LaneQuiescence.registry {
      registry.register(self)
    } else {
      Issue.record(
        "a LaneHarness made outside an @Suite(.endsQuiescent) test is never checked",
        sourceLocation: sourceLocation
      )
    }
  }

  /// A request that records its start and keeps its handle under `label`.
  func request(
    _ label: String,
    kind: TransitionKind = .push,
    policy: LanePolicy = .enqueue,
    expectedDuration: TimeInterval = 0.35,
    identity: TransitionIdentity? = nil,
    isSourceAlive: @escaping @MainActor () -> Bool = { true },
    validate: @escaping @MainActor () -> DropReason? = { nil },
    perform extra: (@MainActor (RunningTransition) -> Void)? = nil
  ) -> TransitionRequest {
    TransitionRequest(
      kind: kind,
      label: label,
      policy: policy,
      expectedDuration: expectedDuration,
      identity: identity,
      isSourceAlive: isSourceAlive,
      validate: validate
    ) { [weak self] handle in
      self?.started.append(label)
      self?.handles[label] = handle
      extra?(handle)
    }
  }

  /// Submits a recorded request; `then` runs after the outcome is recorded.
  @discardableResult
  func submit(
    _ label: String,
    kind: TransitionKind = .push,
    policy: LanePolicy = .enqueue,
    expectedDuration: TimeInterval = 0.35,
    identity: TransitionIdentity? = nil,
    isSourceAlive: @escaping @MainActor () -> Bool = { true },
    validate: @escaping @MainActor () -> DropReason? = { nil },
    perform extra: (@MainActor (RunningTransition) -> Void)? = nil,
    then: (@MainActor (TransitionOutcome) -> Void)? = nil
  ) -> TransitionTicket {
    let request = request(
      label,
      kind: kind,
      policy: policy,
      expectedDuration: expectedDuration,
      identity: identity,
      isSourceAlive: isSourceAlive,
      validate: validate,
      perform: extra
    )
    let ticket = lane.submit(request) { [weak self] outcome in
      self?.outcomes[label, default: []].append(outcome)
      then?(outcome)
    }
    tickets.append((label, ticket))
    return ticket
  }

  /// Starts a recorded request with `startImmediately`.
  @discardableResult
  func startImmediately(
    _ label: String,
    isSourceAlive: @escaping @MainActor () -> Bool = { true }
  ) -> TransitionTicket {
    let ticket = lane.startImmediately(
      request(label, kind: .interactivePop, isSourceAlive: isSourceAlive)
    ) { [weak self] outcome in
      self?.outcomes[label, default: []].append(outcome)
    }
    tickets.append((label, ticket))
    return ticket
  }

  /// Starts a recorded request with `startPreempting` (the user's interruption).
  @discardableResult
  func startPreempting(
    _ label: String,
    kind: TransitionKind = .interactivePop,
    inFlightIsCancelling: Bool = false,
    isSourceAlive: @escaping @MainActor () -> Bool = { true }
  ) -> TransitionTicket {
    let ticket = lane.startPreempting(
      request(label, kind: kind, isSourceAlive: isSourceAlive),
      inFlightIsCancelling: inFlightIsCancelling
    ) { [weak self] outcome in
      self?.outcomes[label, default: []].append(outcome)
    }
    tickets.append((label, ticket))
    return ticket
  }

  /// The single outcome of `label`, or nil while it has none.
  func outcome(_ label: String) -> TransitionOutcome? {
    outcomes[label]?.last
  }

  /// Signals the end of the transition started under `label`.
  func finish(_ label: String, _ outcome: TransitionOutcome = .completed) {
    guard let handle = handles[label] else {
      Issue.record("\(label) never started")
      return
    }
    handle.finish(outcome)
  }

  /// The phases recorded for `label`'s request, in order.
  func phases(_ label: String) -> [LaneEvent.Phase] {
    events.filter { $0.label == label }.map(\.phase)
  }

  /// Lets the lane run to its end: signals ``TransitionOutcome/completed`` for each transition
  /// in flight, in turn, and runs the clock until nothing is left.
  ///
  /// For tests whose point is made before the work ends; the end-of-test check still finds any
  /// request left without an outcome, or work that never stops.
  func runToEnd(sourceLocation: SourceLocation = #_sourceLocation) {
    for _ in 0..<10_000 {
      lane.current?.finish(.completed)
      clock.runDueWork()
      guard lane.current == nil else { continue }
      // Nothing in flight: run what is left (a timer may still start something).
      guard clock.runUntilIdle(maxSteps: 100_000) else {
        Issue.record("the clock never became idle", sourceLocation: sourceLocation)
        return
      }
      if lane.current == nil { return }
    }
    Issue.record("transitions kept starting", sourceLocation: sourceLocation)
  }

  /// Records an issue unless every request submitted through the harness has exactly one
  /// outcome, nothing is in flight or pending, and the clock has nothing left to run.
  func checkQuiescence() {
    for (label, ticket) in tickets {
      let count = deliveries[ticket.id, default: 0]
      if count != 1 || ticket.outcome == nil {
        Issue.record(
          "\(label) \(ticket.id) ended \(count) times (\(ticket.state)) by the end of the test",
          sourceLocation: creation
        )
      }
    }
    if let current = lane.current {
      Issue.record(
        "\(current.id) is still in flight at the end of the test",
        sourceLocation: creation
      )
    }
    if lane.pendingCount != 0 {
      Issue.record(
        "\(lane.pendingCount) requests are still pending at the end of the test",
        sourceLocation: creation
      )
    }
    if !clock.isIdle {
      Issue.record(
        "the clock still has \(clock.pendingCount) items to run at the end of the test",
        sourceLocation: creation
      )
    }
  }
}
