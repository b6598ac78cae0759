import Baton
import Foundation

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
/// when shown. The view also stays clear of the keyboard: while the keyboard covers the bottom
/// of the window, the view's height ends at the keyboard's top (set inside the keyboard's own
/// animation, so it moves with it), and it grows back when the keyboard goes. A keyboard that
/// was up before the window's pop-ups were first used is seen from its next move. A view
/// removed from its container by the app (or a container removed from the window) ends the
/// pop-up `PopupOutcome.dismissed(.orphaned)` at once.
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
    self.init(content, host: LaneRegistry.shared.popups(for: window))
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
    layOutAboveKeyboard()
    host.keyboard.onChange = { [weak self] in self?.layOutAboveKeyboard() }
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
    host.keyboard.onChange = nil
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
    host.keyboard.onChange = nil
    content.removeFromSuperview()
    container.removeFromSuperview()
    self.container = nil
    host.presenterEnded(self)
    ticket.reportOrphaned()
  }

  /// Ends the view's height at the keyboard's top (the whole container when no keyboard covers
  /// it).
  private func layOutAboveKeyboard() {
    guard let container, content.superview === container else { return }
    let covered = host.keyboard.overlap(of: container)
    let bounds = container.bounds
    content.frame = CGRect(
      x: bounds.minX,
      y: bounds.minY,
      width: bounds.width,
      height: bounds.height - covered
    )
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
