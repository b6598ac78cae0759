import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Shows a ``PopupContentView`` in a container over the window, with the view's own show and
/// hide animations.
///
/// The container fills the window and sits above its other views; it and the view follow the
/// window's size (a rotation, an iPad's Split View or Stage Manager resize) through their
/// `autoresizingMask`, so the view is laid out for the window it is in, not for the size it had
/// when shown. To stay clear of the keyboard, pin the view's content to its
/// `keyboardLayoutGuide` (iOS 15 and later). A view removed from its
/// container by the app (or a container removed from the window) ends the pop-up
/// `PopupOutcome.dismissed(.orphaned)` at once.
@MainActor
public final class ViewPopupPresenter: WindowPopupPresenter {
  /// The pop-up's view.
  public let content: any PopupContentView
  private let host: WindowPopups
  private var container: PopupContainerView?
  private weak var ticket: PopupTicket?

  /// Creates the presenter of `content` in `window`.
  ///
  /// - Parameters:
  ///   - content: The pop-up's view.
  ///   - window: The window it is shown over.
  public convenience init(_ content: any PopupContentView, window: UIWindow) {
    self.init(content, host: PopupHosts.shared.host(for: window))
  }

  init(_ content: any PopupContentView, host: WindowPopups) {
    self.content = content
    self.host = host
  }

  var popupController: UIViewController? { nil }

  /// Adds the view over the window and animates it in.
  ///
  /// - Parameters:
  ///   - popup: The pop-up's ticket.
  ///   - completion: Called once it is on screen, or with the reason it cannot be.
  public func showPopup(
    _ popup: PopupTicket,
    completion: @escaping @MainActor (PopupShowResult) -> Void
  ) {
    guard let window = host.window else { return completion(.refused("the window went away")) }
    guard content.superview == nil else {
      return completion(.refused("the pop-up's view is already in a view hierarchy"))
    }
    let container = PopupContainerView(frame: window.bounds)
    container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.addSubview(content)
    content.frame = container.bounds
    content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    ticket = popup
    self.container = container
    host.presenterBeganShowing(self)
    window.addSubview(container)
    container.onLeavingWindow = { [weak self] in self?.reportIfOrphaned() }
    let content = content
    content.animateIn { [weak content] in
      if content?.isModal == true {
        PopupAccessibility.modalDidAppear(content)
      } else {
        PopupAccessibility.nonModalDidAppear(announcing: content?.announcement)
      }
      completion(.shown)
    }
  }

  /// Animates the view out, then takes it and its container off the window.
  ///
  /// - Parameters:
  ///   - popup: The pop-up's ticket.
  ///   - completion: Called once, when it is gone.
  public func hidePopup(_ popup: PopupTicket, completion: @escaping @MainActor () -> Void) {
    guard let container else { return completion() }
    container.onLeavingWindow = nil
    content.animateOut { [weak self] in
      guard let self else { return completion() }
      content.removeFromSuperview()
      container.removeFromSuperview()
      if self.container === container { self.container = nil }
      host.presenterEnded(self)
      PopupAccessibility.didDisappear(returningTo: host.visiblePage)
      completion()
    }
  }

  /// Whether the view is still on screen: in its container, over the window (a view taken
  /// off behind the queue's back is reported orphaned and its container removed here).
  ///
  /// - Parameter popup: The pop-up's ticket.
  /// - Returns: Whether the view is still on screen.
  public func isShowing(_ popup: PopupTicket) -> Bool {
    reportIfOrphaned()
    guard popup === ticket, let container else { return false }
    return content.superview === container && container.window === host.window
  }

  func reportIfOrphaned() {
    guard let ticket, ticket.state == .visible,
      let container, container.onLeavingWindow != nil
    else { return }
    guard content.superview !== container || container.window !== host.window else { return }
    container.onLeavingWindow = nil
    content.removeFromSuperview()
    container.removeFromSuperview()
    self.container = nil
    host.presenterEnded(self)
    ticket.reportOrphaned()
  }
}

/// The view that holds a pop-up's content over the window; tells its presenter when it leaves.
final class PopupContainerView: UIView {
  var onLeavingWindow: (@MainActor () -> Void)?

  override func didMoveToWindow() {
    super.didMoveToWindow()
    if window == nil { onLeavingWindow?() }
  }
}
