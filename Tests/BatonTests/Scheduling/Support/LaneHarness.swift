import Baton
import Foundation
import Testing

/// A lane on virtual time with its own diagnostics, recording everything that happens to it.
///
/// Requests are named by label; their `perform` keeps the handle so a test can signal the end.
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

  init(
    configuration: Lane.Configuration = .init(),
    isSuspended: Bool = false,
    name: String = "test lane"
  ) {
    lane = Lane(
      name: name,
      scheduler: clock,
      configuration: configuration,
      isSuspended: isSuspended,
      diagnostics: center
    )
    recorder.observe(center)
    lane.addObserver { [weak self] event in self?.events.append(event) }
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
    return lane.submit(request) { [weak self] outcome in
      self?.outcomes[label, default: []].append(outcome)
      then?(outcome)
    }
  }

  /// Starts a recorded request with `startImmediately`.
  @discardableResult
  func startImmediately(
    _ label: String,
    isSourceAlive: @escaping @MainActor () -> Bool = { true }
  ) -> TransitionTicket {
    lane.startImmediately(
      request(label, kind: .interactivePop, isSourceAlive: isSourceAlive)
    ) { [weak self] outcome in
      self?.outcomes[label, default: []].append(outcome)
    }
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

  /// Whether every request has exactly one outcome and the clock has nothing left to run.
  func expectQuiescent(
    labels: [String],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for label in labels {
      #expect(
        outcomes[label]?.count == 1,
        "\(label): \(outcomes[label] ?? [])",
        sourceLocation: sourceLocation
      )
    }
    #expect(lane.current == nil, sourceLocation: sourceLocation)
    #expect(lane.pendingCount == 0, sourceLocation: sourceLocation)
    #expect(clock.isIdle, sourceLocation: sourceLocation)
  }
}
