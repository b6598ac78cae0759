import Baton
import BatonTesting
import Foundation

/// A window of the pop-up fuzzer: a lane on a virtual clock, its queue, the presenter, and
/// every ticket handed out, with what each request asked for.
@MainActor
final class PopupFuzzWorld {
  let clock: VirtualScheduler
  let lane: Lane
  let queue: PopupQueue
  let presenter: FuzzPresenter
  let log: PopupFuzzLog
  let diagnostics = DiagnosticsCenter()
  private(set) var tickets: [PopupTicket] = []
  /// What each ticket's request asked for, by request number.
  private(set) var requests: [PopupID: PopupOperation.Request] = [:]
  /// Whether the window went away (``PopupQueue/windowDidGoAway()``) or its lane was torn down.
  private(set) var isWindowGone = false
  private(set) var laneWasTornDown = false
  /// The value of the conditions that read the flag.
  private(set) var conditionFlag = false
  private(set) var closedRounds = 0
  /// Whether the run is settling: handlers no longer react, so that the user's answers end
  /// everything.
  var isSettling = false
  private(set) var pages = 0
  private var observation: ObservationToken?
  private var reactionDepth = 0
  private var lastNumber: UInt64 = 0

  init(clock: VirtualScheduler, configuration: PopupQueue.Configuration, log: PopupFuzzLog) {
    self.clock = clock
    self.log = log
    lane = Lane(name: "fuzz", scheduler: clock, diagnostics: diagnostics)
    presenter = FuzzPresenter(clock: clock, log: log)
    queue = PopupQueue(
      lane: lane,
      configuration: configuration,
      frequencyStore: InMemoryPopupFrequencyStore(launchDate: Date(timeIntervalSince1970: 0)),
      visibleScreen: PopupScreen("s0"),
      wallClock: { [weak clock] in Date(timeIntervalSince1970: 1_000 + (clock?.now ?? 0)) }
    )
    observation = lane.addObserver { [weak presenter] event in
      if event.kind == .popupHide, case .finished = event.phase {
        presenter?.hideEnded(label: event.label)
      }
    }
  }

  /// Performs one operation.
  func perform(_ operation: PopupOperation) {
    if Self.isTracing { Self.trace("\(clock.now) s: \(Self.readable(operation))") }
    switch operation {
    case .request(let request): show(request)
    case .cancelTicket(let index): if !tickets.isEmpty { tickets[index % tickets.count].cancel() }
    case .cancelKey(let key): queue.cancel(key: "k\(key)")
    case .cancelGroup(let group): queue.cancelGroup("g\(group)")
    case .cancelAll: queue.cancelAll()
    case .dismissCurrent: queue.current?.dismiss("OK")
    case .orphanCurrent:
      if let current = queue.current {
        presenter.forget(current.id)
        current.reportOrphaned()
      }
    case .appState(let state): queue.appStateDidChange(to: state)
    case .visibleScreen(let screen): queue.visibleScreenDidChange(to: screen.map(Self.screen))
    case .screenGone(let screen): queue.screenDidGoAway(Self.screen(screen))
    case .closeRound(let group): closeRound(of: group)
    case .windowGone: windowGoesAway()
    case .tearDownLane: tearDownLane()
    case .advance(let interval): clock.advance(by: interval)
    case .page(let duration, let finishes, let reaction):
      submitPage(duration: duration, finishes: finishes, reaction: reaction)
    case .swipe: startSwipe()
    case .suspendLane: lane.suspend()
    case .resumeLane: lane.resume()
    case .toggleConditionFlag:
      conditionFlag.toggle()
      queue.conditionsMayHaveChanged()
    case .completeAnimations: presenter.completeWaitingAnimations()
    }
  }

  /// Whether each operation is printed as it runs (`BATON_FUZZ_TRACE=1`, to read a
  /// reproducer).
  static let isTracing = ProcessInfo.processInfo.environment["BATON_FUZZ_TRACE"] != nil

  /// Writes a line of the trace to the standard error, unbuffered (a crash loses nothing).
  static func trace(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }

  /// An operation as Swift prints it, without module and type prefixes.
  static func readable(_ operation: PopupOperation) -> String {
    ["BatonFuzzing.", "Baton.", "PopupOperation.", "FuzzPresenter.", "PopupPreemption."]
      .reduce("\(operation)") { $0.replacingOccurrences(of: $1, with: "") }
  }

  static func screen(_ index: Int) -> PopupScreen {
    PopupScreen("s\(index)")
  }

  func windowGoesAway() {
    isWindowGone = true
    presenter.isWindowGone = true
    queue.windowDidGoAway()
  }

  func tearDownLane() {
    laneWasTornDown = true
    isWindowGone = true
    presenter.isWindowGone = true
    lane.tearDown()
  }

