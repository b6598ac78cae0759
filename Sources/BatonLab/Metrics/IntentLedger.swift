import Foundation

/// What a user intent asked for.
enum IntentKind: UInt8, Sendable {
  case push
  case present
  case pop
  case dismiss
  case swipe
  case deepLink
}

/// Where an intent stands: waiting, or closed by an effect, a reason, a crash or a later link.
enum IntentState: Equatable, Sendable {
  /// Nothing seen yet; lost if it is still here when the run ends.
  case pending
  /// Its effect was seen (the screen appeared, or left its stack).
  case effective
  /// The strategy gave the app an outcome that explains why nothing happened.
  case explained(String)
  /// The app crashed while it waited; the crash is counted instead.
  case crashed
  /// A later deep link replaced this one before it became visible.
  case superseded
}

/// One user intent: what it asked for and what became of it.
///
/// Whoever may still act on an intent holds it: the screen it waits on, the strategy's queued
/// call or completion block, Baton's outcome handler. Once nothing does, nothing can close it,
/// start it or give it another outcome, so it can no longer change any figure; the ledger then
/// lets it go (see ``IntentLedger``).
final class Intent {
  /// Its number, from 0, in the order intents were opened.
  let number: Int
  let kind: IntentKind
  /// Whether its effect is a screen appearing (a push, a presentation, a deep link) rather
  /// than one leaving.
  let waitsToAppear: Bool
  /// When the user asked, in the run's virtual time.
  let requested: TimeInterval
  /// The screen it waits on, for the sweep at the end of a life; weak, so that a screen nothing
  /// else holds goes away (it can then never be shown).
  weak var screen: LabScreen?
  fileprivate(set) var state = IntentState.pending
  /// When its transition started (the first start counts).
  fileprivate(set) var started: TimeInterval?
  /// How many outcomes the app received for it.
  fileprivate(set) var outcomes: UInt8 = 0
  /// Its place in the ledger's pending intents while it is pending.
  fileprivate var slot: Int?

  fileprivate init(number: Int, kind: IntentKind, waitsToAppear: Bool, requested: TimeInterval) {
    self.number = number
    self.kind = kind
    self.waitsToAppear = waitsToAppear
    self.requested = requested
  }
}

/// The intents of a run and what became of them: the source of the intent count and of the
/// lost-intent and lost-deep-link counts.
///
/// The ledger keeps the pending intents (the lost ones among them are the figures) and lets
/// the others go: what changes a closed intent (a start, another outcome) reaches it only
/// through whoever holds it. From time to time it also lets go of pending intents nothing
/// else holds that can no longer be closed, counting them as lost: one of a life that ended,
/// or one waiting for a screen to appear when that screen is gone and a crash would come too
/// late to count it as in progress. Its memory follows what is in flight, not the length of
/// the run. A scenario keeps every intent instead, to check them by number.
struct IntentLedger {
  /// How many intents were opened.
  private(set) var count = 0
  /// The pending intents, in no order (each knows its slot).
  private var pending: ContiguousArray<Intent> = []
  /// The last deep link while it is pending: a later one supersedes it.
  private var openDeepLink: Intent?
  /// Lost intents and deep links the ledger let go.
  private var retiredLostIntents = 0
  private var retiredLostDeepLinks = 0
  /// The first intent of the current life: earlier ones belong to lives that ended.
  private(set) var firstOfLife = 0
  /// How many pending intents trigger the next look for unreachable ones.
  private var retirementThreshold = Self.minimumRetirementThreshold
  /// Every intent, in order, when the ledger keeps them all.
  private var history: [Intent]?

  /// The least number of pending intents that triggers a look for unreachable ones.
  static let minimumRetirementThreshold = 256

  /// A ledger; `keepsEveryIntent` keeps closed intents too, for ``state(of:)``.
  init(keepsEveryIntent: Bool = false) {
    history = keepsEveryIntent ? [] : nil
  }

  /// Opens an intent requested at `time`.
  ///
  /// - Parameters:
  ///   - kind: What it asks for.
  ///   - waitsToAppear: Whether its effect is a screen appearing (else one leaving).
  ///   - time: When the user asked.
  /// - Returns: The intent; whoever may act on it holds it.
  mutating func open(_ kind: IntentKind, waitsToAppear: Bool = true, at time: TimeInterval)
    -> Intent
  {
    if kind == .deepLink, let earlier = openDeepLink {
      close(earlier, as: .superseded)
    }
    let intent = Intent(number: count, kind: kind, waitsToAppear: waitsToAppear, requested: time)
    count += 1
    intent.slot = pending.count
    pending.append(intent)
    history?.append(intent)
    if kind == .deepLink { openDeepLink = intent }
    return intent
  }

