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

    /// Exchanges the seven entry points with the guarded ones below (once per process).
    static func exchangeImplementations(settings: GuardSettings) {
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
    }

    /// Exchanges `original` with `replacement` on `type`. When `type` only inherits `original`,
    /// the replacement is added to `type` first, so the superclass stays untouched.
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

  // After the exchange, each `batonGuarded…` selector holds the implementation that was replaced
  // (UIKit's, or another library's): calling it calls through.
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
      ) { batonGuardedPushViewController(viewController, animated: animated) }
    }

    @objc dynamic func batonGuardedPopViewController(animated: Bool) -> UIViewController? {
      GuardedCalls.pop(self, to: .top, animated: animated, settings: GuardInstallation.settings) {
        batonGuardedPopViewController(animated: animated).map { [$0] }
      }?.first
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
      ) { batonGuardedPopToViewController(viewController, animated: animated) }
    }

    @objc dynamic func batonGuardedPopToRootViewController(animated: Bool) -> [UIViewController]? {
      GuardedCalls.pop(self, to: .root, animated: animated, settings: GuardInstallation.settings) {
        batonGuardedPopToRootViewController(animated: animated)
      }
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
      ) { batonGuardedSetViewControllers(viewControllers, animated: animated) }
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
      ) { batonGuardedPresent(viewController, animated: animated, completion: completion) }
    }

    @objc dynamic func batonGuardedDismiss(animated: Bool, completion: (() -> Void)?) {
      GuardedCalls.dismiss(
        self,
        animated: animated,
        completion: completion,
        settings: GuardInstallation.settings
      ) { batonGuardedDismiss(animated: animated, completion: completion) }
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
    /// The guard's state per world; a world that went away drops its entry.
    private static var settingsByWorld: [ObjectIdentifier: (world: WeakWorld, settings: GuardSettings)] =
      [:]

    private struct WeakWorld {
      weak var world: Headless.World?
    }

    /// The guard's state in the current world.
    static var settings: GuardSettings {
      let world = Headless.World.current
      let key = ObjectIdentifier(world)
      if let entry = settingsByWorld[key], entry.world.world === world { return entry.settings }
      settingsByWorld = settingsByWorld.filter { $0.value.world.world != nil }
      let settings = GuardSettings()
      settingsByWorld[key] = (WeakWorld(world: world), settings)
      return settings
    }

    /// Exchanges the seven entry points of the current world's classes (once per world).
    static func exchangeImplementations(settings: GuardSettings) {
      let table = Headless.World.current.methodTable
      table.exchangeImplementation(of: \.pushViewController) { replaced in
        { navigation, viewController, animated in
          GuardedCalls.push(viewController, on: navigation, animated: animated, settings: settings) {
            replaced(navigation, viewController, animated)
          }
        }
      }
      table.exchangeImplementation(of: \.popViewController) { replaced in
        { navigation, animated in
          GuardedCalls.pop(navigation, to: .top, animated: animated, settings: settings) {
            replaced(navigation, animated).map { [$0] }
          }?.first
        }
      }
      table.exchangeImplementation(of: \.popToViewController) { replaced in
        { navigation, target, animated in
          GuardedCalls.pop(
            navigation,
            to: .viewController(target),
            animated: animated,
            settings: settings
          ) { replaced(navigation, target, animated) }
        }
      }
      table.exchangeImplementation(of: \.popToRootViewController) { replaced in
        { navigation, animated in
          GuardedCalls.pop(navigation, to: .root, animated: animated, settings: settings) {
            replaced(navigation, animated)
          }
        }
      }
      table.exchangeImplementation(of: \.setViewControllers) { replaced in
        { navigation, viewControllers, animated in
          GuardedCalls.setViewControllers(
            viewControllers,
            on: navigation,
            animated: animated,
            settings: settings
          ) { replaced(navigation, viewControllers, animated) }
        }
      }
      table.exchangeImplementation(of: \.present) { replaced in
        { presenter, viewController, animated, completion in
          GuardedCalls.present(
            viewController,
            from: presenter,
            animated: animated,
            completion: completion,
            settings: settings
          ) { replaced(presenter, viewController, animated, completion) }
        }
      }
      table.exchangeImplementation(of: \.dismiss) { replaced in
        { controller, animated, completion in
          GuardedCalls.dismiss(
            controller,
            animated: animated,
            completion: completion,
            settings: settings
          ) { replaced(controller, animated, completion) }
        }
      }
    }
  }
#endif
