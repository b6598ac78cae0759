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

  /// Turns `window` a quarter turn, as rotating the device does: its width and height swap.
  ///
  /// - Parameter window: The window.
  public func rotate(_ window: UIWindow) {
    resize(window, to: CGSize(width: window.bounds.height, height: window.bounds.width))
  }
}
