// The one file of BatonUIKit allowed to use the Objective-C runtime (Docs/Architecture.md,
// "The app-wide guard"; .ci/check-adapter-api exempts it). It only installs the guard: on iOS by
// exchanging method implementations, in HeadlessUIKit through its model of that exchange
// (`Headless.MethodTable`, Docs/UIKitFacts.md A15). What each intercepted call does is the same
// code on both (`GuardedCalls`).

#if canImport(UIKit)
  import ObjectiveC
  import UIKit

  /// The app-wide guard: one call at launch, ``install()``, and every transition in the app goes
  /// through its window's lane, without changing a call site.
  ///
  /// Callable from Objective-C: `[BatonGuard install];`.
  @objc(BatonGuard)
  @objcMembers
  @MainActor
  public final class BatonGuard: NSObject {}

  /// Installs the guard in this process.
  @MainActor
  enum GuardInstallation {
    /// The guard's state in this process.
    static let settings = GuardSettings()

    /// Exchanges the ten entry points with the guarded ones below (once per process).
    static func exchangeImplementations(settings: GuardSettings) {
      // After the exchange each `batonGuarded…` selector holds the replaced implementation.
      settings.replaced = ReplacedImplementations(
        push: { $0.batonGuardedPushViewController($1, animated: $2) },
        pop: { $0.batonGuardedPopViewController(animated: $1) },
        popTo: { $0.batonGuardedPopToViewController($1, animated: $2) },
        popToRoot: { $0.batonGuardedPopToRootViewController(animated: $1) },
        setViewControllers: { $0.batonGuardedSetViewControllers($1, animated: $2) },
        present: { $0.batonGuardedPresent($1, animated: $2, completion: $3) },
        dismiss: { $0.batonGuardedDismiss(animated: $1, completion: $2) },
        setNavigationBarHidden: { $0.batonGuardedSetNavigationBarHidden($1, animated: $2) },
        setSelectedIndex: { $0.batonGuardedSetSelectedIndex($1) },
        setSelectedViewController: { $0.batonGuardedSetSelectedViewController($1) }
      )
      let navigation = UINavigationController.self
      exchange(
        navigation,
        #selector(UINavigationController.pushViewController(_:animated:)),
        #selector(UINavigationController.batonGuardedPushViewController(_:animated:))
      )
      exchange(
        navigation,
        #selector(UINavigationController.popViewController(animated:)),
        #selector(UINavigationController.batonGuardedPopViewController(animated:))
      )
      exchange(
        navigation,
        #selector(UINavigationController.popToViewController(_:animated:)),
        #selector(UINavigationController.batonGuardedPopToViewController(_:animated:))
      )
      exchange(
        navigation,
        #selector(UINavigationController.popToRootViewController(animated:)),
        #selector(UINavigationController.batonGuardedPopToRootViewController(animated:))
      )
      exchange(
        navigation,
        #selector(UINavigationController.setViewControllers(_:animated:)),
        #selector(UINavigationController.batonGuardedSetViewControllers(_:animated:))
      )
      exchange(
        UIViewController.self,
        #selector(UIViewController.present(_:animated:completion:)),
        #selector(UIViewController.batonGuardedPresent(_:animated:completion:))
      )
      exchange(
        UIViewController.self,
        #selector(UIViewController.dismiss(animated:completion:)),
        #selector(UIViewController.batonGuardedDismiss(animated:completion:))
      )
      exchange(
        navigation,
        #selector(UINavigationController.setNavigationBarHidden(_:animated:)),
        #selector(UINavigationController.batonGuardedSetNavigationBarHidden(_:animated:))
      )
      exchange(
        UITabBarController.self,
        #selector(setter: UITabBarController.selectedIndex),
        #selector(UITabBarController.batonGuardedSetSelectedIndex(_:))
      )
      exchange(
        UITabBarController.self,
        #selector(setter: UITabBarController.selectedViewController),
        #selector(UITabBarController.batonGuardedSetSelectedViewController(_:))
      )
    }

    /// Exchanges `original` with `replacement` on `type`.
    ///
    /// When `type` only inherits `original`, the replacement is added to `type` first, so the
    /// superclass stays untouched.
    private static func exchange(_ type: AnyClass, _ original: Selector, _ replacement: Selector) {
      guard let originalMethod = class_getInstanceMethod(type, original),
        let replacementMethod = class_getInstanceMethod(type, replacement)
      else { return }
      let added = class_addMethod(
        type,
        original,
        method_getImplementation(replacementMethod),
        method_getTypeEncoding(replacementMethod)
      )
      if added {
        class_replaceMethod(
          type,
          replacement,
          method_getImplementation(originalMethod),
          method_getTypeEncoding(originalMethod)
        )
      } else {
        method_exchangeImplementations(originalMethod, replacementMethod)
      }
    }
  }

  // The guarded entry points. After the exchange, `pushViewController(_:animated:)` runs
  // `batonGuardedPushViewController(_:animated:)`'s body and vice versa: the guard reaches the
  // implementation it replaced through its own selector (``ReplacedImplementations``).
  extension UINavigationController {
    @objc dynamic func batonGuardedPushViewController(
      _ viewController: UIViewController,
      animated: Bool
    ) {
      GuardedCalls.push(
        viewController,
        on: self,
        animated: animated,
        settings: GuardInstallation.settings
      )
    }

    @objc dynamic func batonGuardedPopViewController(animated: Bool) -> UIViewController? {
      GuardedCalls.pop(self, to: .top, animated: animated, settings: GuardInstallation.settings)?
        .first
    }

    @objc dynamic func batonGuardedPopToViewController(
      _ viewController: UIViewController,
      animated: Bool
    ) -> [UIViewController]? {
      GuardedCalls.pop(
        self,
        to: .viewController(viewController),
        animated: animated,
        settings: GuardInstallation.settings
      )
    }

    @objc dynamic func batonGuardedPopToRootViewController(animated: Bool) -> [UIViewController]? {
      GuardedCalls.pop(self, to: .root, animated: animated, settings: GuardInstallation.settings)
    }

    @objc dynamic func batonGuardedSetNavigationBarHidden(_ hidden: Bool, animated: Bool) {
      GuardedCalls.setNavigationBarHidden(
        hidden,
        on: self,
        animated: animated,
        settings: GuardInstallation.settings
      )
    }

    @objc dynamic func batonGuardedSetViewControllers(
      _ viewControllers: [UIViewController],
      animated: Bool
    ) {
      GuardedCalls.setViewControllers(
        viewControllers,
        on: self,
        animated: animated,
        settings: GuardInstallation.settings
      )
    }
  }

  extension UIViewController {
    @objc dynamic func batonGuardedPresent(
      _ viewController: UIViewController,
      animated: Bool,
      completion: (() -> Void)?
    ) {
      GuardedCalls.present(
        viewController,
        from: self,
        animated: animated,
        completion: completion,
        settings: GuardInstallation.settings
      )
    }

    @objc dynamic func batonGuardedDismiss(animated: Bool, completion: (() -> Void)?) {
      GuardedCalls.dismiss(
        self,
        animated: animated,
        completion: completion,
        settings: GuardInstallation.settings
      )
    }
  }

  extension UITabBarController {
    @objc dynamic func batonGuardedSetSelectedIndex(_ index: Int) {
      GuardedCalls.select(.index(index), on: self, settings: GuardInstallation.settings)
    }

    @objc dynamic func batonGuardedSetSelectedViewController(
      _ viewController: UIViewController?
    ) {
      GuardedCalls.select(
        viewController.map { .controller($0) },
        on: self,
        settings: GuardInstallation.settings
      )
    }
  }
