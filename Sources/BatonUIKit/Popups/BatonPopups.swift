import Baton
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The pop-ups of one window, reached as `window.baton.popups` or
/// `viewController.baton.popups`: one `PopupQueue` per window, on the window's lane.
///
/// Pop-ups show one at a time, in priority order; showing and hiding are transitions on the
/// window's lane, so no pop-up starts during a push, a presentation or a swipe-back, and no
/// page transition starts while a pop-up animates. Each request returns a `PopupTicket` and
/// gets exactly one `PopupOutcome`:
///
/// ```swift
/// let ticket = viewController.baton.popups.alert(
///   title: "Update required",
///   message: "This version is no longer supported.",
///   actions: [PopupAlertAction("Update")],
///   priority: 100
/// )
/// if await ticket.waitForOutcome() == .dismissed(.action("Update")) { openStore() }
/// ```
///
/// The adapter tells the queue what it cannot see: the visible screen (the top-most page
/// controller, looked at on each of the lane's events), the app's state (UIKit's application
/// notifications) and the window's end (its pending pop-ups end `dropped(.windowGone)`).
///
/// > Important: Alerts and pop-ups block page transitions while visible by default
/// > (`PopupNavigationRule.blocksNavigation`): a push waits until the pop-up is answered. Pass
/// > `.yieldsToNavigation` for one that should step aside and come back.
@MainActor
public struct BatonPopups {
  let host: WindowPopups

  /// The window's queue, for everything the shortcuts here do not cover (rounds, caps,
  /// cancelling by key or group).
  public var queue: PopupQueue { host.queue }

  /// The window the pop-ups are shown in, while it lives.
  public var window: UIWindow? { host.window }

  /// The pop-up being shown, on screen or being hidden, if any.
  public var current: PopupTicket? { host.queue.current }

  /// Asks for a pop-up with every option of `PopupRequest`.
  ///
  /// - Parameters:
  ///   - request: The pop-up, with its presenter (``AlertPopupPresenter``,
  ///     ``ControllerPopupPresenter``, ``ViewPopupPresenter`` or the app's own).
  ///   - onOutcome: Called once, on the main actor, with its outcome.
  /// - Returns: The pop-up's ticket.
  @discardableResult
  public func show(
    _ request: PopupRequest,
    onOutcome: (@MainActor (PopupOutcome) -> Void)? = nil
  ) -> PopupTicket {
    host.refresh()
    return host.queue.show(request, onOutcome: onOutcome)
  }

  /// Asks for an alert: a `UIAlertController` presented from the window's top-most controller
  /// when its turn comes; the tapped button's name is its outcome.
  ///
  /// Its show and hide are expected to take half a second, as a modal animation does; the
  /// lane's watchdog allows a multiple of that.
  ///
  /// - Parameters:
  ///   - title: The alert's title.
  ///   - message: The alert's message.
  ///   - actions: Its buttons, in order; the outcome is `.dismissed(.action(name))`.
  ///   - key: Identifies it for de-duplication and cancellation; the title (or the message)
  ///     when `nil`.
  ///   - priority: Higher shows first.
  ///   - scope: Where it may be shown.
  ///   - navigation: Whether page transitions wait for it (the default) or it steps aside.
  ///   - autoDismissAfter: Seconds it stays on screen before it ends `.dismissed(.autoDismissed)`,
  ///     or `nil` to wait for a button; a button tapped before then wins.
  ///   - group: Its group, for rounds and ``PopupQueue/cancelGroup(_:)``.
  ///   - onOutcome: Called once with its outcome.
  /// - Returns: The pop-up's ticket.
  @discardableResult
  public func alert(
    title: String?,
    message: String? = nil,
    actions: [PopupAlertAction],
    key: String? = nil,
    priority: Int = 0,
    scope: PopupScope = .anywhere,
    navigation: PopupNavigationRule = .blocksNavigation,
    autoDismissAfter: TimeInterval? = nil,
    group: String? = nil,
    onOutcome: (@MainActor (PopupOutcome) -> Void)? = nil
  ) -> PopupTicket {
    let presenter = AlertPopupPresenter(
      host: host,
      title: title,
      message: message,
      actions: actions
    )
    return show(
      PopupRequest(
        key: key ?? title ?? message ?? "",
        priority: priority,
        scope: scope,
        autoDismissAfter: autoDismissAfter,
        navigation: navigation,
        group: group,
        expectedAnimationDuration: PresentationRequests.animatedDuration,
        presenter: presenter
      ),
      onOutcome: onOutcome
    )
  }

