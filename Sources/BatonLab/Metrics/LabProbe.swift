import Baton
import BatonRouting
import BatonTesting
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Collects a run's figures from the app under test, its strategy and the simulated UIKit:
/// intents and their effects, faults, duplicate screens, locks, overlaps and latencies.
///
/// Just over 400 lines: it is the one place the app's hooks feed every figure's watch
/// (`IntentLedger`, `OrphanedPresentationWatch`, `ForeignPresentationLinkWatch`, the swipe and
/// real-app figures); the watches themselves live in files of their own.
@MainActor
final class LabProbe {
  var ledger: IntentLedger
  var latency = LatencyRecorder()
  var activity = WindowActivity()
  var faults = FaultTally()
  var swipes = SwipeFigures()
  /// Requests stranded in the current life's Baton lane, if it has one.
  var stranded = StrandedRequestWatch()
  /// Judges the screens that leave a stack (the `overPops` figure).
  var removals = RemovalJudge()
  /// Resets `stack` to its root with `call`, telling the removal judge (see
  /// ``RemovalJudge/beginReset(of:)``).
  func resetting(_ stack: UINavigationController, _ call: () -> Void) {
    removals.beginReset(of: stack)
    call()
    removals.endReset(of: stack)
  }

  /// Follows the links that wait for the user to sign in (the `heldLinksLost` figure).
  var heldLinks = HeldLinkWatch()
  /// Follows what the app's pages present (the `orphanedPresentations` figure).
  var presentations = OrphanedPresentationWatch()
  /// Follows the links opened before a third party's sign-in sheet (the
  /// `linksLostInForeignPresentations` figure).
  var foreignLinks = ForeignPresentationLinkWatch()
  /// Whether a page showing some content is on top of one of the current life's stacks.
  var isShownOnTop: (String) -> Bool = { _ in false }
  /// The figures of real apps' habits, but the over-pops.
  var realApp = RealAppFigures()
  var trace: LabTrace?
  private(set) var duplicateScreens = 0
  private(set) var violations = 0
  private(set) var restarts = 0
  /// How many times the user force-quit an unresponsive app.
  private(set) var relaunches = 0
  /// Deep links the app's router could not open (see ``StormMetrics/routeFailures``).
  private(set) var routeFailures = 0

  /// The current life of the app (it restarts after a crash); also its window's index.
  private(set) var life = 0
  /// Whether the current life crashed; the session then restarts the app.
  private(set) var lifeCrashed = false
  private var timeOffset: TimeInterval = 0
  private var scheduler: VirtualScheduler?
  /// The pending deep link and the screen it waits for, named by its life and serial: an
  /// `ObjectIdentifier` could match a later screen that reused a freed screen's address.
  private var pendingDeepLink: (intent: Intent, life: Int, serial: Int)?
  /// The first intent the next sweep judges: the current life's first, or the next one after
  /// a crash (a crashed life's pending intents stay as the crash left them).
  private var firstSweptIntent = 0
  /// The current life's window, for the trace's tracks.
  var window: ObjectIdentifier?

  /// A probe; `keepsEveryIntent` keeps closed intents in the ledger too, for a scenario's
  /// checks by number.
  init(keepsEveryIntent: Bool = false) {
    ledger = IntentLedger(keepsEveryIntent: keepsEveryIntent)
  }

  /// The run's virtual time: the lives before this one, plus this life's clock.
  var now: TimeInterval { timeOffset + (scheduler?.now ?? 0) }

  /// Starts observing a new life of the app, whose clock starts at the run's current time.
  ///
  /// The screens the previous life's pending intents wait on are judged now (see
  /// ``sweepPendingEffects()``): nothing moves in an abandoned world, so the verdict is the one
  /// the end of the run would give. Intents hold their screens weakly, so the probe does not
  /// keep that world alive.
  func beginLife(_ world: Headless.World) {
    if scheduler != nil {
      removals.lifeEnded()
      presentations.lifeEnded()
      foreignLinks.lifeEnded()
      heldLinks.lifeEnded(isShown: isShownOnTop)
      sweepPendingEffects()
      latency.windowEnded(life)
    }
    firstSweptIntent = ledger.count
    if let scheduler { timeOffset += scheduler.now }
    if scheduler != nil { life += 1 }
    scheduler = world.scheduler
    lifeCrashed = false
    stranded.laneEnded()
    ledger.beginLife()
    trace?.timeOffset = timeOffset
    let life = self.life
    world.addObserver { [weak self] event in
      self?.observe(event, life: life)
    }
  }

