import Baton
import BatonRouting
import BatonTesting
import BatonUIKit
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// BatonUIKit: every call goes through the window's lane and gets exactly one outcome, which
/// the app receives (so a dropped request is explained, not lost).
@MainActor
final class BatonStrategy: NavigationStrategy {
  private let probe: LabProbe
  private var observation: ObservationToken?
  /// The window's lane, once ``install(window:stacks:)`` made it.
  private(set) var lane: Lane?

  /// The lane's lock as the stuck-lock measure sees it: held from a request's start to its end.
  private final class LaneLock {
    var running: RequestID?
  }

  /// Which user intent each request serves, so the probe sees the moment the lane starts it
  /// (the start of its transition, for the added-latency measure).
  private final class StartTracker {
    /// The intent of the request being submitted now: an idle lane starts it inside the call.
    var submitting: Intent?
    /// Intents of requests that wait for their turn.
    var waiting: [RequestID: Intent] = [:]
  }

  private let starts = StartTracker()
  /// The stacks the lane's resets (`popToRoot`, `removeAll`) act on, by request, so the
  /// removal judge knows when one runs (from its start to its end).
  private final class ResetWatch {
    var stacks: [RequestID: UINavigationController] = [:]
    /// The stack of the reset being submitted now (its request is named by the lane's
    /// `requested` event, before an idle lane starts it inside the call).
    var submitting: UINavigationController?

    func submit(of stack: UINavigationController, _ call: () -> Void) {
      submitting = stack
      call()
      submitting = nil
    }
  }

  private let resets = ResetWatch()
  /// The app's tab bar delegate: a user's tap on a tab takes the lane's turn.
  private let tabTaps = TabTapDelegate()
  /// Tells the duplicates Baton drops rightly from the destinations it should not drop.
  private let duplicates = DuplicateDropWatch()

  private let scheduler: VirtualScheduler

  init(probe: LabProbe, scheduler: VirtualScheduler) {
    self.probe = probe
    self.scheduler = scheduler
    BatonEnvironment.default.scheduler = scheduler
    // The lab's screen graph never pushes a page over one showing the same destination (a
    // related product is another product), so it opts in to dropping such a push: a tap on a
    // screen that an abandoned swipe-back revealed.
    BatonEnvironment.default.options.dropsPushOfScreenTypeOnTop = true
  }

  /// Baton's navigation controller, with the full-screen swipe-back on: a
  /// pan anywhere on the page swipes back; on iOS 26 it steps aside for the system's own.
  func makeNavigationController(root: UIViewController) -> UINavigationController {
    let navigation = BatonNavigationController(rootViewController: root)
    navigation.isFullScreenSwipeBackEnabled = true
    return navigation
  }

  func install(window: UIWindow, stacks: [UINavigationController]) {
    if let tabBar = window.rootViewController as? UITabBarController {
      tabBar.delegate = tabTaps
    }
    let lane = BatonLanes.lane(for: window)
    self.lane = lane
    let lock = LaneLock()
    observation = lane.addObserver { [probe, starts, resets] event in
      switch event.phase {
      case .started:
        if let stack = resets.stacks[event.requestID] { probe.removals.beginReset(of: stack) }
        probe.stranded.requestLeftQueue(event.requestID, at: event.time)
        lock.running = event.requestID
        probe.lockAcquired(lock)
        if let intent = starts.submitting {
          starts.submitting = nil
          probe.markIssued(intent)
        } else if let intent = starts.waiting.removeValue(forKey: event.requestID) {
          probe.markIssued(intent)
        }
      case .finished:
        if let stack = resets.stacks.removeValue(forKey: event.requestID) {
          probe.removals.endReset(of: stack)
        }
        probe.stranded.requestLeftQueue(event.requestID, at: event.time)
        if !starts.waiting.isEmpty { starts.waiting[event.requestID] = nil }
        guard lock.running == event.requestID else { return }
        lock.running = nil
        probe.lockReleased(lock)
      case .queued:
        probe.stranded.requestQueued(event.requestID, at: event.time)
      case .requested:
        if let stack = resets.submitting { resets.stacks[event.requestID] = stack }
      }
    }
  }