  /// Asks for a pop-up view controller, presented over full screen when its turn comes.
  ///
  /// - Parameters:
  ///   - controller: The pop-up's controller; it ends its pop-up with the ticket's
  ///     `dismiss(_:)` (or closes itself with `dismiss(animated:)`: it then ends
  ///     `.dismissed(.orphaned)` once that dismissal has ended).
  ///   - key: Identifies it for de-duplication, cancellation and caps.
  ///   - priority: Higher shows first.
  ///   - scope: Where it may be shown.
  ///   - navigation: Whether page transitions wait for it (the default) or it steps aside.
  ///   - autoDismissAfter: Seconds it stays on screen before it ends `.dismissed(.autoDismissed)`,
  ///     or `nil` to wait for a dismissal.
  ///   - group: Its group.
  ///   - onOutcome: Called once with its outcome.
  /// - Returns: The pop-up's ticket.
  @discardableResult
  public func present(
    _ controller: UIViewController,
    key: String,
    priority: Int = 0,
    scope: PopupScope = .anywhere,
    navigation: PopupNavigationRule = .blocksNavigation,
    autoDismissAfter: TimeInterval? = nil,
    group: String? = nil,
    onOutcome: (@MainActor (PopupOutcome) -> Void)? = nil
  ) -> PopupTicket {
    show(
      PopupRequest(
        key: key,
        priority: priority,
        scope: scope,
        autoDismissAfter: autoDismissAfter,
        navigation: navigation,
        group: group,
        expectedAnimationDuration: PresentationRequests.animatedDuration,
        presenter: ControllerPopupPresenter(controller, host: host)
      ),
      onOutcome: onOutcome
    )
  }

  /// Asks for a custom pop-up view, shown in a container over the window with its own
  /// animations when its turn comes.
  ///
  /// - Parameters:
  ///   - content: The pop-up's view.
  ///   - key: Identifies it for de-duplication, cancellation and caps.
  ///   - priority: Higher shows first.
  ///   - scope: Where it may be shown.
  ///   - navigation: Whether page transitions wait for it (the default) or it steps aside.
  ///   - autoDismissAfter: Seconds it stays on screen, or `nil` to wait for a dismissal.
  ///   - group: Its group.
  ///   - onOutcome: Called once with its outcome.
  /// - Returns: The pop-up's ticket.
  @discardableResult
  public func show(
    _ content: any PopupContentView,
    key: String,
    priority: Int = 0,
    scope: PopupScope = .anywhere,
    navigation: PopupNavigationRule = .blocksNavigation,
    autoDismissAfter: TimeInterval? = nil,
    group: String? = nil,
    onOutcome: (@MainActor (PopupOutcome) -> Void)? = nil
  ) -> PopupTicket {
    show(
      PopupRequest(
        key: key,
        priority: priority,
        scope: scope,
        autoDismissAfter: autoDismissAfter,
        navigation: navigation,
        group: group,
        expectedAnimationDuration: PopupContentViewDefaults.duration,
        presenter: ViewPopupPresenter(content, host: host)
      ),
      onOutcome: onOutcome
    )
  }

  /// Looks again at the window now: its visible screen, and whether the pop-up on screen was
  /// removed without being dismissed (it then ends `dismissed(.orphaned)`).
  ///
  /// The adapter looks on each of the lane's events; call this after changing the window's
  /// hierarchy with raw UIKit calls the lane does not see.
  public func windowDidChange() {
    host.refresh()
  }
}
