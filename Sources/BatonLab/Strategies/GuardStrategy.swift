import Baton
import BatonTesting
import BatonUIKit
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Plain UIKit call sites everywhere, as ``RawStrategy`` makes them, with Baton's app-wide
/// guard installed at launch (`BatonGuard.install()`): the zero-change adoption.
///
/// Every push, pop, present and dismiss the app makes goes through the window's lane without a
/// call site changed; its pop-ups are plain `UIAlertController` presents, which the guard turns
/// into pop-ups on the window's queue. The app reads no outcome (its call sites return
/// nothing); the lab follows each call's lane request through the lane's events, so that a call
/// the guard queued counts from when it starts, and one it dropped (a double tap's second push)
/// has its outcome rather than counting as lost.
@MainActor
final class GuardStrategy: RawStrategy {
  private let probe: LabProbe
  private var installedLane: Lane?
  private var observation: ObservationToken?
  /// The app's observer of Baton's diagnostics: how a plain call the guard dropped outside the
  /// window's lane (a present from a page that has left the window) reaches the app.
  private var diagnosticsObservation: ObservationToken?
  /// The call being made now: its intent, or the stack it resets.
  private var submitting: Submission?
  /// The lane requests of the app's calls, until their outcome.
  private var requests: [RequestID: Submission] = [:]
  /// Tells the duplicates the lane drops rightly from the destinations it should not drop, as
  /// for ``BatonStrategy``.
  private let duplicates = DuplicateDropWatch()

  private enum Submission {
    case intent(Intent?, Destination?)
    case reset(UINavigationController)
  }

  /// A push or present the lane may drop as a duplicate, with where it went.
  private struct Destination {
    let ticket: DuplicateDropWatch.Ticket
    /// The stack a push went onto; nil for a presentation.
    weak var stack: UINavigationController?
  }

  /// Runs the window's lane on the world's virtual clock, as ``BatonStrategy`` does (an app's
  /// lanes run on the main queue).
  init(probe: LabProbe, scheduler: VirtualScheduler) {
    self.probe = probe
    BatonEnvironment.default.scheduler = scheduler
    // The same launch option the lab's Baton app sets (see ``BatonStrategy``): its screen graph
    // never pushes a page over one showing the same destination. A setting at launch, beside
    // `BatonGuard.install()`; no call site changes.
    BatonEnvironment.default.options.dropsPushOfScreenTypeOnTop = true
    super.init(probe: probe)
  }

  /// The diagnostics center outlives every life: its observer goes with the strategy's.
  isolated deinit {
    diagnosticsObservation?.cancel()
  }

  override func install(window: UIWindow, stacks: [UINavigationController]) {
    BatonGuard.install()
    let lane = BatonLanes.lane(for: window)
    installedLane = lane
    observation?.cancel()
    observation = lane.addObserver { [weak self] event in self?.laneDidReport(event) }
    diagnosticsObservation?.cancel()
    diagnosticsObservation = BatonEnvironment.default.diagnostics.addObserver {
      [weak self] diagnostic in self?.diagnosticReported(diagnostic)
    }
  }

  /// A present from a page that has left the window goes to no window's lane: the guard drops
  /// it there with a `presenterUnavailable` diagnostic, inside the app's call.
  private func diagnosticReported(_ diagnostic: Diagnostic) {
    guard diagnostic.code == .presenterUnavailable, case .intent(let intent?, _) = submitting
    else { return }
    probe.reportOutcome(
      intent,
      completed: false,
      description: "presenterUnavailable",
      label: "present"
    )
  }

  override var lane: Lane? { installedLane }

  override func push(
    _ screen: UIViewController,
    on stack: UINavigationController,
    animated: Bool,
    intent: Intent?
  ) {
    let destination = Destination(
      ticket: duplicates.requested(screen, onto: stack),
      stack: stack
    )
    making(.intent(intent, destination)) {
      stack.pushViewController(screen, animated: animated)
    }
  }

  override func pop(from screen: UIViewController, intent: Intent?) {
    guard let stack = screen.navigationController else { return }
    making(intent.map { .intent($0, nil) }) { stack.popViewController(animated: true) }
  }

  override func popToRoot(_ stack: UINavigationController, animated: Bool) {
    making(.reset(stack)) { stack.popToRootViewController(animated: animated) }
  }

  override func present(
    _ screen: UIViewController,
    from presenter: UIViewController,
    intent: Intent?
  ) {
    let destination = lane.map {
      Destination(ticket: duplicates.requested(screen, onto: $0), stack: nil)
    }
    making(.intent(intent, destination)) {
      presenter.present(screen, animated: true) { [weak probe] in probe?.completionRan(intent) }
    }
  }

  override func dismiss(_ screen: UIViewController, animated: Bool, intent: Intent?) {
    making(intent.map { .intent($0, nil) }) { screen.dismiss(animated: animated) }
  }

  /// Makes a plain UIKit call, noting which lane request the guard turns it into.
  private func making(_ submission: Submission?, _ call: () -> Void) {
    submitting = submission
    call()
    // A call the guard did not route (not the window's lane) ends its duplicate watch now.
    if case .intent(_, let destination?) = submitting {
      _ = duplicates.ended(destination.ticket, wasDuplicate: false, top: nil)
    }
    submitting = nil
  }

  private func laneDidReport(_ event: LaneEvent) {
    switch event.phase {
    case .requested:
      guard let submission = submitting else { return }
      submitting = nil
      requests[event.requestID] = submission
    case .queued:
      probe.stranded.requestQueued(event.requestID, at: event.time)
    case .started:
      probe.stranded.requestLeftQueue(event.requestID, at: event.time)
      switch requests[event.requestID] {
      case .intent(let intent, _): intent.map(probe.markIssued)
      case .reset(let stack): probe.removals.beginReset(of: stack)
      case nil: break
      }
    case .finished(let outcome):
      probe.stranded.requestLeftQueue(event.requestID, at: event.time)
      switch requests.removeValue(forKey: event.requestID) {
      case .intent(let intent, let destination):
        if let destination {
          duplicates.end(
            destination.ticket,
            with: outcome,
            top: destination.stack?.topViewController,
            countingIn: probe
          )
        }
        // A completed call is judged by its effect, as a plain call is; one the guard ended
        // otherwise has that outcome.
        guard let intent, outcome != .completed else { break }
        probe.reportOutcome(
          intent,
          completed: false,
          description: OutcomeText.describe(outcome),
          label: event.label
        )
      case .reset(let stack):
        probe.removals.endReset(of: stack)
      case nil:
        break
      }
    }
  }
}
