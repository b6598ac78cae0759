extension Headless {
  /// The implementations behind UIKit's ten transition entry points in one world: the model of
  /// the Objective-C runtime's method exchange (`method_exchangeImplementations`), for
  /// HeadlessUIKit's own classes (`Docs/UIKitFacts.md` A15).
  ///
  /// `UINavigationController`'s `pushViewController(_:animated:)`,
  /// `popViewController(animated:)`, `popToViewController(_:animated:)`,
  /// `popToRootViewController(animated:)`, `setViewControllers(_:animated:)` and
  /// `setNavigationBarHidden(_:animated:)`, and
  /// `UIViewController`'s `present(_:animated:completion:)` and `dismiss(animated:completion:)`,
  /// and `UITabBarController`'s `selectedIndex` and `selectedViewController` setters each call
  /// the implementation held here. As with a message send on iOS, every later call sees an
  /// exchange: the app's, a subclass's `super`, and the calls HeadlessUIKit makes itself
  /// (`show(_:sender:)`, the back button, the swipe-back, an alert's dismissal after a tap, a
  /// tap on a tab).
  /// A subclass's override still runs first, and its `super` call reaches what is held here.
  ///
  /// Each world is one app process, so an exchange in one world is invisible to the others.
  ///
  /// ```swift
  /// world.methodTable.exchangeImplementation(of: \.pushViewController) { replaced in
  ///   { navigation, viewController, animated in
  ///     log("push")
  ///     replaced(navigation, viewController, animated)  // always call through
  ///   }
  /// }
  /// ```
  @MainActor
  public final class MethodTable {
    /// `pushViewController(_:animated:)`: the receiver, the controller, `animated`.
    public typealias Push = @MainActor (UINavigationController, UIViewController, Bool) -> Void
    /// `popViewController(animated:)`: the receiver, `animated`; the popped controller.
    public typealias Pop = @MainActor (UINavigationController, Bool) -> UIViewController?
    /// `popToViewController(_:animated:)`: the receiver, the target, `animated`.
    public typealias PopTo =
      @MainActor (UINavigationController, UIViewController, Bool) -> [UIViewController]?
    /// `popToRootViewController(animated:)`: the receiver, `animated`.
    public typealias PopToRoot = @MainActor (UINavigationController, Bool) -> [UIViewController]?
    /// `setViewControllers(_:animated:)`: the receiver, the stack, `animated`.
    public typealias SetViewControllers =
      @MainActor (UINavigationController, [UIViewController], Bool) -> Void
    /// `present(_:animated:completion:)`: the receiver, the controller, `animated`, completion.
    public typealias Present =
      @MainActor (UIViewController, UIViewController, Bool, (() -> Void)?) -> Void
    /// `dismiss(animated:completion:)`: the receiver, `animated`, completion.
    public typealias Dismiss = @MainActor (UIViewController, Bool, (() -> Void)?) -> Void
    /// `setNavigationBarHidden(_:animated:)`: the receiver, `hidden`, `animated`.
    public typealias SetNavigationBarHidden =
      @MainActor (UINavigationController, Bool, Bool) -> Void
    /// `selectedIndex`'s setter (`setSelectedIndex:`): the receiver, the index.
    public typealias SetSelectedIndex = @MainActor (UITabBarController, Int) -> Void
    /// `selectedViewController`'s setter (`setSelectedViewController:`): the receiver, the tab.
    public typealias SetSelectedViewController =
      @MainActor (UITabBarController, UIViewController?) -> Void

    /// The implementation of `pushViewController(_:animated:)`.
    public var pushViewController: Push = { $0.performPush($1, animated: $2) }
    /// The implementation of `popViewController(animated:)`.
    public var popViewController: Pop = { $0.performPop(animated: $1) }
    /// The implementation of `popToViewController(_:animated:)`.
    public var popToViewController: PopTo = { $0.performPopTo($1, animated: $2) }
    /// The implementation of `popToRootViewController(animated:)`.
    public var popToRootViewController: PopToRoot = {
      $0.performPopToRoot(animated: $1)
    }
    /// The implementation of `setViewControllers(_:animated:)`.
    public var setViewControllers: SetViewControllers = {
      $0.performSet($1, animated: $2)
    }
    /// The implementation of `present(_:animated:completion:)`.
    public var present: Present = {
      $0.performPresent($1, animated: $2, completion: $3)
    }
    /// The implementation of `dismiss(animated:completion:)`.
    public var dismiss: Dismiss = { $0.performDismiss(animated: $1, completion: $2) }
    /// The implementation of `setNavigationBarHidden(_:animated:)`.
    public var setNavigationBarHidden: SetNavigationBarHidden = {
      $0.performSetNavigationBarHidden($1, animated: $2)
    }
    /// The implementation of `selectedIndex`'s setter.
    public var setSelectedIndex: SetSelectedIndex = { $0.performSelect(index: $1) }
    /// The implementation of `selectedViewController`'s setter, which a user's tap on a tab
    /// calls too (`Docs/UIKitFacts.md` A14).
    public var setSelectedViewController: SetSelectedViewController = { $0.performSelect($1) }

    /// The number of exchanges made in this world, for tests that check an install is done once.
    public private(set) var exchangeCount = 0

    init() {}

    /// Replaces the implementation of one entry point, as an exchange with a method of the
    /// caller's own does on iOS: `makeReplacement` receives the implementation being replaced
    /// (what the caller's own selector holds after `method_exchangeImplementations`) and returns
    /// the one every later call runs.
    ///
    /// Exchanges stack: a second one receives the first one's implementation, so each layer
    /// calls through to the one below it, whatever the order they were made in.
    ///
    /// - Parameters:
    ///   - method: The entry point, such as `\.pushViewController`.
    ///   - image: The name of the binary the replacement's code is in (`dladdr` on iOS), which
    ///     ``image(of:)`` answers from then on.
    ///   - makeReplacement: Builds the new implementation from the replaced one.
    public func exchangeImplementation<Implementation>(
      of method: ReferenceWritableKeyPath<MethodTable, Implementation>,
      image: String = "App",
      with makeReplacement: (_ replaced: Implementation) -> Implementation
    ) {
      self[keyPath: method] = makeReplacement(self[keyPath: method])
      images[method] = image
      exchangeCount += 1
    }

    /// The image each exchanged entry point's implementation came from; UIKit's until exchanged.
    private var images: [AnyKeyPath: String] = [:]

    /// The name of the binary `method`'s current implementation is in: `UIKitCore` until
    /// something exchanged it, then the last exchanger's image (on iOS, `dladdr` on the
    /// method's implementation answers this).
    ///
    /// - Parameter method: The entry point, such as `\.pushViewController`.
    /// - Returns: The image's name.
    public func image(of method: PartialKeyPath<MethodTable>) -> String {
      images[method] ?? "UIKitCore"
    }

    /// The instances whose class KVO changed at run time, with that class's name.
    private var changedClasses: [ObjectIdentifier: (object: Weak, name: String)] = [:]

    /// A weak reference, so that a changed class keeps no instance alive.
    private struct Weak {
      weak var object: AnyObject?
    }

    /// Models the first key-value observer added to `object`: KVO changes the instance's class at
    /// run time to a subclass it makes, `NSKVONotifying_<Class>` (`object_getClass` answers it;
    /// `-class` still answers the original), `Docs/UIKitFacts.md` A15.
    ///
    /// - Parameter object: The observed instance.
    public func observeKeyValues(of object: AnyObject) {
      changedClasses = changedClasses.filter { $0.value.object.object != nil }
      changedClasses[ObjectIdentifier(object)] = (
        Weak(object: object), "NSKVONotifying_\(type(of: object))"
      )
    }

    /// The class of `object` as the runtime has it now (`object_getClass`): the class it was
    /// made with, or the one KVO made for it (``observeKeyValues(of:)``).
    ///
    /// - Parameter object: Any instance.
    /// - Returns: The class's name.
    public func runtimeClassName(of object: AnyObject) -> String {
      if let changed = changedClasses[ObjectIdentifier(object)], changed.object.object === object {
        return changed.name
      }
      return String(describing: type(of: object))
    }
  }
}
