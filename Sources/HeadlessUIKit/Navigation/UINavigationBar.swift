import Foundation

/// The bar at the top of a navigation controller, showing its stack's navigation items.
@MainActor
open class UINavigationBar: UIView {
  /// The navigation controller that manages the bar, if any.
  weak var managingController: UINavigationController?
  private var itemStorage: [UINavigationItem]?

  /// The bar's delegate (owned by the navigation controller when the bar is managed).
  open weak var delegate: (any UINavigationBarDelegate)?
  /// Whether the bar is translucent.
  open var isTranslucent = true
  /// Whether the bar shows large titles.
  open var prefersLargeTitles = false
  /// The bar's background tint.
  open var barTintColor: UIColor?
  /// The serial of the hide or show animation running now, if any.
  private var visibilityAnimation: Int?
  private var lastVisibilityAnimation = 0

  /// Whether the bar is animating in or out after `setNavigationBarHidden(_:animated: true)`
  /// (`Docs/UIKitFacts.md` A5).
  var isAnimatingVisibility: Bool { visibilityAnimation != nil }

  /// Starts the bar's hide or show animation, lasting
  /// `UINavigationController.hideShowBarDuration` on `world`'s clock.
  func animateVisibilityChange(in world: Headless.World) {
    lastVisibilityAnimation += 1
    let serial = lastVisibilityAnimation
    visibilityAnimation = serial
    world.scheduler.schedule(after: Double(UINavigationController.hideShowBarDuration)) {
      [weak self] in
      guard let self, self.visibilityAnimation == serial else { return }
      self.visibilityAnimation = nil
    }
  }

  /// Creates a bar.
  ///
  /// - Parameter frame: The frame rectangle.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a bar from an archive.
  ///
  /// - Parameter coder: The unarchiver.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The items, bottom first: the stack's navigation items when managed.
  open var items: [UINavigationItem]? {
    get {
      if let navigation = managingController { return navigation.stack.map(\.navigationItem) }
      return itemStorage
    }
    set { itemStorage = newValue }
  }

  /// The item on top.
  open var topItem: UINavigationItem? { items?.last }

  /// The item below the top one (its back button).
  open var backItem: UINavigationItem? {
    guard let list = items, list.count > 1 else { return nil }
    return list[list.count - 2]
  }

  /// Replaces the items (unsupported on a managed bar, as in UIKit).
  ///
  /// - Parameters:
  ///   - items: The new items.
  ///   - animated: Whether to animate.
  open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
    itemStorage = items
  }

  /// Pushes an item (unsupported on a managed bar).
  ///
  /// - Parameters:
  ///   - item: The item.
  ///   - animated: Whether to animate.
  open func pushItem(_ item: UINavigationItem, animated: Bool) {
    itemStorage = (itemStorage ?? []) + [item]
  }

  /// Pops the top item (unsupported on a managed bar).
  ///
  /// - Parameter animated: Whether to animate.
  /// - Returns: The popped item.
  @discardableResult
  open func popItem(animated: Bool) -> UINavigationItem? {
    itemStorage?.popLast()
  }
}

/// The delegate of a bar that positions itself (named for the navigation bar's delegate).
@MainActor
public protocol UIBarPositioningDelegate: NSObjectProtocol {}

/// The delegate of a navigation bar.
///
/// Members are optional in UIKit: here each has a default.
@MainActor
public protocol UINavigationBarDelegate: UIBarPositioningDelegate {
  /// Whether `item` may be pushed (`true` when not implemented).
  ///
  /// - Parameters:
  ///   - navigationBar: The bar.
  ///   - item: The item.
  /// - Returns: Whether to push.
  func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool

  /// `item` was pushed.
  ///
  /// - Parameters:
  ///   - navigationBar: The bar.
  ///   - item: The item.
  func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)

  /// Whether `item` may be popped (`true` when not implemented).
  ///
  /// - Parameters:
  ///   - navigationBar: The bar.
  ///   - item: The item.
  /// - Returns: Whether to pop.
  func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool

  /// `item` was popped.
  ///
  /// - Parameters:
  ///   - navigationBar: The bar.
  ///   - item: The item.
  func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
  /// Returns `true` when not implemented.
  ///
  /// - Parameters:
  ///   - navigationBar: The bar.
  ///   - item: The item.
  /// - Returns: `true`.
  public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem)
    -> Bool
  { true }

  /// Does nothing when not implemented.
  ///
  /// - Parameters:
  ///   - navigationBar: The bar.
  ///   - item: The item.
  public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}

  /// Returns `true` when not implemented.
  ///
  /// - Parameters:
  ///   - navigationBar: The bar.
  ///   - item: The item.
  /// - Returns: `true`.
  public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem)
    -> Bool
  { true }

  /// Does nothing when not implemented.
  ///
  /// - Parameters:
  ///   - navigationBar: The bar.
  ///   - item: The item.
  public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}
