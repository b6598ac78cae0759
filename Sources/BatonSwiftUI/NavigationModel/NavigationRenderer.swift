import Baton

/// What hands a ``NavigationDriver``'s steps to SwiftUI and reports when SwiftUI has shown them.
///
/// The SwiftUI glue sets its bindings to the step's ``NavigationStep/target`` in one update and
/// calls `completion` on the completion signal the step's kind calls for: the appearing
/// screen's or layer's probe (`viewDidAppear`), a layer's `onDismiss`, the alert's appearance,
/// the end of the alert's dismissal (a ``NavigationStep/Kind/hideAlert(_:)`` whose target has
/// no alert to take off: the user's answer already did, and the step waits for it to end).
/// Never on a timer: when no signal comes, the lane's watchdog ends the step.
@MainActor
public protocol NavigationRenderer<Route>: AnyObject {
  /// The app's route type.
  associatedtype Route: Hashable & Sendable

  /// Applies `step` in one SwiftUI update and calls `completion` once SwiftUI has shown it.
  ///
  /// - Parameters:
  ///   - step: The step; its target is the whole state to give SwiftUI.
  ///   - completion: Call once, on the main actor, on the step's completion signal.
  func render(_ step: NavigationStep<Route>, completion: @escaping @MainActor () -> Void)
}

/// What a ``NavigationDriver`` reports as it works.
public enum NavigationDriverEvent<Route: Hashable & Sendable>: Hashable, Sendable {
  /// A step was handed to the renderer.
  case stepStarted(NavigationStep<Route>)
  /// A step's request ended with this outcome (``TransitionOutcome/timedOut`` when the renderer
  /// never signalled).
  case stepFinished(NavigationStep<Route>, TransitionOutcome)
  /// A request for a step ended without running one (dropped or cancelled by the lane, or
  /// nothing was left to do when its turn came).
  case stepNotRun(TransitionOutcome)
  /// A write from SwiftUI was received, with what the model did with it.
  case write(NavigationWrite, NavigationWriteOutcome)
  /// The alert's pop-up ended with this outcome: answered (``PopupOutcome/dismissed(_:)``),
  /// cancelled by a newer alert or a dismissal, or ended by the queue.
  case alertEnded(NavigationElementID, PopupOutcome)
}
