import Baton
import BatonUIKit
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Shows an app's alerts the way its ``PopupStrategyName`` says, records them in a
/// ``PopupLedger``, and answers and cancels them: the one copy of the pop-up strategies, used by
/// the focused pop-up storm, the main storm and the scenarios.
@MainActor
final class PopupDriver {
  let strategy: PopupStrategyName
  let ledger: PopupLedger
  private weak var stageReference: (any PopupStage)?
  /// The world's page transitions, for ``isPageTransitioning``.
  let pages: PageTransitionCounter
  /// The classic serial worker, for ``PopupStrategyName/semaphore``.
  private(set) lazy var worker = SemaphoreAlertWorker(driver: self, scheduler: world.scheduler)
  let world: Headless.World

  /// Drives the pop-ups of `stage` with `strategy`, recording them in `ledger`.
  init(stage: any PopupStage, strategy: PopupStrategyName, ledger: PopupLedger) {
    self.strategy = strategy
    self.ledger = ledger
    stageReference = stage
    world = stage.world
    pages = PageTransitionCounter(world: stage.world)
  }

  /// The app, while it lives.
  var stage: (any PopupStage)? { stageReference }

  /// Whether a page transition runs now.
  var isPageTransitioning: Bool { pages.isTransitioning }

  /// Whether the app is foreground-active.
  var isAppActive: Bool { world.application.applicationState == .active }

  /// Whether a pop-up that could be shown now waits: for Baton, an open request (no outcome)
  /// not on screen whose scope is visible; for the semaphore worker, anything queued or a
  /// worker waiting on its semaphore (it ignores scopes); never for raw (it has no queue).
  func hasShowablePopupWaiting(visibleAnywhere: Int, visibleHomeOnly: Int) -> Bool {
    switch strategy {
    case .raw: return false
    case .semaphore: return worker.hasWork
    case .baton:
      if ledger.openAnywhere - visibleAnywhere > 0 { return true }
      return stage?.isHomeVisible == true && ledger.openHomeOnly - visibleHomeOnly > 0
    }
  }

  /// Asks for `alert`.
  @discardableResult
  func request(_ alert: PopupStormAlert) -> PopupLedger.Entry {
    let entry = ledger.open(alert)
    switch strategy {
    case .raw: present(entry)
    case .semaphore: worker.enqueue(entry)
    case .baton: enqueue(entry)
    }
    return entry
  }

  private func enqueue(_ entry: PopupLedger.Entry) {
    guard let stage else { return }
    let alert = entry.alert
    let presenter = AlertPopupPresenter(
      window: stage.window,
      title: alert.key,
      message: PopupLedger.message(of: entry),
      actions: [PopupAlertAction("OK")]
    )
    let request = PopupRequest(
      key: alert.key,
      priority: alert.priority,
      scope: alert.homeOnly ? .screen(PopupScreen(stage.homeScreen)) : .anywhere,
      navigation: alert.yields ? .yieldsToNavigation : .blocksNavigation,
      preemption: PopupPreemption(preempts: alert.preempts),
      expectedAnimationDuration: Self.animationDuration,
      presenter: presenter
    )
    stage.window.baton.popups.show(request) { [ledger] outcome in
      ledger.record(Self.name(of: outcome), of: entry)
    }
  }

  /// An alert's show or hide, as Baton's own `alert(…)` expects it.
  static let animationDuration: TimeInterval = 0.5

  /// Presents `entry`'s alert at once from the top of the presented chain, as most apps write
  /// it; its button's handler records the outcome and then calls `onAnswer`.
  func present(_ entry: PopupLedger.Entry, onAnswer: (@MainActor () -> Void)? = nil) {
    guard let stage else { return }
    let alert = UIAlertController(
      title: entry.alert.key,
      message: PopupLedger.message(of: entry),
      preferredStyle: .alert
    )
    alert.addAction(
      UIAlertAction(title: "OK", style: .default) { [ledger] _ in
        ledger.record("dismissed", of: entry)
        onAnswer?()
      }
    )
    stage.topPresenter.present(alert, animated: true, completion: nil)
  }

  /// The user taps the first button of the top-most alert, if any; `false` when none shows.
  ///
  /// Like UIKit, which ignores touches while a transition animates, the tap does nothing while
  /// the alert animates in or out, and an alert takes one tap: a `UIAlertController` takes one
  /// choice, while the model may defer (or, during another presentation, drop: F6) the
  /// dismissal that choice starts, and a second tap there would run the handler twice.
  @discardableResult
  func answer() -> Bool {
    guard let alert = stage?.visibleAlerts.last, let action = alert.actions.first,
      !alert.isBeingPresented, !alert.isBeingDismissed
    else { return false }
    let entry = ledger.entry(for: alert)
    guard entry?.tapped != true else { return false }
    entry?.tapped = true
    return world.tap(action, in: alert)
  }

  /// A forced log-out: every pop-up is cancelled (Baton) or the alert on screen is dismissed
  /// without its handler (raw and semaphore: no outcome; the semaphore is never signalled),
  /// then the app's pages go back to their roots.
  func logOut() {
    guard let stage else { return }
    switch strategy {
    case .baton:
      stage.window.baton.popups.queue.cancelAll()
    case .raw, .semaphore:
      if let alert = stage.visibleAlerts.first, let presenting = alert.presentingViewController {
        presenting.dismiss(animated: false, completion: nil)
      }
    }
    stage.logOutPages()
  }

  /// The lab's name of a Baton outcome, as scenarios spell it.
  static func name(of outcome: PopupOutcome) -> String {
    switch outcome {
    case .dismissed: "dismissed"
    case .skipped: "skipped"
    case .expired: "expired"
    case .capped: "capped"
    case .preempted: "preempted"
    case .cancelled: "cancelled"
    case .dropped: "dropped"
    case .timedOut: "timed-out"
    }
  }
}