  /// Forgets the presenter's waiting completions and the driver's tickets: from now on only
  /// the queue and the lane can keep a ticket alive.
  func release() {
    presenter.dropWaitingAnimations()
    tickets = []
  }

  private func show(_ spec: PopupOperation.Request) {
    var request = PopupRequest(key: "k\(spec.key)", priority: spec.priority, presenter: presenter)
    if let screen = spec.screen { request.scope = .screen(Self.screen(screen)) }
    request.whenScopeLeaves = spec.dismissesWhenScopeLeaves ? .dismiss : .hideAndWait
    request.condition = condition(spec.condition)
    request.expiresAfter = spec.expiresAfter
    request.autoDismissAfter = spec.autoDismissAfter
    request.navigation = spec.yieldsToNavigation ? .yieldsToNavigation : .blocksNavigation
    request.preemption = spec.preemption
    request.group = spec.group.map { "g\($0)" }
    request.whenDuplicate = spec.replacesPending ? .replacePending : .dropNewcomer
    request.frequencyCap = spec.frequencyCap
    request.expectedAnimationDuration = spec.expectedAnimationDuration
    // The presenter learns the behaviour by number: a queue numbers its requests from 1.
    lastNumber += 1
    let id = PopupID(rawValue: lastNumber)
    presenter.behaviours[id] = spec.presenter
    requests[id] = spec
    let reaction = spec.reaction
    let ticket = queue.show(request) { [weak self, log] outcome in
      log.record(outcome, of: id)
      self?.react(reaction)
    }
    tickets.append(ticket)
    if ticket.id != id { log.violations.append("request \(id) numbered \(ticket.id)") }
  }

  private func condition(_ condition: PopupOperation.Condition) -> PopupCondition? {
    switch condition {
    case .none:
      return nil
    case .satisfied:
      return PopupCondition { true }
    case .skipWhenFlagIsOff:
      return PopupCondition(whenFalse: .skip) { [weak self] in self?.conditionFlag ?? false }
    case .waitForFlag:
      return PopupCondition(whenFalse: .waitAndRecheck) { [weak self] in
        self?.conditionFlag ?? false
      }
    case .cancelsAllWhenAsked:
      return PopupCondition { [weak self] in
        self?.queue.cancelAll()
        return true
      }
    }
  }

  /// A request's handler reacting to its outcome: calls into the queue and the lane from
  /// inside the queue's own callback.
  private func react(_ reaction: PopupOperation.Reaction) {
    guard reactionDepth < 4, !isSettling else { return }
    if Self.isTracing, reaction != .none { Self.trace("\(clock.now) s: reaction \(reaction)") }
    reactionDepth += 1
    defer { reactionDepth -= 1 }
    switch reaction {
    case .none: break
    case .requestAnother: show(PopupOperation.Request(key: tickets.count % PopupOperation.keys))
    case .cancelAll: queue.cancelAll()
    case .tearDownLane: tearDownLane()
    case .windowGone: windowGoesAway()
    case .dismissCurrent: queue.current?.dismiss("Later")
    case .submitPage: submitPage(duration: 0.1, finishes: true, reaction: .none)
    case .suspendLane: lane.suspend()
    case .resumeLane: lane.resume()
    }
  }

  private func closeRound(of group: Int) {
    closedRounds += 1
    let round = closedRounds
    queue.closeRound(of: "g\(group)") { [log, weak self] result in
      log.roundCompletions[round, default: 0] += 1
      for member in result.members {
        let outcome = self?.tickets.first { $0.id == member.id }?.outcome
        if let outcome, outcome != member.outcome {
          log.violations.append("round \(round): \(member.id) \(member.outcome) vs \(outcome)")
        }
      }
    }
  }

  private func submitPage(
    duration: TimeInterval,
    finishes: Bool,
    reaction: PopupOperation.Reaction
  ) {
    pages += 1
    let page = pages
    let request = TransitionRequest(kind: .push, label: "page\(page)", expectedDuration: duration) {
      [weak self] handle in
      self?.checkPageStart(page)
      guard finishes else { return }
      self?.clock.run(after: duration) { handle.finish(.completed) }
    }
    lane.submit(request) { [log, weak self] outcome in
      log.pageOutcomes[page, default: []].append(outcome)
      self?.react(reaction)
    }
  }

  private func startSwipe() {
    pages += 1
    let page = pages
    let request = TransitionRequest(kind: .interactivePop, label: "swipe\(page)") {
      [weak self] handle in
      self?.checkPageStart(page)
      self?.clock.run(after: 0.2) { handle.finish(.completed) }
    }
    lane.startImmediately(request) { [log] outcome in
      log.pageOutcomes[page, default: []].append(outcome)
    }
  }

  private func checkPageStart(_ page: Int) {
    if !isWindowGone, !presenter.onScreen.isEmpty {
      log.violations.append("page \(page) started over \(presenter.onScreen.sorted())")
    }
  }
}
