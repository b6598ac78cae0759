// The app-wide guard's installation in HeadlessUIKit, through its model of the Objective-C
// runtime (`Headless.MethodTable`, Docs/UIKitFacts.md A15). It mirrors
// `BatonGuard+Runtime.swift`, the iOS installation: the same entry points, the same
// `GuardEntry` decision first, the same `GuardedCalls` after it, the same install report.

#if !canImport(UIKit)
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

    /// Exchanges the ten entry points of the current world's classes (once per world), as the
    /// iOS branch hooks them: each replacement first asks ``GuardEntry`` whether the guard acts,
    /// and what another library replaced before Baton is reported.
    static func exchangeImplementations(settings: GuardSettings) {
      let table = Headless.World.current.methodTable
      var report = GuardInstallReport()
      for (entry, method) in entryPoints {
        report.noteHooked(entry, previousImage: table.image(of: method))
      }
      settings.replaced = ReplacedImplementations(
        push: table.pushViewController,
        pop: table.popViewController,
        popTo: table.popToViewController,
        popToRoot: table.popToRootViewController,
        setViewControllers: table.setViewControllers,
        present: table.present,
        dismiss: table.dismiss,
        setNavigationBarHidden: table.setNavigationBarHidden,
        setSelectedIndex: table.setSelectedIndex,
        setSelectedViewController: table.setSelectedViewController
      )
      exchangeStackCalls(in: table, settings: settings)
      exchangeOtherCalls(in: table, settings: settings)
      report.report()
    }

    /// The method table's entry for each entry point.
    private static let entryPoints: [(GuardEntryPoint, PartialKeyPath<Headless.MethodTable>)] = [
      (.push, \.pushViewController), (.pop, \.popViewController), (.popTo, \.popToViewController),
      (.popToRoot, \.popToRootViewController), (.setViewControllers, \.setViewControllers),
      (.setNavigationBarHidden, \.setNavigationBarHidden), (.present, \.present),
      (.dismiss, \.dismiss), (.setSelectedIndex, \.setSelectedIndex),
      (.setSelectedViewController, \.setSelectedViewController),
    ]

    /// The image name the guard's replacements carry in the method table.
    private static let image = "BatonUIKit"

    /// Whether the guard acts on a replaced call (``GuardEntry``); otherwise the replacement
    /// calls the implementation it replaced.
    private static func guards(_ entry: GuardEntryPoint, _ receiver: AnyObject) -> Bool {
      // HeadlessUIKit's entry points are main-actor functions: the model has no other thread
      // to call them from (Docs/UIKitFacts.md A15).
      GuardEntry.guards(
        entry,
        runtimeClassName: { Headless.World.current.methodTable.runtimeClassName(of: receiver) },
        isMainThread: true
      )
    }

    private static func exchangeStackCalls(
      in table: Headless.MethodTable,
      settings: GuardSettings
    ) {
      table.exchangeImplementation(of: \.pushViewController, image: image) { replaced in
        { n, pushed, animated in
          guard guards(.push, n) else { return replaced(n, pushed, animated) }
          return GuardedCalls.push(pushed, on: n, animated: animated, settings: settings)
        }
      }
      table.exchangeImplementation(of: \.popViewController, image: image) { replaced in
        { n, animated in
          guard guards(.pop, n) else { return replaced(n, animated) }
          return GuardedCalls.pop(n, to: .top, animated: animated, settings: settings)?.first
        }
      }
      table.exchangeImplementation(of: \.popToViewController, image: image) { replaced in
        { n, target, animated in
          guard guards(.popTo, n) else { return replaced(n, target, animated) }
          return GuardedCalls.pop(
            n,
            to: .viewController(target),
            animated: animated,
            settings: settings
          )
        }
      }
      table.exchangeImplementation(of: \.popToRootViewController, image: image) { replaced in
        { n, animated in
          guard guards(.popToRoot, n) else { return replaced(n, animated) }
          return GuardedCalls.pop(n, to: .root, animated: animated, settings: settings)
        }
      }
      table.exchangeImplementation(of: \.setViewControllers, image: image) { replaced in
        { n, stack, animated in
          guard guards(.setViewControllers, n) else { return replaced(n, stack, animated) }
          return GuardedCalls.setViewControllers(
            stack,
            on: n,
            animated: animated,
            settings: settings
          )
        }
      }
      table.exchangeImplementation(of: \.setNavigationBarHidden, image: image) { replaced in
        { n, hidden, animated in
          guard guards(.setNavigationBarHidden, n) else { return replaced(n, hidden, animated) }
          GuardedCalls.setNavigationBarHidden(
            hidden,
            on: n,
            animated: animated,
            settings: settings
          )
        }
      }
    }

    private static func exchangeOtherCalls(
      in table: Headless.MethodTable,
      settings: GuardSettings
    ) {
      table.exchangeImplementation(of: \.present, image: image) { replaced in
        { presenter, presented, animated, completion in
          guard guards(.present, presenter) else {
            return replaced(presenter, presented, animated, completion)
          }
          GuardedCalls.present(
            presented,
            from: presenter,
            animated: animated,
            completion: completion,
            settings: settings
          )
        }
      }
      table.exchangeImplementation(of: \.dismiss, image: image) { replaced in
        { controller, animated, completion in
          guard guards(.dismiss, controller) else {
            return replaced(controller, animated, completion)
          }
          GuardedCalls.dismiss(
            controller,
            animated: animated,
            completion: completion,
            settings: settings
          )
        }
      }
      table.exchangeImplementation(of: \.setSelectedIndex, image: image) { replaced in
        { tabBar, index in
          guard guards(.setSelectedIndex, tabBar) else { return replaced(tabBar, index) }
          return GuardedCalls.select(.index(index), on: tabBar, settings: settings)
        }
      }
      table.exchangeImplementation(of: \.setSelectedViewController, image: image) { replaced in
        { tabBar, selected in
          guard guards(.setSelectedViewController, tabBar) else {
            return replaced(tabBar, selected)
          }
          return GuardedCalls.select(
            selected.map { .controller($0) },
            on: tabBar,
            settings: settings
          )
        }
      }
    }
  }
#endif
