import Baton
import BatonUIKit
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The focused pop-up storm's app: a key window whose root is a navigation controller over a
/// home screen, its alerts shown by a ``PopupDriver``.
@MainActor
final class PopupStormApp: PopupStage {
  let world: Headless.World
  let strategy: PopupStrategyName
  let window: UIWindow
  let navigation: UINavigationController
  let home = UIViewController()
  let ledger = PopupLedger()
  /// Shows the app's alerts.
  private(set) lazy var popups = PopupDriver(stage: self, strategy: strategy, ledger: ledger)
  /// The window's lane, for the Baton strategy (weak: the lane registry owns it until
  /// ``end()``).
  private weak var lane: Lane?
  /// Requests stranded in the lane (see ``StrandedRequestWatch``).
  private var stranded = StrandedRequestWatch()
  private var laneObservation: ObservationToken?

  init(world: Headless.World, strategy: PopupStrategyName) {
    self.world = world
    self.strategy = strategy
    navigation =
      strategy == .baton
      ? BatonNavigationController(rootViewController: home)
      : UINavigationController(rootViewController: home)
    window = UIWindow(windowScene: world.makeWindowScene())
    window.rootViewController = navigation
    if strategy == .baton {
      let environment = BatonEnvironment(
        scheduler: world.scheduler,
        configuration: Lane.Configuration(),
        options: BatonOptions(),
        diagnostics: DiagnosticsCenter()
      )
      try? window.baton.configure(environment)
      let lane = window.baton.lane
      self.lane = lane
      laneObservation = lane.addObserver { [weak self] event in self?.laneDid(event) }
    }
    window.makeKeyAndVisible()
    _ = popups  // Its page-transition counter listens from the start.
  }

  private func laneDid(_ event: LaneEvent) {
    switch event.phase {
    case .queued: stranded.requestQueued(event.requestID, at: event.time)
    case .started, .finished: stranded.requestLeftQueue(event.requestID, at: event.time)
    case .requested: break
    }
  }

  /// How many requests were stranded in the lane so far (0 without one).
  var strandedRequests: Int { stranded.count }

  /// One look at the lane, after a step of the clock or an event.
  func lookForStrandedRequests() {
    guard let lane else { return }
    stranded.look(isStalled: isStalled(lane), at: world.scheduler.now)
  }

  /// The storm ends: how many requests were stranded in the lane (0 without one), counting
  /// those that still wait with nothing left to run.
  func strandedRequestsAtEnd() -> Int {
    guard let lane else { return 0 }
    stranded.finish(
      isStalled: isStalled(lane),
      worldIsIdle: world.scheduler.nextDeadline == nil,
      at: world.scheduler.now
    )
    return stranded.count
  }

  /// Ends the app: its lane, if it has one, ends with it.
  func end() {
    if strategy == .baton { window.baton.endLane() }
  }

  var presentationRoot: UIViewController { navigation }
  var homeScreen: UIViewController { home }
  var isHomeVisible: Bool { navigation.topViewController === home }

  func goHome() {
    guard navigation.viewControllers.count > 1 else { return }
    if strategy == .baton {
      navigation.baton.pop(to: home)
    } else {
      navigation.popToRootViewController(animated: true)
    }
  }

  func logOutPages() {
    if strategy == .baton {
      navigation.baton.pop(to: home, animated: false)
      return
    }
    // The usual handler: dismiss whatever is presented, back to the root.
    if navigation.presentedViewController != nil {
      navigation.dismiss(animated: false, completion: nil)
    }
    if navigation.viewControllers.count > 1 {
      navigation.popToRootViewController(animated: false)
    }
  }

  /// Handles one event.
  func handle(_ event: PopupStormEvent) {
    switch event {
    case .push: push()
    case .pop: pop()
    case .alert(let alert): popups.request(alert)
    case .answer: popups.answer()
    case .background: world.sendAppToBackground()
    case .foreground: world.bringAppToForeground()
    case .logOut: popups.logOut()
    case .wait: break
    }
  }

  private func push() {
    if strategy == .baton {
      navigation.baton.push(UIViewController())
    } else {
      navigation.pushViewController(UIViewController(), animated: true)
    }
  }

  private func pop() {
    guard navigation.viewControllers.count > 1 else { return }
    if strategy == .baton {
      navigation.baton.pop()
    } else {
      navigation.popViewController(animated: true)
    }
  }
}
