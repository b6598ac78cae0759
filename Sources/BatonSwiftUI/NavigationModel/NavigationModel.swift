import Baton

/// A window's SwiftUI navigation as plain values: what the app asked for and what SwiftUI has been
/// given, kept apart, with a generational identifier on every element.
///
/// - The app changes ``requested`` through the intents (``push(_:)``, ``present(_:style:)``,
///   ``showAlert(_:style:key:priority:navigation:)`` …); nothing reaches SwiftUI directly.
/// - A ``NavigationPlanner`` turns the difference between ``rendered`` and ``requested`` into
///   SwiftUI-safe ``NavigationStep``s; a ``NavigationDriver`` runs them one at a time on a ``Lane``
///   and records each in ``rendered`` as it hands it to SwiftUI.
/// - SwiftUI's own writes to the bindings (back taps, swipes, an alert's `nil`) come back through
///   ``receive(_:)``, which accepts them only when their identifiers match ``rendered``.
///
/// ```swift
/// var model = NavigationModel(root: AppRoute.home)
/// model.push(.detail(42))
/// model.present(.settings, style: .sheet)
/// // model.rendered is still the home screen alone; the driver catches it up step by step.
/// ```
public struct NavigationModel<Route: Hashable & Sendable>: Sendable {
  /// What the app asked for.
  public internal(set) var requested: NavigationState<Route>
  /// What SwiftUI has been given, including a step still animating.
  public internal(set) var rendered: NavigationState<Route>
  /// The step SwiftUI is animating now, if any; the driver sets it as it hands a step over.
  public internal(set) var stepInFlight: NavigationStep<Route>?
  /// The number of the last identifier issued.
  private var lastIssued: UInt64 = 0

  /// Creates a model whose requested and rendered states are the given root screen alone.
  ///
  /// - Parameter root: The root screen of the window's stack.
  public init(root: Route) {
    let base = NavigationStackState(
      root: NavigationEntry(id: NavigationElementID(rawValue: 1), route: root)
    )
    lastIssued = 1
    requested = NavigationState(base: base)
    rendered = requested
  }

  /// Whether SwiftUI shows what the app asked for and nothing is animating.
  public var isSettled: Bool { stepInFlight == nil && rendered == requested }

  /// Issues a fresh identifier; never one issued before.
  mutating func issueID() -> NavigationElementID {
    lastIssued += 1
    return NavigationElementID(rawValue: lastIssued)
  }

  /// Records that `step` has been handed to SwiftUI: ``rendered`` becomes its target.
  ///
  /// - Parameter step: The step the renderer is about to apply.
  package mutating func begin(_ step: NavigationStep<Route>) {
    rendered = step.target
    stepInFlight = step
  }

  /// Records that the step in flight finished animating (or was given up by the watchdog).
  package mutating func endStep() {
    stepInFlight = nil
  }
}