  /// An event of the world of `life`: handled while that life is the current one, until it
  /// crashes.
  private func observe(_ event: Headless.Event, life: Int) {
    guard self.life == life, !lifeCrashed else { return }
    handle(event)
  }

  /// Intents requested this long before a crash count as in progress when it happened (longer
  /// than any animation plus the delay fix's hops); older pending ones had already been lost.
  static let inProgressWindow: TimeInterval = 2

  /// The current life crashed and is abandoned: its pending intents count as crashed.
  func endCrashedLife() {
    ledger.markPendingCrashed(since: now - Self.inProgressWindow)
    firstSweptIntent = ledger.count
    pendingDeepLink = nil
    activity.forget(window: life)
    restarts += 1
  }

  /// The user force-quit the current life: what it had pending stays pending (lost).
  func endUnresponsiveLife() {
    pendingDeepLink = nil
    activity.forget(window: life)
    relaunches += 1
  }

  // MARK: Intents

  /// Opens an intent whose effect is `screen` appearing (a push or a presentation).
  func openIntent(_ kind: IntentKind, appearing screen: LabScreen) -> Intent {
    let intent = open(kind, waitsToAppear: true)
    intent.screen = screen
    screen.appearIntents.append(intent)
    return intent
  }

  /// Opens an intent whose effect is `screen` leaving its stack or presentation.
  func openIntent(_ kind: IntentKind, removing screen: LabScreen) -> Intent {
    let intent = open(kind, waitsToAppear: false)
    intent.screen = screen
    screen.removalIntents.append(intent)
    screen.askedToLeave = true
    return intent
  }

  /// Opens an intent in the ledger, which first lets go of what can no longer change a figure
  /// (see ``IntentLedger/retireUnreachable(requestedBefore:)``).
  private func open(_ kind: IntentKind, waitsToAppear: Bool) -> Intent {
    ledger.retireUnreachable(requestedBefore: now - Self.inProgressWindow)
    return ledger.open(kind, waitsToAppear: waitsToAppear, at: now)
  }

  /// Opens a deep link's intent: its effect is its last screen, `target`, appearing (a link to
  /// a tab's root list has nothing to wait for).
  @discardableResult
  func openDeepLink(_ link: DeepLink, target: LabScreen?) -> Intent {
    let intent = open(.deepLink, waitsToAppear: true)
    if let target {
      foreignLinks.linkOpened(target)
      pendingDeepLink = (intent, target.life, target.serial)
    } else {
      markEffective(intent)
    }
    trace?.note("deep link \(link)", time: now - timeOffset)
    return intent
  }

  /// A deep link the app's router could not open: nothing is shown and no intent opens.
  func deepLinkFailedToRoute(_ link: DeepLink, _ error: RouteError) {
    routeFailures += 1
    trace?.note("deep link \(link) not routed: \(error)", time: now - timeOffset)
  }

  /// An outcome the strategy delivered to the app (only Baton delivers them).
  ///
  /// The `label` is built only when a trace records the drop.
  func reportOutcome(
    _ intent: Intent?,
    completed: Bool,
    description: String,
    label: @autoclosure () -> String
  ) {
    if !completed, trace != nil, description.hasPrefix("dropped") {
      trace?.dropped(label(), reason: description, window: window, time: now - timeOffset)
    }
    guard let intent else { return }
    if !ledger.recordOutcome(intent) { violations += 1 }
    if completed {
      markEffective(intent)
    } else {
      ledger.markExplained(intent, reason: description)
    }
  }

