import Foundation
import HeadlessUIKit
import Testing

/// `autoresizingMask`, frames and bounds, and the world's window resize (UIKitFacts.md A13,
/// W1–W2).
@MainActor
@Suite struct AutoresizingTests {
  /// W1: the frame's size is the bounds' size; a new bounds size keeps the frame's center.
  @Test func frameAndBoundsShareTheirSize() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    view.frame = CGRect(x: 0, y: 0, width: 200, height: 80)
    #expect(view.bounds.size == CGSize(width: 200, height: 80))
    view.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
    #expect(view.frame == CGRect(x: 50, y: 20, width: 100, height: 40))
  }

  /// W1: a flexible width and height follow the superview; fixed margins stay.
  @Test func aFlexibleSizeFollowsTheSuperview() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let child = UIView(frame: CGRect(x: 10, y: 10, width: 370, height: 824))
    child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let fixed = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    parent.addSubview(child)
    parent.addSubview(fixed)
    parent.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
    #expect(child.frame == CGRect(x: 10, y: 10, width: 824, height: 370))
    #expect(fixed.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
  }

  /// W1: several flexible parts of an axis share the change in proportion to their sizes.
  @Test func flexiblePartsShareTheChangeInProportion() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
    let child = UIView(frame: CGRect(x: 100, y: 0, width: 200, height: 100))
    child.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
    parent.addSubview(child)
    parent.frame = CGRect(x: 0, y: 0, width: 800, height: 100)
    #expect(child.frame == CGRect(x: 200, y: 0, width: 400, height: 100))
  }

  /// W1: nothing is resized when `autoresizesSubviews` is off; resizing goes down the tree.
  @Test func resizingCanBeTurnedOffAndGoesDownTheTree() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let grandchild = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    child.autoresizingMask = [.flexibleWidth]
    grandchild.autoresizingMask = [.flexibleWidth]
    parent.addSubview(child)
    child.addSubview(grandchild)
    parent.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
    #expect(grandchild.frame.width == 300)
    parent.autoresizesSubviews = false
    parent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    #expect(child.frame.width == 300)
  }

  /// W2: the world resizes and rotates a window; its flexible subviews follow.
  @Test func theWorldResizesAndRotatesAWindow() {
    let world = Headless.World()
    world.run {
      let window = UIWindow(windowScene: world.makeWindowScene())
      let overlay = UIView(frame: window.bounds)
      overlay.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      window.addSubview(overlay)
      world.rotate(window)
      #expect(window.bounds.size == CGSize(width: 844, height: 390))
      #expect(overlay.frame == window.bounds)
      world.resize(window, to: CGSize(width: 507, height: 1024))
      #expect(overlay.frame == CGRect(x: 0, y: 0, width: 507, height: 1024))
    }
  }
}
