import Baton
import Foundation

/// A deep link an interceptor holds until a gate opens (see `RouteDecision.hold(until:)`).
///
/// A value without closures or controllers, `Codable` so that an app can keep the links still
/// held across a relaunch (``HeldLinks/links`` to save, ``HeldLinks/restore(_:)`` to load).
public struct HeldLink: Equatable, Sendable, Codable, Identifiable {
  /// The link's identity, kept across a relaunch.
  public let id: UUID
  /// The URL first asked for, before any redirect; it is opened again from the start.
  public let url: String
  /// The gate the link waits for, as the interceptor named it (for example `"login"`).
  public internal(set) var gate: String
  /// How the screen is shown once the link opens.
  public let action: RouteAction
  /// Whether UIKit animates the transition once the link opens.
  public let animated: Bool
  /// When the link was held.
  public let heldAt: Date
  /// When the link expires if its gate has not opened by then.
  public let expiresAt: Date

  /// Creates a held link.
  ///
  /// - Parameters:
  ///   - id: The link's identity.
  ///   - url: The URL to open.
  ///   - gate: The gate it waits for.
  ///   - action: How the screen is shown.
  ///   - animated: Whether UIKit animates the transition.
  ///   - heldAt: When the link was held.
  ///   - expiresAt: When it expires.
  public init(
    id: UUID = UUID(),
    url: String,
    gate: String,
    action: RouteAction = .automatic,
    animated: Bool = true,
    heldAt: Date,
    expiresAt: Date
  ) {
    self.id = id
    self.url = url
    self.gate = gate
    self.action = action
    self.animated = animated
    self.heldAt = heldAt
    self.expiresAt = expiresAt
  }

  /// Whether the link has expired at `date`.
  ///
  /// - Parameter date: The time to check.
  /// - Returns: Whether `date` is at or after ``expiresAt``.
  public func isExpired(at date: Date) -> Bool { date >= expiresAt }
}

/// How a held link ended: every held link ends exactly once.
public enum HeldLinkOutcome: Equatable, Sendable {
  /// Its gate opened and the link was opened again: the screen's lane request was submitted,
  /// and its `TransitionOutcome` goes to the `completion` given to `open`.
  case opened
  /// Its gate did not open before ``HeldLink/expiresAt``.
  case expired
  /// A newer link replaced it (see ``HeldLinks/NewerLinkRule``), or the same URL was held again.
  case replaced
  /// More links were held than ``HeldLinks/limit``: the oldest ends so.
  case overflowed
  /// The app cancelled it (``HeldLinkTicket/cancel()`` or ``HeldLinks/cancelAll()``).
  case cancelled
  /// Its gate opened, but opening it again failed (no match, rejected, no presenter, held for the
  /// same gate again, …).
  case failed(RouteError)

  /// What the `completion` given to `open` receives for a link that ends this way.
  ///
  /// ``opened`` is not mapped here: the lane's outcome for the screen is delivered instead.
  /// ``replaced`` and ``overflowed`` map to `.dropped(.superseded)`, ``expired`` and
  /// ``cancelled`` to `.cancelled`, ``failed(_:)`` to `.dropped(.invalid(.other(_:)))` with the
  /// error's description.
  public var transitionOutcome: TransitionOutcome {
    switch self {
    case .opened: .completed
    case .replaced, .overflowed: .dropped(.superseded)
    case .expired, .cancelled: .cancelled
    case .failed(let error): .dropped(.invalid(.other(error.description)))
    }
  }
}