  /// An app completion block ran; a second run of the same one breaks "exactly one outcome".
  func completionRan(_ intent: Intent?) {
    guard let intent, !ledger.recordOutcome(intent) else { return }
    violations += 1
  }

  // MARK: Locks

  func lockAcquired(_ lock: AnyObject) {
    activity.lockAcquired(.init(window: life, lock: ObjectIdentifier(lock)), at: now)
  }

  func lockReleased(_ lock: AnyObject) {
    activity.lockReleased(.init(window: life, lock: ObjectIdentifier(lock)))
  }

  /// Whether a transition animates on the current life's window.
  var isTransitioning: Bool { activity.isRunning(window: life) }

  func checkLocks() {
    activity.check(at: now)
  }

  // MARK: Screens

  func screenDidAppear(_ screen: LabScreen) {
    guard screen.life == life else { return }
    presentations.screenAppeared(screen)
    removals.settle(before: now)
    heldLinks.screenAppeared(screen)
    closeAppearIntents(of: screen)
    checkStack(of: screen)
    closeDeepLink(showing: screen)
  }

  private func closeDeepLink(showing screen: LabScreen) {
    guard let link = pendingDeepLink, link.life == screen.life, link.serial == screen.serial
    else { return }
    markEffective(link.intent)
    pendingDeepLink = nil
  }

  /// The page a deep link waits on was dropped as a duplicate of the same destination already
  /// on its way (a link that opens the sheet the user's tap has asked for): the link ends with
  /// that reason, as a Baton app's completion says, instead of waiting for a page never shown.
  func deepLinkPageDroppedAsDuplicate(_ page: LabScreen) {
    guard let link = pendingDeepLink, link.life == page.life, link.serial == page.serial
    else { return }
    pendingDeepLink = nil
    _ = ledger.markExplained(link.intent, reason: "dropped(duplicate)")
  }

  func screenDidDisappear(_ screen: LabScreen) {
    // The page of a sheet is dismissed with the navigation controller that wraps it.
    let isDismissed = screen.isBeingDismissed || screen.parent?.isBeingDismissed == true
    guard screen.life == life, screen.isMovingFromParent || isDismissed else { return }
    closeRemovalIntents(of: screen)
  }

  func screenDidMove(_ screen: LabScreen, toParent parent: UIViewController?) {
    guard screen.life == life else { return }
    if parent == nil {
      presentations.pageLeft(screen)
      removals.settle(before: now)
      removals.screenLeft(screen, at: now)
      closeRemovalIntents(of: screen)
    } else {
      // A sheet's page joins its navigation controller when the app makes the sheet, before
      // it is presented: that is not the page appearing.
      guard let parent, parent.parent != nil || parent.presentingViewController != nil else {
        return
      }
      if let stack = parent as? UINavigationController {
        removals.screenArrived(screen, on: stack)
      }
      closeAppearIntents(of: screen)
      checkStack(of: screen)
      closeDeepLink(showing: screen)
    }
  }

  /// At the end of a run, and of each life that leaves intents pending (a force-quit): a
  /// pending push or presentation whose screen is on a stack or presented (for example in a tab
  /// the user left) did take effect; so did a pending removal whose screen is gone.
  func sweepPendingEffects() {
    for intent in ledger.pendingOnScreens(from: firstSweptIntent) {
      // A screen that is gone is neither on a stack nor presented.
      let screen = intent.screen
      let isShown = screen.map(Self.isShown) ?? false
      if intent.waitsToAppear == isShown { markEffective(intent) }
    }
  }

  /// The strategy makes the UIKit call for `intent` now: the start of its transition (UIKit
  /// may still defer it to the end of a running animation, which is not added latency).
  func markIssued(_ intent: Intent?) {
    guard let intent, intent.started == nil else { return }
    ledger.markStarted(intent, at: now)
    latency.transitionStarted(window: life, requested: intent.requested, started: now)
  }

  /// Whether `screen` is on one of the window's stacks or presented (itself, or as the page
  /// of a presented sheet).
  private static func isShown(_ screen: LabScreen) -> Bool {
    guard let parent = screen.parent else { return screen.presentingViewController != nil }
    // A stack's page (its navigation controller is in the tab bar), or a sheet's page.
    if parent.parent != nil { return true }
    return parent.presentingViewController?.presentedViewController === parent
  }

