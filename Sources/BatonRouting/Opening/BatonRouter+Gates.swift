import Baton
import BatonUIKit
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension BatonRouter {
  /// Opens the links held for `gate` (see `RouteDecision.hold(until:)`), oldest first.
  ///
  /// Call it when the reason for the hold is gone: the user logged in, onboarding finished.
  /// Each link is opened again from the start with `context` (matching and every interceptor
  /// run once more), with the action and animation it was opened with, and ends
  /// ``HeldLinkOutcome/opened`` once its request is submitted; its transition's outcome then goes
  /// to the `completion` given to `open`. A link that fails ends ``HeldLinkOutcome/failed(_:)``
  /// (held again for the same gate counts as a failure: the gate was not open after all); one
  /// held again for another gate moves there and keeps its ticket.
  ///
  /// - Parameters:
  ///   - gate: The gate, as the interceptor named it.
  ///   - context: The value the factories and interceptors receive.
  /// - Returns: The tickets of the links taken, in the order they were opened.
  @discardableResult
  public func openGate(_ gate: String, context: Context) -> [HeldLinkTicket] {
    let due = heldLinks.take(gate: gate)
    for ticket in due {
      let link = ticket.link
      do throws(RouteError) {
        let opening = try open(
          link.url,
          context: context,
          action: link.action,
          animated: link.animated,
          policy: .enqueue,
          holding: false,
          completion: ticket.completion
        )
        ticket.end(.opened, opening: opening)
      } catch {
        if case .rejected(_, .held(let other)) = error, other != gate {
          ticket.move(to: other)
          heldLinks.hold(ticket)
        } else {
          ticket.end(.failed(error))
        }
      }
    }
    return due
  }

  /// Keeps a link an interceptor held, then throws the hold on to the caller of `open`.
  func hold(
    _ url: String,
    gate: String,
    action: RouteAction,
    animated: Bool,
    completion: (@MainActor (TransitionOutcome) -> Void)?
  ) -> RouteError {
    let date = heldLinks.now()
    let link = HeldLink(
      url: url,
      gate: gate,
      action: action,
      animated: animated,
      heldAt: date,
      expiresAt: date.addingTimeInterval(heldLinks.lifetime)
    )
    _ = heldLinks.hold(link, completion: completion)
    return .rejected(url: url, reason: .held(gate: gate))
  }
}

extension BatonRouter where Context == Void {
  /// Opens the links held for `gate`, for a router without context (see
  /// ``openGate(_:context:)``).
  ///
  /// - Parameter gate: The gate, as the interceptor named it.
  /// - Returns: The tickets of the links taken, in the order they were opened.
  @discardableResult
  public func openGate(_ gate: String) -> [HeldLinkTicket] {
    openGate(gate, context: ())
  }
}
