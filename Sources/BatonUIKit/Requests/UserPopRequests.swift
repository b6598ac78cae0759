import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The user's own pop on the lane — a swipe-back that begins, or a back tap that interrupts a
/// transition on iOS 26 — for ``BatonNavigationController`` and, through the app-wide guard,
/// for a plain navigation controller.
@MainActor
enum UserPopRequests {
  /// Starts the user's pop of `navigation` on the lane: preempting the transition in flight when
  /// `preempting` (the user may interrupt it, iOS 26), otherwise at once ahead of pending work
  /// (dropped `busy` when a transition is in flight, with an `interactivePopRejected`
  /// diagnostic).
  ///
  /// - Parameters:
  ///   - navigation: The stack.
  ///   - kind: `.interactivePop` for the swipe; `.pop` for a back tap (the kind of the pop
  ///     UIKit's back button makes, so that a second tap may interrupt it in turn).
  ///   - label: The request's label.
  ///   - context: The window's lane.
  ///   - preempting: Whether the pop preempts the transition in flight.
  ///   - pop: UIKit's pop, bypassing the lane (what it popped).
  /// - Returns: What UIKit popped, when the pop started inside the call.
  static func start(
    on navigation: UINavigationController,
    kind: TransitionKind,
    label: String,
    in context: LaneContext,
    preempting: Bool,
    pop: @escaping @MainActor () -> [UIViewController]?
  ) -> [UIViewController]? {
    let lane = context.lane
    let scheduler = lane.scheduler
    var popped: [UIViewController]?
    let request = AdapterRequest.make(
      kind: kind,
      label: label,
      policy: .enqueue,
      expectedDuration: kind == .interactivePop
        ? context.options.interactivePopAllowance : NavigationRequests.animatedDuration,
      context: context,
      validate: { RequestValidation.pop(navigation) },
      perform: { running in
        popped = pop()
        TransitionCompletion.track(
          running,
          on: navigation,
          scheduler: scheduler,
          reapplyingGateOf: navigation
        )
      }
    )
    // A released swipe that was going back to where it started ends cancelled when preempted.
    let ticket =
      preempting
      ? lane.startPreempting(
        request,
        inFlightIsCancelling: navigation.transitionCoordinator?.isCancelled ?? false
      )
      : lane.startImmediately(request)
    if case .dropped(let reason)? = ticket.outcome {
      AdapterDiagnostics.report(
        .interactivePopRejected,
        .warning,
        "A \(label) began on \(type(of: navigation)) but the lane refused it (\(reason)); "
          + "the stack is left unchanged.",
        lane: lane,
        requestID: ticket.id
      )
    }
    return popped
  }
}
