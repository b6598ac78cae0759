import Baton
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Tells a duplicate Baton rightly dropped from one it should not have: the
/// `distinctDestinationsDropped` figure.
///
/// It knows what each request shows (its page's ``LabScreen/shownContent``: a product page's
/// product, else the page's kind) and where it goes, independently of Baton's own rule. A
/// push or presentation dropped as a duplicate is right when a request for the same page
/// content onto the same container was still waiting or running, when the same instance was,
/// or when the page on top of the stack shows that content already; otherwise it dropped a
/// different destination.
@MainActor
final class DuplicateDropWatch {
  struct Key: Hashable {
    var container: ObjectIdentifier
    var content: String
  }

  /// A request being watched.
  struct Ticket {
    fileprivate var key: Key
    fileprivate var instance: ObjectIdentifier
    /// The page the request shows, for a deep link waiting on it.
    fileprivate weak var page: LabScreen?
  }

  private var outstanding: [Key: Int] = [:]
  private var instances: [ObjectIdentifier: Int] = [:]

  /// A request for `screen` (a page, or a sheet wrapping one) onto `container` was made.
  func requested(_ screen: UIViewController, onto container: AnyObject) -> Ticket {
    let page = LabApp.screen(in: screen)
    let key = Key(
      container: ObjectIdentifier(container),
      content: page?.shownContent ?? String(describing: type(of: screen))
    )
    outstanding[key, default: 0] += 1
    instances[ObjectIdentifier(screen), default: 0] += 1
    return Ticket(key: key, instance: ObjectIdentifier(screen), page: page)
  }

  /// The request of `ticket` ended; `wasDuplicate` when it was dropped as a duplicate, and
  /// `top` is then the page on top of its stack, if it was a push.
  ///
  /// - Returns: Whether it was a different destination dropped as a duplicate.
  func ended(_ ticket: Ticket, wasDuplicate: Bool, top: UIViewController?) -> Bool {
    Self.decrement(ticket.key, in: &outstanding)
    Self.decrement(ticket.instance, in: &instances)
    guard wasDuplicate else { return false }
    let sameContentPending = outstanding[ticket.key, default: 0] > 0
    let sameInstancePending = instances[ticket.instance, default: 0] > 0
    let sameContentOnTop = top.flatMap(LabApp.screen(in:))?.shownContent == ticket.key.content
    return !sameContentPending && !sameInstancePending && !sameContentOnTop
  }

  /// Ends the watch of a push or presentation with the lane's `outcome`, counting a different
  /// destination dropped as a duplicate in `probe` (`top`: the page on top of its stack, if a
  /// push).
  func end(
    _ ticket: Ticket,
    with outcome: TransitionOutcome,
    top: UIViewController?,
    countingIn probe: LabProbe
  ) {
    let wasDuplicate = outcome == .dropped(.duplicate)
    if ended(ticket, wasDuplicate: wasDuplicate, top: top) {
      probe.realApp.distinctDestinationsDropped += 1
    } else if wasDuplicate, let page = ticket.page {
      // The same destination was on its way: a deep link waiting on this page is answered by
      // that drop, as the app's completion would say, not lost.
      probe.deepLinkPageDroppedAsDuplicate(page)
    }
  }

  private static func decrement<Key: Hashable>(_ key: Key, in counts: inout [Key: Int]) {
    guard let count = counts[key] else { return }
    counts[key] = count > 1 ? count - 1 : nil
  }
}
