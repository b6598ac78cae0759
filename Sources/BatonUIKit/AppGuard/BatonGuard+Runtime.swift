// The one file of BatonUIKit allowed to use the Objective-C runtime (Docs/Architecture.md,
// "The app-wide guard"; .ci/check-adapter-api exempts it). It only installs the guard on iOS, by
// giving each entry point a block implementation (Docs/UIKitFacts.md A15);
// `BatonGuard+HeadlessRuntime.swift` installs it in HeadlessUIKit, through its model of the
// runtime. What each intercepted call does is the same code on both (`GuardEntry`, then
// `GuardedCalls`).

#if canImport(UIKit)
  import Darwin
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

  /// Installs the guard in this process, as the SDKs that hook UIKit in millions of apps do
  /// (`Docs/UIKitFacts.md` A15, "Installed as the SDKs that swizzle install"): each entry point
  /// gets a block implementation with `class_replaceMethod` (no method of Baton's own is
  /// exchanged, so no selector of Baton's can collide with another copy of BatonUIKit in the
  /// process), under a lock, once per class; the replaced implementation is called with the
  /// entry point's own `_cmd`, fetched at call time.
  @MainActor
  enum GuardInstallation {
    /// The guard's state in this process.
    static let settings = GuardSettings()

    /// Hooks the ten entry points (once per process; see ``BatonGuard/install()``).
    static func exchangeImplementations(settings: GuardSettings) {
      RuntimeHook.lock.lock()
      defer { RuntimeHook.lock.unlock() }
      var report = GuardInstallReport()
      let stack = hookStackCalls(settings: settings, report: &report)
      let modal = hookModalCalls(settings: settings, report: &report)
      let tabs = hookTabCalls(settings: settings, report: &report)
      // An entry point that could not be hooked is reached through its public method, which
      // then still holds UIKit's implementation.
      settings.replaced = ReplacedImplementations(
        push: stack.push ?? { $0.pushViewController($1, animated: $2) },
        pop: stack.pop ?? { $0.popViewController(animated: $1) },
        popTo: stack.popTo ?? { $0.popToViewController($1, animated: $2) },
        popToRoot: stack.popToRoot ?? { $0.popToRootViewController(animated: $1) },
        setViewControllers: stack.set ?? { $0.setViewControllers($1, animated: $2) },
        present: modal.present ?? { $0.present($1, animated: $2, completion: $3) },
        dismiss: modal.dismiss ?? { $0.dismiss(animated: $1, completion: $2) },
        setNavigationBarHidden: stack.barHidden ?? { $0.setNavigationBarHidden($1, animated: $2) },
        setSelectedIndex: tabs.index ?? { $0.selectedIndex = $1 },
        setSelectedViewController: tabs.controller ?? { $0.selectedViewController = $1 }
      )
      report.report()
      if !report.missing.isEmpty {
        assertionFailure("BatonGuard is only partly installed: \(report.missing)")
      }
    }

    /// Installs one hook: `callThrough` builds the call of the replaced implementation from the
    /// hook, `block` the new implementation from that call; the call, or nil when the entry
    /// point was not hooked.
    fileprivate static func hook<Call>(
      _ entry: GuardEntryPoint,
      on owner: AnyClass,
      _ selector: Selector,
      report: inout GuardInstallReport,
      callThrough: (RuntimeHook) -> Call,
      block: (Call) -> Any
    ) -> Call? {
      var made: Call?
      let hook = RuntimeHook.install(entry, on: owner, selector, report: &report) { hook in
        let call = callThrough(hook)
        made = call
        return block(call)
      }
      return hook == nil ? nil : made
    }

    /// Whether the guard acts on a hooked call (``GuardEntry``); otherwise the hook calls the
    /// replaced implementation.
    fileprivate nonisolated static func guards(
      _ entry: GuardEntryPoint,
      _ receiver: AnyObject
    ) -> Bool {
      GuardEntry.guards(entry, runtimeClassName: { runtimeClassName(of: receiver) })
    }

    /// The receiver's class as the runtime has it now (KVO changes it).
    nonisolated static func runtimeClassName(of object: AnyObject) -> String {
      object_getClass(object).map { String(cString: class_getName($0)) } ?? ""
    }
  }

  /// One hooked entry point: the class it was installed on, its selector, and the implementation
  /// it replaced.
  ///
  /// When the class only inherited the method, nothing was replaced in it, and the implementation
  /// to call through to is its superclass's as it is at call time, so a hook installed later on
  /// the superclass is seen. It is never looked up from the receiver's class (a KVO subclass
  /// would find this hook again).
  final class RuntimeHook {
    /// Held while hooks are installed and while a hook reads what it replaced.
    static let lock = NSRecursiveLock()
    /// The class the hook is installed on.
    let owner: AnyClass
    /// The entry point's selector: the `_cmd` the replaced implementation receives.
    let selector: Selector
    /// The implementation replaced in `owner` itself; nil when `owner` only inherited it.
    private var replaced: IMP?

    private init(owner: AnyClass, selector: Selector) {
      self.owner = owner
      self.selector = selector
    }

    /// The implementation to call through to, fetched at call time.
    var original: IMP {
      Self.lock.lock()
      defer { Self.lock.unlock() }
      if let replaced { return replaced }
      guard let inherited = class_getMethodImplementation(class_getSuperclass(owner), selector)
      else { preconditionFailure("Internal inconsistency: no implementation above \(owner)") }
      return inherited
    }

    /// Classes and selectors hooked by this copy of BatonUIKit: a hook is installed once per
    /// class.
    private static var installed: Set<String> = []

    /// Installs the block `makeBlock` builds as `selector`'s implementation on `owner`, and
    /// notes what it found in `report`; nil when the method is not found or already hooked.
    static func install(
      _ entry: GuardEntryPoint,
      on owner: AnyClass,
      _ selector: Selector,
      report: inout GuardInstallReport,
      makeBlock: (RuntimeHook) -> Any
    ) -> RuntimeHook? {
      let key = "\(NSStringFromClass(owner)).\(NSStringFromSelector(selector))"
      guard NSStringFromSelector(selector) == entry.rawValue else {
        report.noteMissing(entry, because: "the selector is \(NSStringFromSelector(selector))")
        return nil
      }
      guard let method = class_getInstanceMethod(owner, selector) else {
        report.noteMissing(entry, because: "\(NSStringFromClass(owner)) has no such method")
        return nil
      }
      guard installed.insert(key).inserted else { return nil }
      report.noteHooked(entry, previousImage: imageName(of: method_getImplementation(method)))
      let hook = RuntimeHook(owner: owner, selector: selector)
      let implementation = imp_implementationWithBlock(makeBlock(hook))
      hook.replaced = class_replaceMethod(
        owner,
        selector,
        implementation,
        method_getTypeEncoding(method)
      )
      return hook
    }

    /// The name of the image (framework, library, app) an implementation's code is in.
    private static func imageName(of implementation: IMP) -> String? {
      var info = Dl_info()
      guard dladdr(UnsafeRawPointer(implementation), &info) != 0, let path = info.dli_fname
      else { return nil }
      return (String(cString: path) as NSString).lastPathComponent
    }
  }

  // The hooks, one per entry point: each block decides with `GuardEntry` whether the guard acts
  // (main thread, the class the app made), then runs `GuardedCalls`; the replaced
  // implementation is reached with the entry point's own `_cmd`.
  extension GuardInstallation {
    typealias Navigation = UINavigationController
    typealias Controller = UIViewController
    typealias Completion = (() -> Void)?

    /// The replaced implementations of the stack calls, nil where not hooked.
    fileprivate struct StackCalls {
      var push: ((Navigation, Controller, Bool) -> Void)?
      var pop: ((Navigation, Bool) -> Controller?)?
      var popTo: ((Navigation, Controller, Bool) -> [Controller]?)?
      var popToRoot: ((Navigation, Bool) -> [Controller]?)?
      var set: ((Navigation, [Controller], Bool) -> Void)?
      var barHidden: ((Navigation, Bool, Bool) -> Void)?
    }

    fileprivate static func hookStackCalls(
      settings: GuardSettings,
      report: inout GuardInstallReport
    ) -> StackCalls {
      typealias PushIMP = @convention(c) (Navigation, Selector, Controller, Bool) -> Void
      typealias PopIMP = @convention(c) (Navigation, Selector, Bool) -> Controller?
      typealias PopToIMP = @convention(c) (Navigation, Selector, Controller, Bool) -> [Controller]?
      typealias PopToRootIMP = @convention(c) (Navigation, Selector, Bool) -> [Controller]?
      typealias SetIMP = @convention(c) (Navigation, Selector, [Controller], Bool) -> Void
      typealias BarIMP = @convention(c) (Navigation, Selector, Bool, Bool) -> Void
      typealias PushBlock = @convention(block) (Navigation, Controller, Bool) -> Void
      typealias PopBlock = @convention(block) (Navigation, Bool) -> Controller?
      typealias PopToBlock = @convention(block) (Navigation, Controller, Bool) -> [Controller]?
      typealias PopToRootBlock = @convention(block) (Navigation, Bool) -> [Controller]?
      typealias SetBlock = @convention(block) (Navigation, [Controller], Bool) -> Void
      typealias BarBlock = @convention(block) (Navigation, Bool, Bool) -> Void
      let type = Navigation.self
      var calls = StackCalls()
      calls.push = hook(
        .push,
        on: type,
        #selector(Navigation.pushViewController(_:animated:)),
        report: &report,
        callThrough: { h in { unsafeBitCast(h.original, to: PushIMP.self)($0, h.selector, $1, $2) }
        },
        block: { call in
          { n, pushed, animated in
            guard guards(.push, n) else { return call(n, pushed, animated) }
            return MainActor.assumeIsolated {
              GuardedCalls.push(pushed, on: n, animated: animated, settings: settings)
            }
          } as PushBlock
        }
      )
      calls.pop = hook(
        .pop,
        on: type,
        #selector(Navigation.popViewController(animated:)),
        report: &report,
        callThrough: { h in { unsafeBitCast(h.original, to: PopIMP.self)($0, h.selector, $1) } },
        block: { call in
          { n, animated in
            guard guards(.pop, n) else { return call(n, animated) }
            return MainActor.assumeIsolated {
              GuardedCalls.pop(n, to: .top, animated: animated, settings: settings)?.first
            }
          } as PopBlock
        }
      )
      calls.popTo = hook(
        .popTo,
        on: type,
        #selector(Navigation.popToViewController(_:animated:)),
        report: &report,
        callThrough: { h in { unsafeBitCast(h.original, to: PopToIMP.self)($0, h.selector, $1, $2) }
        },
        block: { call in
          { n, target, animated in
            guard guards(.popTo, n) else { return call(n, target, animated) }
            return MainActor.assumeIsolated {
              GuardedCalls.pop(
                n,
                to: .viewController(target),
                animated: animated,
                settings: settings
              )
            }
          } as PopToBlock
        }
      )
      calls.popToRoot = hook(
        .popToRoot,
        on: type,
        #selector(Navigation.popToRootViewController(animated:)),
        report: &report,
        callThrough: { h in { unsafeBitCast(h.original, to: PopToRootIMP.self)($0, h.selector, $1) }
        },
        block: { call in
          { n, animated in
            guard guards(.popToRoot, n) else { return call(n, animated) }
            return MainActor.assumeIsolated {
              GuardedCalls.pop(n, to: .root, animated: animated, settings: settings)
            }
          } as PopToRootBlock
        }
      )
      calls.set = hook(
        .setViewControllers,
        on: type,
        #selector(Navigation.setViewControllers(_:animated:)),
        report: &report,
        callThrough: { h in { unsafeBitCast(h.original, to: SetIMP.self)($0, h.selector, $1, $2) }
        },
        block: { call in
          { n, stack, animated in
            guard guards(.setViewControllers, n) else { return call(n, stack, animated) }
            return MainActor.assumeIsolated {
              GuardedCalls.setViewControllers(stack, on: n, animated: animated, settings: settings)
            }
          } as SetBlock
        }
      )
      calls.barHidden = hook(
        .setNavigationBarHidden,
        on: type,
        #selector(Navigation.setNavigationBarHidden(_:animated:)),
        report: &report,
        callThrough: { h in { unsafeBitCast(h.original, to: BarIMP.self)($0, h.selector, $1, $2) }
        },
        block: { call in
          { n, hidden, animated in
            guard guards(.setNavigationBarHidden, n) else { return call(n, hidden, animated) }
            return MainActor.assumeIsolated {
              GuardedCalls.setNavigationBarHidden(
                hidden,
                on: n,
                animated: animated,
                settings: settings
              )
            }
          } as BarBlock
        }
      )
      return calls
    }

    fileprivate static func hookModalCalls(
      settings: GuardSettings,
      report: inout GuardInstallReport
    ) -> (
      present: ((Controller, Controller, Bool, Completion) -> Void)?,
      dismiss: ((Controller, Bool, Completion) -> Void)?
    ) {
      typealias PresentIMP =
        @convention(c) (Controller, Selector, Controller, Bool, Completion)
        -> Void
      typealias DismissIMP = @convention(c) (Controller, Selector, Bool, Completion) -> Void
      typealias PresentBlock = @convention(block) (Controller, Controller, Bool, Completion) -> Void
      typealias DismissBlock = @convention(block) (Controller, Bool, Completion) -> Void
      let type = Controller.self
      let present = hook(
        .present,
        on: type,
        #selector(Controller.present(_:animated:completion:)),
        report: &report,
        callThrough: { h in
          { unsafeBitCast(h.original, to: PresentIMP.self)($0, h.selector, $1, $2, $3) }
        },
        block: { call in
          { presenter, presented, animated, completion in
            guard guards(.present, presenter) else {
              return call(presenter, presented, animated, completion)
            }
            // UIKit hands the completion over on the main thread, and the guard runs it there.
            nonisolated(unsafe) let completion = completion
            return MainActor.assumeIsolated {
              GuardedCalls.present(
                presented,
                from: presenter,
                animated: animated,
                completion: completion,
                settings: settings
              )
            }
          } as PresentBlock
        }
      )
      let dismiss = hook(
        .dismiss,
        on: type,
        #selector(Controller.dismiss(animated:completion:)),
        report: &report,
        callThrough: { h in
          { unsafeBitCast(h.original, to: DismissIMP.self)($0, h.selector, $1, $2) }
        },
        block: { call in
          { controller, animated, completion in
            guard guards(.dismiss, controller) else {
              return call(controller, animated, completion)
            }
            nonisolated(unsafe) let completion = completion
            return MainActor.assumeIsolated {
              GuardedCalls.dismiss(
                controller,
                animated: animated,
                completion: completion,
                settings: settings
              )
            }
          } as DismissBlock
        }
      )
      return (present, dismiss)
    }

    fileprivate static func hookTabCalls(
      settings: GuardSettings,
      report: inout GuardInstallReport
    ) -> (
      index: ((UITabBarController, Int) -> Void)?,
      controller: ((UITabBarController, Controller?) -> Void)?
    ) {
      typealias IndexIMP = @convention(c) (UITabBarController, Selector, Int) -> Void
      typealias ControllerIMP = @convention(c) (UITabBarController, Selector, Controller?) -> Void
      typealias IndexBlock = @convention(block) (UITabBarController, Int) -> Void
      typealias ControllerBlock = @convention(block) (UITabBarController, Controller?) -> Void
      let type = UITabBarController.self
      let index = hook(
        .setSelectedIndex,
        on: type,
        #selector(setter: UITabBarController.selectedIndex),
        report: &report,
        callThrough: { h in { unsafeBitCast(h.original, to: IndexIMP.self)($0, h.selector, $1) } },
        block: { call in
          { tabBar, index in
            guard guards(.setSelectedIndex, tabBar) else { return call(tabBar, index) }
            return MainActor.assumeIsolated {
              GuardedCalls.select(.index(index), on: tabBar, settings: settings)
            }
          } as IndexBlock
        }
      )
      let controller = hook(
        .setSelectedViewController,
        on: type,
        #selector(setter: UITabBarController.selectedViewController),
        report: &report,
        callThrough: { h in
          { unsafeBitCast(h.original, to: ControllerIMP.self)($0, h.selector, $1) }
        },
        block: { call in
          { tabBar, selected in
            guard guards(.setSelectedViewController, tabBar) else { return call(tabBar, selected) }
            return MainActor.assumeIsolated {
              GuardedCalls.select(selected.map { .controller($0) }, on: tabBar, settings: settings)
            }
          } as ControllerBlock
        }
      )
      return (index, controller)
    }
  }
#endif