#else
  import Foundation
  import HeadlessUIKit

  /// The app-wide guard: one call at launch, ``install()``, and every transition in the app goes
  /// through its window's lane, without changing a call site.
  ///
  /// Callable from Objective-C: `[BatonGuard install];`.
  @MainActor
  public final class BatonGuard: NSObject {}

  /// Installs the guard in the current world (one world is one app process).
  @MainActor
  enum GuardInstallation {
    /// The guard's state in one world, held while the world lives.
    private struct Entry {
      weak var world: Headless.World?
      let settings: GuardSettings
    }

    /// The guard's state per world; a world that went away drops its entry.
    private static var entries: [ObjectIdentifier: Entry] = [:]

    /// The guard's state in the current world.
    static var settings: GuardSettings {
      let world = Headless.World.current
      let key = ObjectIdentifier(world)
      if let entry = entries[key], entry.world === world { return entry.settings }
      entries = entries.filter { $0.value.world != nil }
      let settings = GuardSettings()
      entries[key] = Entry(world: world, settings: settings)
      return settings
    }

    /// Exchanges the ten entry points of the current world's classes (once per world).
    static func exchangeImplementations(settings: GuardSettings) {
      let table = Headless.World.current.methodTable
      let push = table.pushViewController
      let pop = table.popViewController
      let popTo = table.popToViewController
      let popToRoot = table.popToRootViewController
      let setViewControllers = table.setViewControllers
      let present = table.present
      let dismiss = table.dismiss
      let setNavigationBarHidden = table.setNavigationBarHidden
      let setSelectedIndex = table.setSelectedIndex
      let setSelectedViewController = table.setSelectedViewController
      settings.replaced = ReplacedImplementations(
        push: push,
        pop: pop,
        popTo: popTo,
        popToRoot: popToRoot,
        setViewControllers: setViewControllers,
        present: present,
        dismiss: dismiss,
        setNavigationBarHidden: setNavigationBarHidden,
        setSelectedIndex: setSelectedIndex,
        setSelectedViewController: setSelectedViewController
      )
      table.exchangeImplementation(of: \.pushViewController) { _ in
        { GuardedCalls.push($1, on: $0, animated: $2, settings: settings) }
      }
      table.exchangeImplementation(of: \.popViewController) { _ in
        { GuardedCalls.pop($0, to: .top, animated: $1, settings: settings)?.first }
      }
      table.exchangeImplementation(of: \.popToViewController) { _ in
        { GuardedCalls.pop($0, to: .viewController($1), animated: $2, settings: settings) }
      }
      table.exchangeImplementation(of: \.popToRootViewController) { _ in
        { GuardedCalls.pop($0, to: .root, animated: $1, settings: settings) }
      }
      table.exchangeImplementation(of: \.setViewControllers) { _ in
        { GuardedCalls.setViewControllers($1, on: $0, animated: $2, settings: settings) }
      }
      table.exchangeImplementation(of: \.present) { _ in
        { GuardedCalls.present($1, from: $0, animated: $2, completion: $3, settings: settings) }
      }
      table.exchangeImplementation(of: \.dismiss) { _ in
        { GuardedCalls.dismiss($0, animated: $1, completion: $2, settings: settings) }
      }
      table.exchangeImplementation(of: \.setNavigationBarHidden) { _ in
        { GuardedCalls.setNavigationBarHidden($1, on: $0, animated: $2, settings: settings) }
      }
      table.exchangeImplementation(of: \.setSelectedIndex) { _ in
        { GuardedCalls.select(.index($1), on: $0, settings: settings) }
      }
      table.exchangeImplementation(of: \.setSelectedViewController) { _ in
        { GuardedCalls.select($1.map { .controller($0) }, on: $0, settings: settings) }
      }
    }
  }
#endif