  /// Records that the intent's transition started at `time` (the first start counts).
  mutating func markStarted(_ intent: Intent, at time: TimeInterval) {
    guard intent.started == nil else { return }
    intent.started = time
  }

  /// Records the intent's effect; returns whether this closed it.
  @discardableResult
  mutating func markEffective(_ intent: Intent) -> Bool {
    close(intent, as: .effective)
  }

  /// Records an outcome the app received that explains the missing effect.
  @discardableResult
  mutating func markExplained(_ intent: Intent, reason: String) -> Bool {
    close(intent, as: .explained(reason))
  }

  /// Counts an outcome delivered to the app; returns `false` when it is not the first.
  mutating func recordOutcome(_ intent: Intent) -> Bool {
    intent.outcomes &+= 1
    return intent.outcomes == 1
  }

  /// A new life of the app begins: the intents opened from now on are its own.
  mutating func beginLife() {
    firstOfLife = count
  }

  /// The app crashed: pending intents of the current life requested at or after `since` were
  /// still in progress and are closed as crashed; older ones had already come to nothing and
  /// stay pending (lost).
  mutating func markPendingCrashed(since: TimeInterval = -.infinity) {
    var index = pending.count - 1
    while index >= 0 {
      let intent = pending[index]
      if intent.number >= firstOfLife, intent.requested >= since {
        close(intent, as: .crashed)
      }
      index -= 1
    }
    openDeepLink = nil
  }

  /// The pending intents from number `first` on that wait on a screen, in no order.
  func pendingOnScreens(from first: Int) -> [Intent] {
    pending.filter { $0.number >= first && $0.kind != .deepLink }
  }

  /// Lets go of the pending intents that nothing else holds and that can no longer be closed,
  /// counting them as lost, when there are enough of them to be worth a look.
  ///
  /// Such an intent belongs to a life that ended (nothing of an abandoned life runs again), or
  /// waits for a screen to appear that is gone (nothing holds it; a screen in a stack or
  /// presented is held) and was requested before `crashWindowStart` (a crash now would leave
  /// it pending). A pending removal of the current life is kept: the sweep at the end of the
  /// life counts a gone screen as removed, a crash leaves it lost.
  mutating func retireUnreachable(requestedBefore crashWindowStart: TimeInterval) {
    guard pending.count >= retirementThreshold else { return }
    var index = pending.count - 1
    while index >= 0 {
      // Only the array holds an intent that nothing else can reach.
      if isKnownUniquelyReferenced(&pending[index]) {
        let ended = pending[index].number < firstOfLife
        let appearing = pending[index].waitsToAppear
        if ended || (appearing && pending[index].requested < crashWindowStart) {
          if pending[index].kind == .deepLink {
            retiredLostDeepLinks += 1
          } else {
            retiredLostIntents += 1
          }
          removePending(at: index)
        }
      }
      index -= 1
    }
    retirementThreshold = Swift.max(Self.minimumRetirementThreshold, 2 * pending.count)
  }

  /// Intents with neither effect nor reason.
  var lostIntents: Int {
    retiredLostIntents + pending.count { $0.kind != .deepLink }
  }

  /// Deep links whose screen never became visible and that no later link superseded.
  var lostDeepLinks: Int {
    retiredLostDeepLinks + pending.count { $0.kind == .deepLink }
  }

  /// How many intents the ledger holds now (its memory).
  var heldCount: Int { history?.count ?? pending.count }

  /// The state of intent `number` (from 0), when the ledger keeps every intent.
  func state(of number: Int) -> IntentState? {
    guard let history, history.indices.contains(number) else { return nil }
    return history[number].state
  }

  @discardableResult
  private mutating func close(_ intent: Intent, as state: IntentState) -> Bool {
    guard intent.state == .pending, let slot = intent.slot else { return false }
    intent.state = state
    removePending(at: slot)
    if openDeepLink === intent { openDeepLink = nil }
    return true
  }

  /// Removes the pending intent at `index`, moving the last one into its place.
  private mutating func removePending(at index: Int) {
    pending[index].slot = nil
    let last = pending.removeLast()
    guard index < pending.count else { return }
    last.slot = index
    pending[index] = last
  }
}
