import Baton
import BatonTesting

/// Fuzzes ``PopupQueue`` with its ``Lane`` on a ``VirtualScheduler``: the input decodes into
/// operations (``PopupOperation``): requests of every kind, cancellations, answers, app and
/// screen changes, rounds, page transitions, the window or the lane going away, time passing.
///
/// After each step: never two pop-ups on screen, no page transition over one, every request
/// ends at most once. At the end, time passes every deadline (time to live, auto-dismissal,
/// watchdogs) with the presenter completing its animations, then a user answers everything:
/// every request has ended exactly once and nothing is left in the queue, the lane or the
/// clock. Last, the window goes away (or its lane is torn down, or the app just drops the
/// queue mid-flight): once the driver drops its references, queue, lane, presenter and every
/// ticket are freed.
///
/// Input: byte 0 picks `maximumPending` (0 to 5), byte 1 how the window ends (0 window gone,
/// 1 lane torn down, 2 dropped mid-flight without letting time pass, 3 dropped after
/// settling); then operations until the input ends (at most 256).
package enum PopupQueueFuzzer: FuzzDriver {
  /// `popup-queue`.
  package static let name = "popup-queue"

  private final class WeakReference {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }

  /// Runs one input.
  ///
  /// - Parameter bytes: The encoded operations.
  /// - Throws: ``FuzzFailure`` when a check fails.
  package static func run(_ bytes: [UInt8]) throws(FuzzFailure) {
    var reader = ByteReader(bytes)
    let configuration = PopupQueue.Configuration(maximumPending: reader.choice(6))
    let ending = reader.choice(4)
    let log = PopupFuzzLog()
    var clock: VirtualScheduler? = VirtualScheduler()
    var references: [(String, WeakReference)] = []
    var requestCount = 0
    if let liveClock = clock {
      let world = PopupFuzzWorld(clock: liveClock, configuration: configuration, log: log)
      var steps = 0
      while !reader.isAtEnd, steps < 256 {
        world.perform(PopupOperation.decode(&reader))
        try world.checkStep()
        steps += 1
      }
      if ending != 2 {
        try world.letTimePass()
        try world.settleAsAUser()
      }
      switch ending {
      case 0: world.windowGoesAway()
      case 1: world.tearDownLane()
      default: break
      }
      if ending != 2 { liveClock.runUntilIdle(maxSteps: 200_000) }
      try world.checkStep()
      requestCount = world.tickets.count
      let tickets = world.tickets.map { ("\($0.id) \($0.key)", WeakReference($0)) }
      references = [("queue", WeakReference(world.queue)), ("lane", WeakReference(world.lane))]
      references += tickets
      references.append(("presenter", WeakReference(world.presenter)))
      world.release()
      // A window that went away holds no pop-up, though the app may keep its queue a while.
      if ending < 2 {
        for (name, ticket) in tickets where ticket.object != nil {
          throw failure("\(name) is kept alive by its queue after its window went away")
        }
      }
    }
    // The app dropped the window: its lane and queue go at once, even with work pending.
    for (name, reference) in references.prefix(2) where reference.object != nil {
      throw failure("the \(name) outlives its window (ending \(ending))")
    }
    clock?.runUntilIdle(maxSteps: 200_000)
    let clockReference = clock.map(WeakReference.init)
    clock = nil
    for (name, reference) in references
      + [("clock", clockReference)].compactMap({ name, ref in
        ref.map { (name, $0) }
      }) where reference.object != nil
    {
      throw failure("\(name) is still alive after its window went away (ending \(ending))")
    }
    for number in 1...max(requestCount, 1) where requestCount > 0 {
      let outcomes = log.outcomes[PopupID(rawValue: UInt64(number))] ?? []
      guard outcomes.count == 1 else {
        throw failure("popup#\(number) got \(outcomes) by the end (ending \(ending))")
      }
    }
    if let violation = log.violations.first { throw failure(violation) }
  }
}
