import Baton
import Foundation

/// Builds every lane request the adapter makes, so that each starts with the same check: a
/// request whose window went away while it waited ends `windowGone`, and so does everything
/// else its lane holds.
@MainActor
enum AdapterRequest {
  static func make(
    kind: TransitionKind,
    label: String,
    policy: LanePolicy,
    expectedDuration: TimeInterval,
    identity: TransitionIdentity? = nil,
    context: LaneContext,
    validate: @escaping @MainActor () -> DropReason? = { nil },
    perform: @escaping @MainActor (RunningTransition) -> Void
  ) -> TransitionRequest {
    TransitionRequest(
      kind: kind,
      label: label,
      policy: policy,
      expectedDuration: expectedDuration,
      identity: identity,
      validate: { context.endIfWindowGone() ? .windowGone : validate() },
      perform: perform
    )
  }
}
