import Baton
import BatonUIKit
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The pop-up storm's app: a key window whose root is a navigation controller over a home
/// screen, alerts shown the way its ``PopupStrategyName`` says, and a ledger of every alert.
@MainActor
final class PopupStormApp {
  let world: Headless.World
  let strategy: PopupStrategyName
  let window: UIWindow
  let navigation: UINavigationController
  let home = UIViewController()
  let ledger = PopupLedger()
  /// Brackets the navigation controller's pushes and pops (its delegate).
  let pages = PageTransitionWatch()
  /// The classic serial worker, for ``PopupStrategyName/semaphore``.
  private(set) lazy var worker = SemaphoreAlertWorker(app: self)

  init(world: Headless.World, strategy: PopupStrategyName) {
    self.world = world
    self.strategy = strategy
    navigation =
      strategy == .baton
      ? BatonNavigationController(rootViewController: home)
      : UINavigationController(rootViewController: home)
    window = UIWindow(windowScene: world.makeWindowScene())
    window.rootViewController = navigation
    navigation.delegate = pages
    if strategy == .baton {
      let environment = BatonEnvironment(
        scheduler: world.scheduler,
        configuration: Lane.Configuration(),
        options: BatonOptions(),
        diagnostics: DiagnosticsCenter()
      )
      _ = try? BatonLanes.makeLane(for: window, environment: environment)
    }
    window.makeKeyAndVisible()
  }

  /// Ends the app: its lane, if it has one, ends with it.
  func end() {
    if strategy == .baton { BatonLanes.endLane(for: window) }
  }

  /// Whether a page transition runs now.
  var isTransitioning: Bool { pages.isTransitioning }

  /// The alerts on screen, bottom first.
  var visibleAlerts: [UIAlertController] {
    var alerts: [UIAlertController] = []
    var presented = navigation.presentedViewController
    while let current = presented {
      if let alert = current as? UIAlertController { alerts.append(alert) }
      presented = current.presentedViewController
    }
    return alerts
  }

  /// Whether the app has alerts waiting for their turn.
  var hasPendingAlerts: Bool {
    switch strategy {
    case .raw: false
    case .semaphore: worker.hasWork
    case .baton: window.baton.popups.queue.pendingCount > 0
    }
  }

  /// Handles one event.
  func handle(_ event: PopupStormEvent) {
    switch event {
    case .push: push()
    case .pop: pop()
    case .alert(let alert): request(alert)
    case .answer: answer()
    case .background: world.sendAppToBackground()
    case .foreground: world.bringAppToForeground()
    case .logOut: logOut()
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

  private func request(_ alert: PopupStormAlert) {
    let entry = ledger.open(alert)
    switch strategy {
    case .raw: present(entry)
    case .semaphore: worker.enqueue(entry)
    case .baton:
      window.baton.popups.alert(
        title: alert.key,
        actions: [PopupAlertAction("OK")],
        key: alert.key,
        priority: alert.priority,
        scope: alert.homeOnly ? .screen(PopupScreen(home)) : .anywhere
      ) { [ledger] _ in ledger.record(outcomeOf: entry) }
    }
  }

  /// Presents `entry`'s alert at once from the window's root, as most apps write it; its
  /// button's handler records the outcome and then calls `onAnswer`.
  func present(_ entry: PopupLedger.Entry, onAnswer: (@MainActor () -> Void)? = nil) {
    let alert = UIAlertController(title: entry.alert.key, message: nil, preferredStyle: .alert)
    alert.addAction(
      UIAlertAction(title: "OK", style: .default) { [ledger] _ in
        ledger.record(outcomeOf: entry)
        onAnswer?()
      }
    )
    ledger.attach(alert, to: entry)
    navigation.present(alert, animated: true, completion: nil)
  }

  private func answer() {
    guard let alert = visibleAlerts.last, let action = alert.actions.first else { return }
    world.tap(action, in: alert)
  }

  private func logOut() {
    switch strategy {
    case .baton:
      window.baton.popups.queue.cancelAll()
      navigation.baton.pop(to: home, animated: false)
    case .raw, .semaphore:
      // The usual handler: dismiss whatever is presented, back to the root. The dismissed
      // alert's button handler never runs (no outcome; the semaphore is never signalled).
      if navigation.presentedViewController != nil {
        navigation.dismiss(animated: false, completion: nil)
      }
      if navigation.viewControllers.count > 1 {
        navigation.popToRootViewController(animated: false)
      }
    }
  }
}
