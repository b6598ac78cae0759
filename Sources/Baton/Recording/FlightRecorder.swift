import Foundation

/// A window's flight recorder: a bounded ring of its recent navigation events, cheap enough to
/// leave on in production.
///
/// Off by default: nothing records until an app makes a recorder. ``init(lane:capacity:)``
/// observes a lane (its ``LaneEvent``s and the diagnostics it reports); an adapter adds the
/// app's state changes and a router's matches (BatonUIKit's `window.baton.startRecording()`
/// does both). The ring keeps the last ``capacity`` events and counts the ones it dropped, so
/// its memory is fixed. Timestamps come from the lane's scheduler clock (monotonic).
///
/// Privacy: the events name screen types, transition kinds, route patterns and diagnostic
/// codes, never screen content, URLs or messages, unless the app opts in to route values
/// (``recordsRouteValues``).
///
/// ```swift
/// let recorder = FlightRecorder(lane: lane)
/// recorder.sink = { event in breadcrumbs.add(event.jsonLine(window: "main")) }
/// // later, in a bug report:
/// let attachment = recorder.jsonLines()
/// ```
///
/// On Apple platforms each transition is also an OSLog signpost interval (subsystem
/// `Baton`, category `Transitions`), so Instruments shows them; that is output only, and the
/// record is the same everywhere.
@MainActor
public final class FlightRecorder {
  /// The window's name in the exported lines.
  public let name: String
  /// How many events the ring keeps.
  public var capacity: Int { ring.capacity }
  /// How many events the ring dropped (oldest first) since it was made or cleared.
  public var droppedCount: Int { ring.droppedCount }
  /// Whether ``FlightEvent/Kind/routed(pattern:values:)`` keeps the matched URL's values
  /// (user data: off by default).
  public var recordsRouteValues = false
  /// Called with every event as it is recorded (for a crash reporter's breadcrumbs, see also
  /// ``sendBreadcrumbs(includingRouteValues:_:)``).
  public var sink: (@MainActor (FlightEvent) -> Void)?
  /// The wall clock breadcrumbs are stamped with (tests set a fixed one).
  package var wallClock: @MainActor () -> Date = { Date() }
  /// Makes breadcrumbs of the events, once the app asked for them.
  var breadcrumbTrail: BreadcrumbTrail?

  private let clock: @MainActor () -> TimeInterval
  private var ring: FlightRing
  private var tokens: [ObservationToken] = []
  private var cancellations: [@MainActor () -> Void] = []
  #if canImport(os)
    let signposts = FlightSignposts()
  #endif

  /// Creates a recorder that observes nothing yet; events come from ``record(_:)``.
  ///
  /// - Parameters:
  ///   - name: The window's name in the exported lines.
  ///   - capacity: How many events the ring keeps (at least 1).
  ///   - clock: The monotonic clock the events are stamped with, in seconds.
  package init(
    name: String,
    capacity: Int = 512,
    clock: @escaping @MainActor () -> TimeInterval
  ) {
    self.name = name
    self.clock = clock
    ring = FlightRing(capacity: capacity)
  }

  /// Creates a recorder of `lane`'s events and the diagnostics it reports.
  ///
  /// Like every observer, the recorder then lives as long as the lane unless ``stop()`` is
  /// called.
  ///
  /// - Parameters:
  ///   - lane: The window's lane; its name and scheduler clock are the recorder's.
  ///   - capacity: How many events the ring keeps (at least 1).
  public convenience init(lane: Lane, capacity: Int = 512) {
    let scheduler = lane.scheduler
    self.init(name: lane.name, capacity: capacity) { scheduler.now }
    let laneName = lane.name
    // Strong, as every observer: the recorder lives as long as the lane unless stopped.
    tokens.append(lane.addObserver { event in self.record(event) })
    tokens.append(
      lane.diagnostics.addObserver { diagnostic in
        guard diagnostic.laneName == laneName else { return }
        let kind = FlightEvent.Kind.diagnostic(diagnostic.code, diagnostic.requestID)
        self.append(FlightEvent(time: diagnostic.time, kind: kind))
      }
    )
  }

  /// The events the ring holds, oldest first.
  public var events: [FlightEvent] { ring.events }

  /// Records an event that happened now, on the recorder's clock.
  ///
  /// - Parameter kind: What happened.
  public func record(_ kind: FlightEvent.Kind) {
    append(FlightEvent(time: clock(), kind: kind))
  }

  /// The ring's events as JSON lines, oldest first, each ending with a newline (see
  /// ``FlightEvent/jsonLine(window:)``); a first line says how many were dropped, if any.
  public func jsonLines() -> String {
    var text = ""
    if droppedCount > 0 {
      text += "{\"w\":"
      JSONString.appendQuoted(name, to: &text)
      text += ",\"e\":\"dropped\",\"count\":\(droppedCount)}\n"
    }
    for event in events { text += event.jsonLine(window: name) + "\n" }
    return text
  }

  /// Empties the ring and resets ``droppedCount``.
  public func removeAll() {
    ring.removeAll()
  }

  /// Stops observing: later events are no longer recorded (the ring keeps what it holds).
  public func stop() {
    for token in tokens { token.cancel() }
    tokens.removeAll()
    let cancellations = self.cancellations
    self.cancellations.removeAll()
    for cancel in cancellations { cancel() }
  }

  /// Keeps `cancel`, called by ``stop()`` (an adapter's observation of the app's state).
  package func onStop(_ cancel: @escaping @MainActor () -> Void) {
    cancellations.append(cancel)
  }

  private func record(_ event: LaneEvent) {
    let kind: FlightEvent.Kind
    switch event.phase {
    case .requested:
      append(
        FlightEvent(
          time: event.time,
          kind: .requested(event.requestID, event.kind, label: event.label)
        )
      )
      guard let policy = event.policy, policy != .enqueue else { return }
      kind = .policy(event.requestID, policy)
    case .queued: kind = .queued(event.requestID)
    case .started:
      if case .preempting(let other) = event.preemption {
        kind = .started(event.requestID, preempting: other)
      } else {
        kind = .started(event.requestID, preempting: nil)
      }
    case .finished(let outcome): kind = .finished(event.requestID, outcome)
    }
    append(FlightEvent(time: event.time, kind: kind))
  }

  private func append(_ event: FlightEvent) {
    ring.append(event)
    #if canImport(os)
      signposts.post(event)
    #endif
    sink?(event)
    breadcrumbTrail?.receive(event, window: name, now: wallClock)
  }
}
