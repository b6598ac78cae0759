import Baton
import BatonTestDoubles
import BatonTesting
import Foundation
import Testing

/// A lane and its pop-up queue on virtual time, with a test presenter and recorded outcomes.
@MainActor
final class PopupHarness {
  let clock = VirtualScheduler()
  let center = DiagnosticsCenter()
  let recorder = DiagnosticsRecorder()
  let timeline = Timeline()
  let lane: Lane
  let queue: PopupQueue
  let presenter: TestPresenter
  let store: InMemoryPopupFrequencyStore
  private(set) var outcomes: [String: [PopupOutcome]] = [:]
  private(set) var pageOutcomes: [String: [TransitionOutcome]] = [:]
  private(set) var laneEvents: [LaneEvent] = []
  /// Called as each page transition starts.
  var onPageStart: ((String) -> Void)?
  /// Page transitions running now.
  private(set) var pagesRunning = 0

  init(
    configuration: PopupQueue.Configuration = .init(),
    appState: PopupAppState = .active,
    visibleScreen: PopupScreen? = nil,
    animation: TimeInterval? = 0.3,
    laneConfiguration: Lane.Configuration = .init()
  ) {
    lane = Lane(
      name: "popups",
      scheduler: clock,
      configuration: laneConfiguration,
      diagnostics: center
    )
    store = InMemoryPopupFrequencyStore(launchDate: Date(timeIntervalSinceReferenceDate: 0))
    let clock = clock
    queue = PopupQueue(
      lane: lane,
      configuration: configuration,
      frequencyStore: store,
      appState: appState,
      visibleScreen: visibleScreen,
      wallClock: { Date(timeIntervalSinceReferenceDate: clock.now) }
    )
    presenter = TestPresenter(clock: clock, timeline: timeline, animation: animation)
    recorder.observe(center)
    _ = lane.addObserver { [weak self] event in self?.laneEvents.append(event) }
  }

  /// A request for `key` with the test presenter; `configure` sets the rest.
  func request(_ key: String, _ configure: (inout PopupRequest) -> Void = { _ in }) -> PopupRequest
  {
    var request = PopupRequest(key: key, presenter: presenter)
    configure(&request)
    return request
  }

  /// Asks for a pop-up and records its outcome under its key.
  @discardableResult
  func show(_ key: String, _ configure: (inout PopupRequest) -> Void = { _ in }) -> PopupTicket {
    queue.show(request(key, configure)) { [weak self] outcome in
      self?.outcomes[key, default: []].append(outcome)
    }
  }

  /// Submits a page transition that ends `duration` seconds after it starts.
  @discardableResult
  func page(
    _ label: String,
    kind: TransitionKind = .push,
    duration: TimeInterval = 0.35
  ) -> TransitionTicket {
    lane.submit(
      TransitionRequest(kind: kind, label: label) { [weak self] handle in
        guard let self else { return }
        timeline.record("page \(label)")
        onPageStart?(label)
        pagesRunning += 1
        clock.run(after: duration) { [weak self] in
          self?.timeline.record("paged \(label)")
          self?.pagesRunning -= 1
          handle.finish(.completed)
        }
      }
    ) { [weak self] outcome in self?.pageOutcomes[label, default: []].append(outcome) }
  }

  /// The single outcome of `key`, or nil while it has none.
  func outcome(_ key: String) -> PopupOutcome? {
    outcomes[key]?.last
  }

  /// Runs the clock until nothing is left, or nothing but the lane's stall check of page
  /// requests a visible pop-up holds (waiting for the user: it is due again every stall bound,
  /// for good).
  func settle() {
    while let next = clock.nextDeadline {
      if lane.isHeldByGate, clock.pendingCount == 1 { return }
      clock.advance(to: next)
    }
  }

  /// The presenter's and pages' log, in order.
  var log: [String] { timeline.entries }

  /// The keys in the order their shows began.
  var shows: [String] {
    log.compactMap { $0.hasPrefix("show ") ? String($0.dropFirst(5)) : nil }
  }

  /// Whether every listed key has exactly one outcome and the queue and clock are done.
  func expectQuiescent(_ keys: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    for key in keys {
      #expect(
        outcomes[key]?.count == 1,
        "\(key): \(outcomes[key] ?? [])",
        sourceLocation: sourceLocation
      )
    }
    #expect(queue.pendingCount == 0, sourceLocation: sourceLocation)
    #expect(queue.current == nil, sourceLocation: sourceLocation)
    #expect(lane.current == nil && lane.pendingCount == 0, sourceLocation: sourceLocation)
    #expect(clock.isIdle, sourceLocation: sourceLocation)
  }
}

extension PopupHarness {
  /// Dismisses the pop-up on screen with `action` and runs the clock until nothing is left.
  func dismissCurrent(_ action: String = "OK") {
    guard let current = queue.current else {
      Issue.record("nothing on screen")
      return
    }
    current.dismiss(action)
    settle()
  }

  /// Dismisses whatever shows until the queue is empty; returns the keys in show order.
  func dismissAll(limit: Int = 1000) -> [String] {
    settle()
    var count = 0
    while queue.current != nil, count < limit {
      dismissCurrent()
      count += 1
    }
    return shows
  }
}