  private func closeAppearIntents(of screen: LabScreen) {
    guard !screen.appearIntents.isEmpty else { return }
    screen.appearIntents.removeAll { intent in markEffective(intent) }
  }

  private func closeRemovalIntents(of screen: LabScreen) {
    guard !screen.removalIntents.isEmpty else { return }
    screen.removalIntents.removeAll { intent in markEffective(intent) }
  }

  private func markEffective(_ intent: Intent) {
    ledger.markEffective(intent)
  }

  private func checkStack(of screen: LabScreen) {
    guard let navigation = screen.navigationController else { return }
    let stack = navigation.viewControllers
    // One pass for the first and last places of the screen (on the stack twice: a violation).
    var first: Int?
    var last: Int?
    for position in stack.indices where stack[position] === screen {
      if first == nil { first = position }
      last = position
    }
    guard let index = last else { return }
    if first != index { violations += 1 }
    guard index > 0, !screen.countedAsDuplicate,
      let below = stack[index - 1] as? LabScreen, below.shownContent == screen.shownContent,
      below !== screen
    else { return }
    screen.countedAsDuplicate = true
    duplicateScreens += 1
  }

  // MARK: The simulated UIKit

  private func handle(_ event: Headless.Event) {
    switch event {
    case .transitionBegan(let container, _, let kind, _, let time):
      activity.transitionBegan(window: life, at: timeOffset + time)
      removals.transitionBegan(kind: kind, container: container, at: timeOffset + time)
      if trace != nil { traceBegan(event) }
    case .transitionEnded(let container, _, let kind, _, let time):
      activity.transitionEnded(window: life, at: timeOffset + time)
      removals.transitionEnded(kind: kind, container: container)
      latency.transitionEnded(window: life, at: timeOffset + time)
      if trace != nil { traceEnded(event) }
    case .fault(let fault):
      faults.record(kind: fault.kind.rawValue, isCrash: fault.isCrash)
      trace?.fault(
        "\(fault.kind.rawValue)\(fault.isCrash ? " crash" : "")",
        message: fault.message,
        isCrash: fault.isCrash,
        window: window,
        time: fault.time
      )
      if fault.isCrash { lifeCrashed = true }
    }
  }

  private func traceBegan(_ event: Headless.Event) {
    guard case .transitionBegan(let container, _, let kind, let label, let time) = event else {
      return
    }
    trace?.transitionBegan(container: container, kind: kind, label: label, time: time)
  }

  private func traceEnded(_ event: Headless.Event) {
    guard case .transitionEnded(let container, let window, _, let cancelled, let time) = event
    else { return }
    trace?.transitionEnded(container: container, window: window, cancelled: cancelled, time: time)
  }

  /// The run's figures.
  func metrics(actions: Int) -> StormMetrics {
    activity.finish()
    removals.settle(before: .infinity)
    heldLinks.lifeEnded(isShown: isShownOnTop)
    var metrics = StormMetrics()
    metrics.actions = actions
    metrics.faults = faults
    metrics.restarts = restarts
    metrics.relaunches = relaunches
    metrics.routeFailures = routeFailures
    metrics.intents = ledger.count
    metrics.lostIntents = ledger.lostIntents
    metrics.lostDeepLinks = ledger.lostDeepLinks
    metrics.duplicateScreens = duplicateScreens
    metrics.stuckLocks = activity.stuckLocks
    metrics.strandedRequests = stranded.count
    metrics.invariantViolations = violations + activity.overlaps
    metrics.swipes = swipes
    metrics.realApp = realApp
    metrics.realApp.overPops = removals.overPops
    metrics.realApp.heldLinksLost = heldLinks.lost
    metrics.realApp.orphanedPresentations = presentations.orphaned
    metrics.realApp.linksLostInForeignPresentations = foreignLinks.lost
    metrics.latency = latency.histogram()
    metrics.virtualSeconds = now
    return metrics
  }
}
