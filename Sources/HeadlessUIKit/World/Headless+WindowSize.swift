import Foundation

extension Headless.World {
  /// Gives `window` a new size, as a rotation, an iPad's Split View or Stage Manager resize
  /// does: its frame and bounds take the size (origin kept), and its subviews are resized by
  /// their `autoresizingMask` (`Docs/UIKitFacts.md` A13).
  ///
  /// Only the views' geometry changes, and a keyboard on screen follows the window's bottom
  /// (will- and did-change-frame notifications): the model sends no
  /// `viewWillTransition(to:with:)`, no trait change and no animation.
  ///
  /// - Parameters:
  ///   - window: The window.
  ///   - size: Its new size.
  public func resize(_ window: UIWindow, to size: CGSize) {
    let oldFrame = window.frame
    window.frame = CGRect(origin: oldFrame.origin, size: size)
    window.keyboard.windowDidResize(window, from: oldFrame)
  }

  /// Switches the keyboard on screen in `window` to one `height` points tall.
  ///
  /// As the user does with the emoji keyboard, another language's, or the bar of suggestions:
  /// the keyboard moves
  /// for ``Headless/keyboardAnimationDuration`` with will- and did-change-frame notifications
  /// only (no show or hide), and UIKit's swipe-back delegate refuses meanwhile
  /// (`Docs/UIKitFacts.md` A5 R3). Nothing while the keyboard is hidden.
  ///
  /// - Parameters:
  ///   - window: The window whose keyboard changes.
  ///   - height: The keyboard's new height, in points.
  public func switchKeyboard(in window: UIWindow, toHeight height: CGFloat) {
    window.keyboard.changeHeight(to: height, in: window)
  }

  /// Turns `window` a quarter turn, as rotating the device does: its width and height swap.
  ///
  /// - Parameter window: The window.
  public func rotate(_ window: UIWindow) {
    resize(window, to: CGSize(width: window.bounds.height, height: window.bounds.width))
  }
}
