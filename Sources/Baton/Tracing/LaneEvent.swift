import Foundation

/// Something that happened to a request on a ``Lane``, for logs, traces and metrics.
///
/// Every request produces `requested`, then `queued` if it waited, then `started` if it ran,
/// and always exactly one `finished` carrying its outcome.
public struct LaneEvent: Sendable, Equatable {
  /// The step in a request's life.
  public enum Phase: Sendable, Equatable {
    /// The request was made.
    case requested
    /// The request joined the pending queue.
    case queued
    /// The request went in flight.
    case started
    /// The request ended with the given outcome.
    case finished(TransitionOutcome)
  }

  /// The step.
  public var phase: Phase
  /// The request.
  public var requestID: RequestID
  /// What the transition does.
  public var kind: TransitionKind {
    get { subject.kind }
    set { subject = .values(Subject(kind: newValue, label: label, laneName: laneName)) }
  }
  /// The request's readable name.
  public var label: String {
    get { subject.label }
    set { subject = .values(Subject(kind: kind, label: newValue, laneName: laneName)) }
  }
  /// The lane's name.
  public var laneName: String {
    get { subject.laneName }
    set { subject = .values(Subject(kind: kind, label: label, laneName: newValue)) }
  }
  /// When it happened, on the lane's scheduler clock, in seconds.
  public var time: TimeInterval

  /// Where ``kind``, ``label`` and ``laneName`` are kept.
  ///
  /// A lane's events refer to the request's ticket, which holds all three and never changes
  /// them: building and dropping an event then retains and releases one object instead of
  /// copying two strings and a kind.
  private var subject: Storage

  /// Creates an event.
  ///
  /// - Parameters:
  ///   - phase: The step.
  ///   - requestID: The request.
  ///   - kind: What the transition does.
  ///   - label: The request's readable name.
  ///   - laneName: The lane's name.
  ///   - time: When it happened, on the lane's scheduler clock.
  public init(
    phase: Phase,
    requestID: RequestID,
    kind: TransitionKind,
    label: String,
    laneName: String,
    time: TimeInterval
  ) {
    self.phase = phase
    self.requestID = requestID
    self.subject = .values(Subject(kind: kind, label: label, laneName: laneName))
    self.time = time
  }

  /// An event of the request `ticket` holds, on its lane.
  init(phase: Phase, ticket: TransitionTicket, time: TimeInterval) {
    self.phase = phase
    self.requestID = ticket.id
    self.subject = .ticket(ticket)
    self.time = time
  }

  /// Whether two events are the same step of the same request, by value.
  ///
  /// - Parameters:
  ///   - lhs: An event.
  ///   - rhs: Another event.
  /// - Returns: `true` when every property is equal.
  public static func == (lhs: LaneEvent, rhs: LaneEvent) -> Bool {
    lhs.phase == rhs.phase && lhs.requestID == rhs.requestID && lhs.kind == rhs.kind
      && lhs.label == rhs.label && lhs.laneName == rhs.laneName && lhs.time == rhs.time
  }
}

extension LaneEvent: CustomReflectable {
  /// The event's properties, as the struct it has always printed as.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "phase": phase as Any,
        "requestID": requestID,
        "kind": kind,
        "label": label,
        "laneName": laneName,
        "time": time,
      ],
      displayStyle: .struct
    )
  }
}

extension LaneEvent {
  /// Where an event's kind, label and lane name come from.
  private enum Storage: Sendable {
    /// The ticket of the request, which holds them (see ``TransitionTicket/kind``).
    case ticket(TransitionTicket)
    /// Given by the caller, or changed after the event was made.
    case values(Subject)

    var kind: TransitionKind {
      switch self {
      case .ticket(let ticket): ticket.kind
      case .values(let values): values.kind
      }
    }

    var label: String {
      switch self {
      case .ticket(let ticket): ticket.label
      case .values(let values): values.label
      }
    }

    var laneName: String {
      switch self {
      case .ticket(let ticket): ticket.link.laneName
      case .values(let values): values.laneName
      }
    }
  }

  /// An event's kind, label and lane name, set by the caller.
  private final class Subject: Sendable {
    let kind: TransitionKind
    let label: String
    let laneName: String

    init(kind: TransitionKind, label: String, laneName: String) {
      self.kind = kind
      self.label = label
      self.laneName = laneName
    }
  }
}