  private func report(_ intent: Intent?, _ kind: StaticString, _ screen: UIViewController? = nil)
    -> @MainActor (TransitionOutcome) -> Void
  {
    { [probe] outcome in
      guard outcome != .completed else {
        probe.reportOutcome(intent, completed: true, description: "completed", label: "")
        return
      }
      probe.reportOutcome(
        intent,
        completed: false,
        description: OutcomeText.describe(outcome),
        label: "\(kind)\(screen?.title.map { " \($0)" } ?? "")"
      )
    }
  }

  /// Submits a request for `intent`, noting when its transition starts: inside the call (an
  /// idle lane) or later, when the lane reports the start.
  private func submit(_ intent: Intent?, _ call: () -> TransitionTicket) {
    guard let intent else {
      _ = call()
      return
    }
    starts.submitting = intent
    let ticket = call()
    guard starts.submitting != nil else { return }
    starts.submitting = nil
    if ticket.state == .pending { starts.waiting[ticket.id] = intent }
  }

  func push(
    _ screen: UIViewController,
    on stack: UINavigationController,
    animated: Bool,
    intent: Intent?
  ) {
    let ticket = duplicates.requested(screen, onto: stack)
    let report = report(intent, "push", screen)
    submit(intent) {
      stack.baton.push(screen, animated: animated) { [duplicates, probe] outcome in
        duplicates.end(ticket, with: outcome, top: stack.topViewController, countingIn: probe)
        report(outcome)
      }
    }
  }

  func pop(from screen: UIViewController, intent: Intent?) {
    submit(intent) { screen.baton.pop(completion: report(intent, "pop", screen)) }
  }

  /// The page pops itself, once its push has landed (`page.baton.pop()`).
  func close(_ page: UIViewController, opening intent: @MainActor () -> Intent) {
    pop(from: page, intent: intent())
  }

  func popToRoot(_ stack: UINavigationController, animated: Bool) {
    resets.submit(of: stack) {
      stack.baton.popToRoot(animated: animated, completion: report(nil, "popToRoot"))
    }
  }

  func present(_ screen: UIViewController, from presenter: UIViewController, intent: Intent?) {
    // Baton compares presentations onto the window's lane.
    let ticket = duplicates.requested(screen, onto: lane ?? presenter)
    let report = report(intent, "present", screen)
    submit(intent) {
      presenter.baton.present(screen) { [duplicates, probe] outcome in
        duplicates.end(ticket, with: outcome, top: nil, countingIn: probe)
        report(outcome)
      }
    }
  }

  func dismiss(_ screen: UIViewController, animated: Bool, intent: Intent?) {
    submit(intent) {
      screen.baton.dismiss(
        animated: animated,
        completion: report(intent, "dismiss", screen)
      )
    }
  }

  /// A deep link's tab switch waits its turn on the lane too (`tabBar.baton.select(_:)`), so
  /// it never lands in the middle of a transition.
  func select(tab: Int, in tabBar: UITabBarController) {
    tabBar.baton.select(tab, completion: report(nil, "select tab"))
  }

  /// The router holds the link until the user signs in, then opens it on its tab's stack (the
  /// tab selected first, on the lane).
  func hold(_ link: DeepLink, router: BatonRouter<DeepLinkScreens>, context: DeepLinkScreens) {
    let scheduler = self.scheduler
    router.heldLinks.now = { Date(timeIntervalSinceReferenceDate: scheduler.now) }
    do throws(RouteError) {
      try router.open(
        link.url,
        context: context,
        action: .pushInTab(link.tab),
        completion: report(nil, "held link")
      )
    } catch {
      // A held link throws `rejected(_, .held(gate:))`: expected, its outcome comes later.
    }
  }

