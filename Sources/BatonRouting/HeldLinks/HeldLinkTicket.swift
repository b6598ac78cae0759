import Baton
import Foundation

/// One held link, from its hold to its ``HeldLinkOutcome``.
///
/// ```swift
/// do {
///   try router.open(url)
/// } catch .rejected(_, .held) {
///   router.heldLinks.ticket(forURL: url)?.onOutcome = { outcome in print(outcome) }
/// }
/// ```
@MainActor
public final class HeldLinkTicket {
  /// The link.
  public private(set) var link: HeldLink
  /// How the link ended, once it has.
  public private(set) var outcome: HeldLinkOutcome?
  /// What the link opened as, once its gate opened and it resolved.
  public private(set) var opening: RouteOpening?
  /// Called once with the outcome; set it while the link is held.
  public var onOutcome: (@MainActor (HeldLinkOutcome) -> Void)?

  /// The `completion` given to `open`, called once: with the lane's outcome when the link
  /// opens, else with the outcome's ``HeldLinkOutcome/transitionOutcome``.
  let completion: (@MainActor (TransitionOutcome) -> Void)?
  weak var store: HeldLinks?

  init(_ link: HeldLink, completion: (@MainActor (TransitionOutcome) -> Void)?) {
    self.link = link
    self.completion = completion
  }

  /// Whether the link is still held.
  public var isHeld: Bool { outcome == nil }

  /// Ends the link ``HeldLinkOutcome/cancelled`` if it is still held.
  ///
  /// - Returns: Whether it was still held.
  @discardableResult
  public func cancel() -> Bool {
    guard isHeld else { return false }
    store?.remove(self)
    end(.cancelled)
    return true
  }

  /// Moves the link to another gate (an interceptor held it again for that gate on resume).
  func move(to gate: String) {
    link.gate = gate
  }

  /// Ends the link; a second end is ignored.
  ///
  /// Records the outcome, then tells `onOutcome` and, unless it opened, the `completion` given
  /// to `open`.
  func end(_ outcome: HeldLinkOutcome, opening: RouteOpening? = nil) {
    guard self.outcome == nil else { return }
    self.outcome = outcome
    self.opening = opening
    let onOutcome = self.onOutcome
    self.onOutcome = nil
    onOutcome?(outcome)
    if outcome != .opened { completion?(outcome.transitionOutcome) }
  }
}
