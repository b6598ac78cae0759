import Foundation

/// A transition a caller asks a ``Lane`` to run: what it is, how it waits, and how it starts.
///
/// The lane calls ``isSourceAlive`` and then ``validate`` when the request's turn comes (not
/// when it is made: the world may have changed while it waited), then ``perform``, which starts
/// the work and later signals its end through the ``RunningTransition`` handle.
@MainActor
public struct TransitionRequest {
  /// What the transition does.
  public var kind: TransitionKind
  /// A readable name for logs and traces, such as `push DetailViewController`.
  public var label: String
  /// What the lane does when the request cannot start at once.
  public var policy: LanePolicy
  /// How long the transition should take, in seconds; the watchdog allows a multiple of it.
  public var expectedDuration: TimeInterval
  /// What duplicate suppression compares; `nil` opts out of it.
  public var identity: TransitionIdentity?
  /// Checked first when the request's turn comes; `false` drops it with
  /// ``DropReason/sourceGone``.
  public var isSourceAlive: @MainActor () -> Bool
  /// Checked next when the request's turn comes; a reason drops the request with it.
  public var validate: @MainActor () -> DropReason?
  /// Starts the transition.
  ///
  /// It must end it, now or later, through the handle's
  /// ``RunningTransition/finish(_:)``; otherwise the watchdog ends it.
  public var perform: @MainActor (RunningTransition) -> Void
  /// Where a request asked before it reached the lane waits: ahead of requests made later.
  ///
  /// When it has to wait, it is queued ahead of the pending requests made after this one (a
  /// pop-up's hide and the requests made before stay ahead of it), not at the back. `nil` queues
  /// it at the back.
  ///
  /// The pop-up queue sets it on the show of a pop-up that blocks navigation: the pop-up took
  /// its place in the lane when the app asked for it, although its show is submitted on the
  /// queue's next turn.
  package var precedesRequestsAfter: RequestID?

  /// Creates a request.
  ///
  /// - Parameters:
  ///   - kind: What the transition does.
  ///   - label: A readable name; `nil` uses the kind's name.
  ///   - policy: What the lane does when the request cannot start at once.
  ///   - expectedDuration: How long the transition should take, in seconds.
  ///   - identity: What duplicate suppression compares; `nil` opts out.
  ///   - isSourceAlive: Whether the request's source still exists when its turn comes.
  ///   - validate: The start-time check; returns why the request must be dropped, or `nil`.
  ///   - perform: Starts the transition and signals its end through the handle.
  public init(
    kind: TransitionKind,
    label: String? = nil,
    policy: LanePolicy = .enqueue,
    expectedDuration: TimeInterval = 0.35,
    identity: TransitionIdentity? = nil,
    isSourceAlive: @escaping @MainActor () -> Bool = { true },
    validate: @escaping @MainActor () -> DropReason? = { nil },
    perform: @escaping @MainActor (RunningTransition) -> Void
  ) {
    self.kind = kind
    self.label = label ?? kind.description
    self.policy = policy
    self.expectedDuration = expectedDuration
    self.identity = identity
    self.isSourceAlive = isSourceAlive
    self.validate = validate
    self.perform = perform
  }
}