  func openNotification(
    _ url: String,
    router: BatonRouter<DeepLinkScreens>,
    context: DeepLinkScreens,
    stack: UINavigationController
  ) throws(RouteError) {
    // The router builds the page inside `open`; its outcome may come inside the call too (a
    // duplicate dropped at once), before the intent exists.
    let pending = PendingNotification()
    let finish: @MainActor (TransitionOutcome) -> Void = { [probe, duplicates] outcome in
      pending.outcome = outcome
      pending.finish(probe: probe, duplicates: duplicates)
    }
    let opening: RouteOpening
    do throws(RouteError) {
      opening = try router.open(url, context: context, action: .push, completion: finish)
    } catch .noPresenter {
      // The page in front has no stack to push onto (a third-party SDK's full-screen ad): the
      // app shows the product in a sheet over it instead.
      opening = try router.open(
        url,
        context: context,
        action: .presentInNavigation,
        completion: finish
      )
    }
    guard let page = context.pushes.last else { return }
    // The router plans the push onto the stack of the page in front (a sheet's, if one
    // shows) and pushes onto the stack in front when its turn comes.
    let target =
      (opening.source as? UINavigationController) ?? opening.source.navigationController ?? stack
    pending.intent = probe.openIntent(.push, appearing: page)
    pending.ticket = duplicates.requested(page, onto: target)
    pending.stack = target
    pending.window = stack.view.window
    pending.report = report(pending.intent, "notification", page)
    pending.finish(probe: probe, duplicates: duplicates)
  }

  /// A notification's push, whose page and outcome may come in either order.
  @MainActor
  private final class PendingNotification {
    var intent: Intent?
    var ticket: DuplicateDropWatch.Ticket?
    weak var stack: UINavigationController?
    weak var window: UIWindow?
    var report: (@MainActor (TransitionOutcome) -> Void)?
    var outcome: TransitionOutcome?

    /// The stack the push acted on: the one in front of the window when its turn came (a
    /// duplicate is dropped then), else the one planned.
    private var stackInFront: UINavigationController? {
      guard let top = window.flatMap(TopMost.viewController(in:)) else { return stack }
      return (top as? UINavigationController) ?? top.navigationController ?? stack
    }

    /// Reports the outcome once both it and the page are known.
    func finish(probe: LabProbe, duplicates: DuplicateDropWatch) {
      guard let outcome, let report, let ticket else { return }
      self.report = nil
      duplicates.end(ticket, with: outcome, top: stackInFront?.topViewController, countingIn: probe)
      report(outcome)
    }
  }

  func signedIn(router: BatonRouter<DeepLinkScreens>, context: DeepLinkScreens) {
    router.openGate(DeepLink.signInGate, context: context)
  }

  /// Baton's deep-link handler: one `removeAll` (dismiss everything, pop to the root) then the
  /// path, all queued on the lane in order.
  func openDeepLink(
    root: UIViewController,
    stack: UINavigationController,
    pushes: [UIViewController],
    modal: UIViewController?
  ) {
    resets.submit(of: stack) {
      stack.baton.removeAll(animated: false, completion: report(nil, "removeAll"))
    }
    for (index, screen) in pushes.enumerated() {
      push(screen, on: stack, animated: index == pushes.count - 1 && modal == nil, intent: nil)
    }
    if let modal {
      present(modal, from: root, intent: nil)
    }
  }
}

/// The tab bar delegate a Baton app writes: one line, so that a user's tap on a tab during a
/// transition (iOS 26 delivers it) switches tabs once the transition has ended.
@MainActor
private final class TabTapDelegate: NSObject, UITabBarControllerDelegate {
  func tabBarController(
    _ tabBarController: UITabBarController,
    shouldSelect viewController: UIViewController
  ) -> Bool {
    tabBarController.baton.shouldSelect(viewController)
  }
}
