// The one file of BatonUIKit allowed to use the Objective-C runtime (Docs/Architecture.md,
// "The app-wide guard"; .ci/check-adapter-api exempts it). It only installs the guard on iOS, by
// giving each entry point a block implementation (Docs/UIKitFacts.md A15);
// `BatonGuard+HeadlessRuntime.swift` installs it in HeadlessUIKit, through its model of the
// runtime. What each intercepted call does is the same code on both (`GuardEntry`, then
// `GuardedCalls`). It is longer than the house's 400 lines because it is the one file allowed
// runtime calls: the ten hooks and their typed call-throughs (one per IMP signature) live here.

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
      let other = hookOtherCalls(settings: settings, report: &report)
      // An entry point that could not be hooked is reached through its public method, which
      // then still holds UIKit's implementation.
      settings.replaced = ReplacedImplementations(
        push: { n, pushed, animated in
          guard let push = stack.push else {
            return n.pushViewController(pushed, animated: animated)
          }
          push(n, pushed, animated)
        },
        pop: { n, animated in
          stack.pop.map { $0(n, animated) } ?? n.popViewController(animated: animated)
        },
        popTo: { n, target, animated in
          guard let popTo = stack.popTo else {
            return n.popToViewController(target, animated: animated)
          }
          return popTo(n, target, animated)
        },
        popToRoot: { n, animated in
          guard let popToRoot = stack.popToRoot else {
            return n.popToRootViewController(animated: animated)
          }
          return popToRoot(n, animated)
        },
        setViewControllers: { n, controllers, animated in
          guard let set = stack.set else {
            return n.setViewControllers(controllers, animated: animated)
          }
          set(n, controllers, animated)
        },
        present: { presenter, presented, animated, completion in
          guard let present = other.present else {
            return presenter.present(presented, animated: animated, completion: completion)
          }
          present(presenter, presented, animated, completion)
        },
        dismiss: { controller, animated, completion in
          guard let dismiss = other.dismiss else {
            return controller.dismiss(animated: animated, completion: completion)
          }
          dismiss(controller, animated, completion)
        },
        setNavigationBarHidden: { n, hidden, animated in
          guard let set = stack.barHidden else {
            return n.setNavigationBarHidden(hidden, animated: animated)
          }
          set(n, hidden, animated)
        },
        setSelectedIndex: { tabBar, index in
          if let select = other.index {
            select(tabBar, index)
          } else {
            tabBar.selectedIndex = index
          }
        },
        setSelectedViewController: { tabBar, selected in
          if let select = other.controller {
            select(tabBar, selected)
          } else {
            tabBar.selectedViewController = selected
          }
        }
      )
      report.report()
      if !report.missing.isEmpty {
        assertionFailure("BatonGuard is only partly installed: \(report.missing)")
      }
    }

    /// Whether the guard acts on a hooked call (``GuardEntry``); otherwise the hook calls the
    /// replaced implementation.
    fileprivate nonisolated static func guards(
      _ entry: GuardEntryPoint,
      _ receiver: AnyObject
    ) -> Bool {
      GuardEntry.guards(
        entry,
        runtimeClassName: { runtimeClassName(of: receiver) },
        isMainThread: Thread.isMainThread
      )
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
  ///
  /// Sendable because every call through it may come from any thread: its two constants never
  /// change and the one variable is read and written only under ``lock``.
  final class RuntimeHook: @unchecked Sendable {
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
    @MainActor private static var installed: Set<String> = []

    /// Installs the block `makeBlock` builds as `selector`'s implementation on `owner`, and
    /// notes what it found in `report`; nil when the method is not found or already hooked.
    @MainActor
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
  // implementation is reached with the entry point's own `_cmd` (`call…(_:)` below).
  extension GuardInstallation {
    typealias Navigation = UINavigationController
    typealias Controller = UIViewController
    typealias Completion = (() -> Void)?
    typealias BlockCompletion = (@convention(block) () -> Void)?

    /// The replaced implementations of the stack calls, nil where not hooked.
    fileprivate struct StackCalls {
      var push: (@Sendable (Navigation, Controller, Bool) -> Void)?
      var pop: (@Sendable (Navigation, Bool) -> Controller?)?
      var popTo: (@Sendable (Navigation, Controller, Bool) -> [Controller]?)?
      var popToRoot: (@Sendable (Navigation, Bool) -> [Controller]?)?
      var set: (@Sendable (Navigation, [Controller], Bool) -> Void)?
      var barHidden: (@Sendable (Navigation, Bool, Bool) -> Void)?
    }

    /// The replaced implementations of present, dismiss and the tab setters, nil where not
    /// hooked.
    fileprivate struct OtherCalls {
      var present: (@Sendable (Controller, Controller, Bool, Completion) -> Void)?
      var dismiss: (@Sendable (Controller, Bool, Completion) -> Void)?
      var index: (@Sendable (UITabBarController, Int) -> Void)?
      var controller: (@Sendable (UITabBarController, Controller?) -> Void)?
    }

    fileprivate static func hookStackCalls(
      settings: GuardSettings,
      report: inout GuardInstallReport
    ) -> StackCalls {
      typealias PushBlock = @convention(block) @Sendable (Navigation, Controller, Bool) -> Void
      typealias PopBlock = @convention(block) @Sendable (Navigation, Bool) -> Controller?
      typealias PopToBlock = @convention(block) @Sendable (Navigation, Controller, Bool) -> NSArray?
      typealias SetBlock = @convention(block) @Sendable (Navigation, NSArray, Bool) -> Void
      typealias BarBlock = @convention(block) @Sendable (Navigation, Bool, Bool) -> Void
      let type = Navigation.self
      var calls = StackCalls()
      let pushSelector = #selector(Navigation.pushViewController(_:animated:))
      calls.push = RuntimeHook.install(.push, on: type, pushSelector, report: &report) { hook in
        let call = callPush(hook)
        let block: PushBlock = { navigation, pushed, animated in
          guard guards(.push, navigation) else { return call(navigation, pushed, animated) }
          MainActor.assumeIsolated {
            GuardedCalls.push(pushed, on: navigation, animated: animated, settings: settings)
          }
        }
        return block
      }.map(callPush)
      let popSelector = #selector(Navigation.popViewController(animated:))
      calls.pop = RuntimeHook.install(.pop, on: type, popSelector, report: &report) { hook in
        let call = callPop(hook)
        let block: PopBlock = { navigation, animated in
          guard guards(.pop, navigation) else { return call(navigation, animated) }
          return MainActor.assumeIsolated {
            GuardedCalls.pop(navigation, to: .top, animated: animated, settings: settings)?.first
          }
        }
        return block
      }.map(callPop)
      let popToSelector = #selector(Navigation.popToViewController(_:animated:))
      calls.popTo = RuntimeHook.install(.popTo, on: type, popToSelector, report: &report) { hook in
        let call = callPopTo(hook)
        let block: PopToBlock = { navigation, target, animated in
          guard guards(.popTo, navigation) else {
            return call(navigation, target, animated).map { $0 as NSArray }
          }
          let popped = MainActor.assumeIsolated {
            GuardedCalls.pop(
              navigation,
              to: .viewController(target),
              animated: animated,
              settings: settings
            )
          }
          return popped.map { $0 as NSArray }
        }
        return block
      }.map(callPopTo)
      let rootSelector = #selector(Navigation.popToRootViewController(animated:))
      calls.popToRoot = RuntimeHook.install(.popToRoot, on: type, rootSelector, report: &report) {
        hook in
        let call = callPopToRoot(hook)
        let block: PopBlockReturningMany = { navigation, animated in
          guard guards(.popToRoot, navigation) else {
            return call(navigation, animated).map { $0 as NSArray }
          }
          let popped = MainActor.assumeIsolated {
            GuardedCalls.pop(navigation, to: .root, animated: animated, settings: settings)
          }
          return popped.map { $0 as NSArray }
        }
        return block
      }.map(callPopToRoot)
      let setSelector = #selector(Navigation.setViewControllers(_:animated:))
      calls.set = RuntimeHook.install(.setViewControllers, on: type, setSelector, report: &report) {
        hook in
        let call = callSet(hook)
        let block: SetBlock = { navigation, stack, animated in
          let stack = stack.compactMap { $0 as? Controller }
          guard guards(.setViewControllers, navigation) else {
            return call(navigation, stack, animated)
          }
          MainActor.assumeIsolated {
            GuardedCalls.setViewControllers(
              stack,
              on: navigation,
              animated: animated,
              settings: settings
            )
          }
        }
        return block
      }.map(callSet)
      let barSelector = #selector(Navigation.setNavigationBarHidden(_:animated:))
      calls.barHidden = RuntimeHook.install(
        .setNavigationBarHidden,
        on: type,
        barSelector,
        report: &report
      ) { hook in
        let call = callSetBarHidden(hook)
        let block: BarBlock = { navigation, hidden, animated in
          guard guards(.setNavigationBarHidden, navigation) else {
            return call(navigation, hidden, animated)
          }
          MainActor.assumeIsolated {
            GuardedCalls.setNavigationBarHidden(
              hidden,
              on: navigation,
              animated: animated,
              settings: settings
            )
          }
        }
        return block
      }.map(callSetBarHidden)
      return calls
    }

    /// A block for `popToRootViewControllerAnimated:`.
    typealias PopBlockReturningMany = @convention(block) @Sendable (Navigation, Bool) -> NSArray?

    fileprivate static func hookOtherCalls(
      settings: GuardSettings,
      report: inout GuardInstallReport
    ) -> OtherCalls {
      typealias PresentBlock =
        @convention(block) @Sendable (Controller, Controller, Bool, BlockCompletion) -> Void
      typealias DismissBlock =
        @convention(block) @Sendable (Controller, Bool, BlockCompletion) -> Void
      typealias IndexBlock = @convention(block) @Sendable (UITabBarController, Int) -> Void
      typealias TabBlock = @convention(block) @Sendable (UITabBarController, Controller?) -> Void
      var calls = OtherCalls()
      let presentSelector = #selector(Controller.present(_:animated:completion:))
      calls.present = RuntimeHook.install(
        .present,
        on: Controller.self,
        presentSelector,
        report: &report
      ) { hook in
        let call = callPresent(hook)
        let block: PresentBlock = { presenter, presented, animated, completion in
          guard guards(.present, presenter) else {
            return call(presenter, presented, animated, completion.map { block in { block() } })
          }
          // UIKit hands the completion over on the main thread, and the guard runs it there.
          nonisolated(unsafe) let completion: Completion = completion.map { block in { block() } }
          MainActor.assumeIsolated {
            GuardedCalls.present(
              presented,
              from: presenter,
              animated: animated,
              completion: completion,
              settings: settings
            )
          }
        }
        return block
      }.map(callPresent)
      let dismissSelector = #selector(Controller.dismiss(animated:completion:))
      calls.dismiss = RuntimeHook.install(
        .dismiss,
        on: Controller.self,
        dismissSelector,
        report: &report
      ) { hook in
        let call = callDismiss(hook)
        let block: DismissBlock = { controller, animated, completion in
          guard guards(.dismiss, controller) else {
            return call(controller, animated, completion.map { block in { block() } })
          }
          nonisolated(unsafe) let completion: Completion = completion.map { block in { block() } }
          MainActor.assumeIsolated {
            GuardedCalls.dismiss(
              controller,
              animated: animated,
              completion: completion,
              settings: settings
            )
          }
        }
        return block
      }.map(callDismiss)
      let tabs = UITabBarController.self
      let indexSelector = #selector(setter: UITabBarController.selectedIndex)
      calls.index = RuntimeHook.install(.setSelectedIndex, on: tabs, indexSelector, report: &report)
      {
        hook in
        let call = callSelectIndex(hook)
        let block: IndexBlock = { tabBar, index in
          guard guards(.setSelectedIndex, tabBar) else { return call(tabBar, index) }
          MainActor.assumeIsolated {
            GuardedCalls.select(.index(index), on: tabBar, settings: settings)
          }
        }
        return block
      }.map(callSelectIndex)
      let tabSelector = #selector(setter: UITabBarController.selectedViewController)
      calls.controller = RuntimeHook.install(
        .setSelectedViewController,
        on: tabs,
        tabSelector,
        report: &report
      ) { hook in
        let call = callSelectController(hook)
        let block: TabBlock = { tabBar, selected in
          guard guards(.setSelectedViewController, tabBar) else { return call(tabBar, selected) }
          MainActor.assumeIsolated {
            GuardedCalls.select(selected.map { .controller($0) }, on: tabBar, settings: settings)
          }
        }
        return block
      }.map(callSelectController)
      return calls
    }
  }

  // Calls of a replaced implementation, with the hooked selector as `_cmd`.
  extension GuardInstallation {
    private typealias PushIMP = @convention(c) (Navigation, Selector, Controller, Bool) -> Void
    private typealias PopIMP = @convention(c) (Navigation, Selector, Bool) -> Controller?
    private typealias PopToIMP = @convention(c) (Navigation, Selector, Controller, Bool) -> NSArray?
    private typealias PopToRootIMP = @convention(c) (Navigation, Selector, Bool) -> NSArray?
    private typealias SetIMP = @convention(c) (Navigation, Selector, NSArray, Bool) -> Void
    private typealias BarIMP = @convention(c) (Navigation, Selector, Bool, Bool) -> Void
    private typealias PresentIMP =
      @convention(c) (Controller, Selector, Controller, Bool, BlockCompletion) -> Void
    private typealias DismissIMP =
      @convention(c) (Controller, Selector, Bool, BlockCompletion) -> Void
    private typealias IndexIMP = @convention(c) (UITabBarController, Selector, Int) -> Void
    private typealias TabIMP = @convention(c) (UITabBarController, Selector, Controller?) -> Void

    fileprivate static func callPush(
      _ hook: RuntimeHook
    ) -> @Sendable (Navigation, Controller, Bool) -> Void {
      { unsafeBitCast(hook.original, to: PushIMP.self)($0, hook.selector, $1, $2) }
    }

    fileprivate static func callPop(_ hook: RuntimeHook)
      -> @Sendable (Navigation, Bool) -> Controller?
    {
      { unsafeBitCast(hook.original, to: PopIMP.self)($0, hook.selector, $1) }
    }

    fileprivate static func callPopTo(
      _ hook: RuntimeHook
    ) -> @Sendable (Navigation, Controller, Bool) -> [Controller]? {
      {
        unsafeBitCast(hook.original, to: PopToIMP.self)($0, hook.selector, $1, $2) as? [Controller]
      }
    }

    fileprivate static func callPopToRoot(
      _ hook: RuntimeHook
    ) -> @Sendable (Navigation, Bool) -> [Controller]? {
      {
        unsafeBitCast(hook.original, to: PopToRootIMP.self)($0, hook.selector, $1) as? [Controller]
      }
    }

    fileprivate static func callSet(
      _ hook: RuntimeHook
    ) -> @Sendable (Navigation, [Controller], Bool) -> Void {
      { unsafeBitCast(hook.original, to: SetIMP.self)($0, hook.selector, $1 as NSArray, $2) }
    }

    fileprivate static func callSetBarHidden(
      _ hook: RuntimeHook
    ) -> @Sendable (Navigation, Bool, Bool) -> Void {
      { unsafeBitCast(hook.original, to: BarIMP.self)($0, hook.selector, $1, $2) }
    }

    fileprivate static func callPresent(
      _ hook: RuntimeHook
    ) -> @Sendable (Controller, Controller, Bool, Completion) -> Void {
      { presenter, presented, animated, completion in
        unsafeBitCast(hook.original, to: PresentIMP.self)(
          presenter,
          hook.selector,
          presented,
          animated,
          objectiveCBlock(completion)
        )
      }
    }

    fileprivate static func callDismiss(
      _ hook: RuntimeHook
    ) -> @Sendable (Controller, Bool, Completion) -> Void {
      { controller, animated, completion in
        unsafeBitCast(hook.original, to: DismissIMP.self)(
          controller,
          hook.selector,
          animated,
          objectiveCBlock(completion)
        )
      }
    }

    /// A completion as the block an Objective-C method takes. (Made here, not with `map` inside
    /// the call-through: that form crashed Swift 6.3.1's IR generation at -Osize.)
    private nonisolated static func objectiveCBlock(_ completion: Completion) -> BlockCompletion {
      guard let completion else { return nil }
      return { completion() }
    }

    fileprivate static func callSelectIndex(
      _ hook: RuntimeHook
    ) -> @Sendable (UITabBarController, Int) -> Void {
      { unsafeBitCast(hook.original, to: IndexIMP.self)($0, hook.selector, $1) }
    }

    fileprivate static func callSelectController(
      _ hook: RuntimeHook
    ) -> @Sendable (UITabBarController, Controller?) -> Void {
      { unsafeBitCast(hook.original, to: TabIMP.self)($0, hook.selector, $1) }
    }
  }
#endif
