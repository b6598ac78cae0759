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
  /// The classic apps' last home tip request, until it has an outcome: the home page's flag.
  private var homeTip: PopupLedger.Entry?
  /// The peer library, for ``PopupStrategyName/swiftmessages`` and
  /// ``PopupStrategyName/swiftentrykit``.
  private(set) var peer: (any PeerPopups)?

  /// Drives the pop-ups of `stage` with `strategy`, recording them in `ledger`.
  init(stage: any PopupStage, strategy: PopupStrategyName, ledger: PopupLedger) {
    self.strategy = strategy
    self.ledger = ledger
    stageReference = stage
    world = stage.world
    pages = PageTransitionCounter(world: stage.world)
    peer = PeerPopupsFactory.make(strategy, stage: stage, ledger: ledger)
  }

  /// The pop-ups on screen, bottom first: those in the app's presented chain, then those in a
  /// peer library's own window.
  var visiblePopups: [UIViewController] {
    let presented = stage?.visiblePopups ?? []
    guard let peer else { return presented }
    return presented + peer.visiblePopups
  }

  /// The app, while it lives.
  var stage: (any PopupStage)? { stageReference }

  /// Whether a page transition runs now.
  var isPageTransitioning: Bool { pages.isTransitioning }

  /// Whether the app is foreground-active.
  var isAppActive: Bool { world.application.applicationState == .active }

  /// Whether a pop-up that could be shown now waits: for Baton, an open request (no outcome)
  /// not on screen whose scope is visible; for the semaphore worker, anything queued or a
  /// worker waiting on its semaphore (it ignores scopes); for a peer library, anything in its
  /// queue (it ignores scopes); never for raw (it has no queue).
  ///
  /// Baton's queue shows nothing during a page transition, by design (`popupsDuringTransition`
  /// 0): while one runs, a pop-up on its lane waits its turn behind it and is not showable
  /// now (an open-close burst's twenty transitions hold it for seconds).
  func hasShowablePopupWaiting(visibleAnywhere: Int, visibleHomeOnly: Int) -> Bool {
    switch strategy {
    case .raw: return false
    case .semaphore: return worker.hasWork
    case .swiftmessages, .swiftentrykit: return peer?.hasQueuedPopups ?? false
    case .baton:
      if isPageTransitioning { return false }
      if ledger.openAnywhere - visibleAnywhere > 0 { return true }
      return stage?.isHomeVisible == true && ledger.openHomeOnly - visibleHomeOnly > 0
    }
  }

  /// Asks for `alert`.
  @discardableResult
  func request(_ alert: PopupStormAlert) -> PopupLedger.Entry {
    let entry = ledger.open(alert)
    if strategy != .baton, alert.homeOnly {
      // The home page's code asks for its tip once until it is answered, as a real page does
      // with a flag; Baton's app gets the same from the queue's key.
      if let asked = homeTip, asked.outcome == nil {
        ledger.record(Self.alreadyAsked, of: entry)
        return entry
      }
      homeTip = entry
    }
    switch strategy {
    case .raw: present(entry)
    case .semaphore: worker.enqueue(entry)
    case .baton: enqueue(entry)
    case .swiftmessages, .swiftentrykit: peer?.request(entry)
    }
    return entry
  }

  /// The outcome the classic apps record for a tip asked while theirs waits for its answer.
  nonisolated static let alreadyAsked = "already asked"

  /// Baton's way: the window's queue shows the alert (`AlertPopupPresenter`) or the pop-up
  /// screen (`ControllerPopupPresenter`, the screen closing itself with its own
  /// `dismiss(animated:)`), and goes by itself with the request's `autoDismissAfter`.
  private func enqueue(_ entry: PopupLedger.Entry) {
    guard let stage else { return }
    let alert = entry.alert
    let presenter: any PopupPresenter =
      alert.isScreen
      ? ControllerPopupPresenter(makeScreen(for: entry), window: stage.window)
      : AlertPopupPresenter(
        window: stage.window,
        title: alert.key,
        message: PopupLedger.message(of: entry),
        actions: [PopupAlertAction("OK")]
      )
    let request = PopupRequest(
      key: alert.key,
      priority: alert.priority,
      scope: alert.homeOnly ? .screen(PopupScreen(stage.homeScreen)) : .anywhere,
      autoDismissAfter: alert.autoDismissAfter,
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

  /// `entry`'s pop-up screen, closing itself as its alert says.
  private func makeScreen(for entry: PopupLedger.Entry) -> PopupScreenController {
    PopupScreenController(
      number: entry.number,
      key: entry.alert.key,
      closesAfter: entry.alert.closesAfter,
      scheduler: world.scheduler
    )
  }

  /// Presents `entry`'s alert or pop-up screen at once: the home tip from the home page, as the
  /// home page's code does, anything else from the top of the presented chain.
  ///
  /// As most apps write it: its button's handler (the screen's close button) records the
  /// outcome and then calls `onAnswer`. One that goes by itself gets the app's own timer (see
  /// ``startAutoDismissTimer(_:of:after:onAnswer:)``) once its presentation has ended.
  func present(_ entry: PopupLedger.Entry, onAnswer: (@MainActor () -> Void)? = nil) {
    guard let stage else { return }
    let popup: UIViewController
    if entry.alert.isScreen {
      let screen = makeScreen(for: entry)
      screen.onClose = { [ledger] in
        ledger.record("dismissed", of: entry)
        onAnswer?()
      }
      popup = screen
    } else {
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
      popup = alert
    }
    // The home page's own code shows its tip; the rest is shown over whatever is on top.
    let presenter = entry.alert.homeOnly ? stage.homeScreen : stage.topPresenter
    guard let delay = entry.alert.autoDismissAfter else {
      return presenter.present(popup, animated: true, completion: nil)
    }
    presenter.present(popup, animated: true) { [weak self, weak popup] in
      guard let popup else { return }
      self?.startAutoDismissTimer(popup, of: entry, after: delay, onAnswer: onAnswer)
    }
  }

  /// The auto-dismissal apps write for a toast or a promotion: after `delay`, if the pop-up is
  /// still presented, record it as auto-dismissed, `dismiss(animated: true)` it and move on.
  ///
  /// A pop-up already leaving (the user's tap, the screen closing itself) is still presented
  /// until its dismissal ends: the timer then dismisses a second time (UIKit refuses it, F6)
  /// and records a second outcome; for an alert, that outcome comes first and the tapped
  /// button's comes after it (``PopupStormMetrics/tapsLostToAutoDismiss``).
  private func startAutoDismissTimer(
    _ popup: UIViewController,
    of entry: PopupLedger.Entry,
    after delay: TimeInterval,
    onAnswer: (@MainActor () -> Void)?
  ) {
    world.scheduler.run(after: delay) { [weak popup, ledger] in
      guard let popup, popup.presentingViewController != nil else { return }
      ledger.record(PopupLedger.autoDismissed, of: entry)
      popup.dismiss(animated: true, completion: nil)
      onAnswer?()
    }
  }

  /// The user taps the first button of the top-most alert, if any; `false` when none shows.
  ///
  /// Like UIKit, which ignores touches while a transition animates, the tap does nothing while
  /// the alert animates in or out, and an alert takes one tap: a `UIAlertController` takes one
  /// choice, while the model may defer (or, during another presentation, drop: F6) the
  /// dismissal that choice starts, and a second tap there would run the handler twice.
  ///
  /// On a pop-up screen, the user taps its close button (``PopupScreenController/close()``); on
  /// a peer library's pop-up, its button (``PeerPopups/tapTopPopup()``).
  @discardableResult
  func answer() -> Bool {
    if let peer, let top = visiblePopups.last, top is PeerPopupController {
      return peer.tapTopPopup()
    }
    guard let popup = stage?.visiblePopups.last else { return false }
    if let screen = popup as? PopupScreenController {
      guard screen.isTappable else { return false }
      ledger.entry(for: screen)?.tapped = true
      screen.close()
      return true
    }
    guard let alert = popup as? UIAlertController, let action = alert.actions.first,
      !alert.isBeingPresented, !alert.isBeingDismissed
    else { return false }
    let entry = ledger.entry(for: alert)
    guard entry?.tapped != true else { return false }
    entry?.tapped = true
    return world.tap(action, in: alert)
  }

  /// The app dismisses the pop-up on screen itself, outside any queue; `false` when none shows.
  ///
  /// It calls `dismiss(animated: true)` on the controller that presented it, so no button
  /// handler runs (a server says the offer ended, say).
  @discardableResult
  func dismissDirectly() -> Bool {
    if let peer, visiblePopups.last is PeerPopupController { return peer.hideByApp() }
    guard let popup = stage?.visiblePopups.last, let presenting = popup.presentingViewController
    else { return false }
    presenting.dismiss(animated: true, completion: nil)
    return true
  }

  /// A forced log-out: every pop-up is cancelled (Baton), the peer library is asked to hide
  /// everything (``PeerPopups/logOut()``), or the pop-up on screen is dismissed without its
  /// handler (raw and semaphore: no outcome; the semaphore is never signalled), then the app's
  /// pages go back to their roots.
  func logOut() {
    guard let stage else { return }
    switch strategy {
    case .baton:
      stage.window.baton.popups.queue.cancelAll()
    case .swiftmessages, .swiftentrykit:
      peer?.logOut()
    case .raw, .semaphore:
      if let popup = stage.visiblePopups.first, let presenting = popup.presentingViewController {
        presenting.dismiss(animated: false, completion: nil)
      }
    }
    stage.logOutPages()
  }

  /// The lab's name of a Baton outcome, as scenarios spell it.
  static func name(of outcome: PopupOutcome) -> String {
    switch outcome {
    case .dismissed(.autoDismissed): PopupLedger.autoDismissed
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
