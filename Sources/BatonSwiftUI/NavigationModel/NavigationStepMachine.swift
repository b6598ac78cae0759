/// The control logic of a ``NavigationDriver``'s step request: whether one is in the lane, and
/// the step it runs once its turn came.
///
/// A pure value, like the lane's and the pop-up queue's machines: each event is a `mutating`
/// method that moves ``state`` and returns what the driver does. The running step is the
/// running state's payload (the driver keeps no copy of it beside the machine), and the
/// machine's tests use any value as the step.
///
/// States:
/// - ``State/idle``: no step request in the lane; the driver may submit one.
/// - ``State/waiting``: a step request is in the lane and has not started.
/// - ``State/running(_:)``: the request's turn came and it runs the given step.
struct NavigationStepMachine<Step> {
  /// Where the step request is.
  enum State {
    /// No step request in the lane.
    case idle
    /// A step request waits in the lane.
    case waiting
    /// The step request runs the given step.
    case running(Step)
  }

  /// What the driver does with a step it would submit.
  enum SubmitAction: Hashable, Sendable {
    /// Submit it to the lane.
    case submit
    /// A step request is already in the lane; it plans again when it ends.
    case alreadyRequested
  }

  /// What the driver does when the lane starts its request.
  enum StartAction: Hashable, Sendable {
    /// Hand the step to the renderer.
    case render
    /// No request waits: the lane started one the driver does not know (finish it unrun).
    case rejected
  }

  /// What the driver does when its request ends.
  enum EndAction {
    /// The given step ran and ended: report it, then plan again.
    case stepFinished(Step)
    /// The request ended before it started (dropped, cancelled): report it, then plan again.
    case stepNotRun
    /// No request was in the lane: nothing.
    case rejected
  }

  /// The current state.
  private(set) var state: State = .idle

  /// Whether no step request is in the lane.
  var isIdle: Bool {
    if case .idle = state { return true }
    return false
  }

  /// The driver would submit a step request.
  mutating func submit() -> SubmitAction {
    switch state {
    case .idle:
      state = .waiting
      return .submit
    case .waiting, .running:
      return .alreadyRequested
    }
  }

  /// The lane started the request; it runs `step`.
  mutating func start(_ step: Step) -> StartAction {
    switch state {
    case .waiting:
      state = .running(step)
      return .render
    case .idle, .running:
      return .rejected
    }
  }

  /// The lane ended the request, whatever its outcome.
  mutating func end() -> EndAction {
    switch state {
    case .running(let step):
      state = .idle
      return .stepFinished(step)
    case .waiting:
      state = .idle
      return .stepNotRun
    case .idle:
      return .rejected
    }
  }
}

extension NavigationStepMachine: Sendable where Step: Sendable {}
extension NavigationStepMachine.State: Sendable where Step: Sendable {}
extension NavigationStepMachine.EndAction: Sendable where Step: Sendable {}

#if DEBUG
  // Compared by the machine's tests only. Generic conformances cost code an app would link
  // for comparisons it never makes (about 23 KB with -Osize), so release builds leave them out.
  extension NavigationStepMachine.State: Equatable where Step: Equatable {}
  extension NavigationStepMachine.State: Hashable where Step: Hashable {}
  extension NavigationStepMachine.EndAction: Equatable where Step: Equatable {}
  extension NavigationStepMachine.EndAction: Hashable where Step: Hashable {}
#endif
