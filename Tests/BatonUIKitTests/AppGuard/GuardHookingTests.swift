import Baton
import HeadlessUIKit
import Testing

@testable import BatonUIKit

/// How the guard is hooked in, to the standard of the SDKs that hook UIKit in millions of apps
/// (`Docs/UIKitFacts.md` A15, "Installed as the SDKs that swizzle install"): what another
/// library replaced first is reported, calls the guard must not act on pass straight through
/// with a diagnostic, and a subclass that never calls `super` is outside any hook.
@MainActor
@Suite struct GuardHookingTests {
  @Test func whatAnotherLibraryReplacedBeforeTheGuardIsReported() {
    onStage(baton: false) { stage in
      let library = CountingLibrary()
      library.install()
      let seen = DiagnosticsLog(stage.environment.diagnostics)
      defer { seen.stop() }
      BatonGuard.install()
      defer { BatonGuard.uninstall() }
      let replaced = seen.diagnostics.filter { $0.code == .guardEntryPointAlreadyReplaced }
      #expect(replaced.count == 2)
      #expect(replaced.contains { $0.message.contains("pushViewController:animated:") })
      #expect(replaced.contains { $0.message.contains("presentViewController:animated:") })
      #expect(seen.diagnostics.allSatisfy { $0.code != .guardEntryPointMissing })
      // It chained after the library: each push is seen once by both.
      stage.navigation.pushViewController(ListScreen(), animated: true)
      stage.settle()
      #expect(library.pushes == 1)
    }
  }

  @Test func aGuardInstalledOnUIKitsOwnImplementationsReportsNothing() {
    onStage(baton: false) { stage in
      let seen = DiagnosticsLog(stage.environment.diagnostics)
      defer { seen.stop() }
      BatonGuard.install()
      defer { BatonGuard.uninstall() }
      #expect(seen.diagnostics.isEmpty)
      #expect(
        stage.world.methodTable.image(of: \.pushViewController) == "BatonUIKit",
        "the guard's replacement names its image, as dladdr would"
      )
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func anInstanceWhoseClassKVOChangedPassesStraightThrough(profile: Headless.Profile) {
    onGuardedStage(profile) { stage in
      let recorder = LaneRecorder(stage.lane)
      defer { recorder.stop() }
      let seen = DiagnosticsLog(stage.environment.diagnostics)
      defer { seen.stop() }
      stage.world.methodTable.observeKeyValues(of: stage.navigation)
      let list = ListScreen()
      stage.navigation.pushViewController(list, animated: false)
      stage.settle()
      #expect(recorder.started.isEmpty, "the lane never saw the call")
      #expect(stage.navigation.topViewController === list, "UIKit's push ran")
      #expect(seen.diagnostics.map(\.code) == [.guardReceiverClassChanged])
    }
  }

  @Test func anInstanceWhoseClassWasNotChangedIsGuarded() {
    onGuardedStage(.deferring) { stage in
      let recorder = LaneRecorder(stage.lane)
      defer { recorder.stop() }
      let other = UINavigationController()
      stage.world.methodTable.observeKeyValues(of: other)
      stage.navigation.pushViewController(ListScreen(), animated: true)
      stage.settle()
      #expect(recorder.started == [.push])
      #expect(
        stage.world.methodTable.runtimeClassName(of: other)
          == "NSKVONotifying_UINavigationController"
      )
    }
  }

  @Test func aCallOffTheMainThreadPassesStraightThroughWithADiagnostic() async {
    // Off the main thread nothing of the app's state can be read: the report goes to the
    // process's default center once the main actor runs it.
    let seen = DiagnosticsLog(BatonEnvironment.default.diagnostics)
    defer { seen.stop() }
    let guards = GuardEntry.guards(
      .push,
      runtimeClassName: { "UINavigationController" },
      isMainThread: false
    )
    #expect(!guards)
    for _ in 0..<100 where seen.offMainThread.isEmpty { await Task.yield() }
    #expect(seen.offMainThread.count == 1)
    #expect(seen.offMainThread.first?.severity == .error)
    #expect(seen.offMainThread.first?.message.contains("pushViewController:animated:") == true)
    #expect(
      GuardEntry.guards(.push, runtimeClassName: { "UINavigationController" }, isMainThread: true)
    )
  }

  @Test(arguments: Headless.Profile.allCases)
  func aSubclassThatNeverCallsSuperIsOutsideTheGuard(profile: Headless.Profile) {
    onGuardedStage(profile) { stage in
      let recorder = LaneRecorder(stage.lane)
      defer { recorder.stop() }
      let navigation = SuperlessNavigationController()
      navigation.setViewControllers([ListScreen()], animated: false)
      stage.window.rootViewController = navigation
      stage.settle()
      navigation.pushViewController(DetailScreen(), animated: true)
      navigation.pushViewController(DetailScreen(), animated: true)
      stage.settle()
      // Its override replaced UIKit's push for its instances, hook and all: nothing moved, the
      // lane saw nothing, and nothing was left waiting.
      #expect(navigation.pushes == 2)
      #expect(navigation.viewControllers.count == 1)
      #expect(recorder.started.isEmpty)
      #expect(!stage.lane.isBusy)
    }
  }
}

/// A navigation controller whose push override never calls `super` (an app's "block pushes
/// while loading" subclass): no hook on `UINavigationController` can see its pushes, on iOS as
/// here.
private final class SuperlessNavigationController: UINavigationController {
  private(set) var pushes = 0

  override func pushViewController(_ viewController: UIViewController, animated: Bool) {
    pushes += 1
  }
}

/// The diagnostics a center reports while the log observes it.
@MainActor
private final class DiagnosticsLog {
  private(set) var diagnostics: [Diagnostic] = []
  private var token: ObservationToken?

  init(_ center: DiagnosticsCenter) {
    token = center.addObserver { [weak self] in self?.diagnostics.append($0) }
  }

  /// The reports of calls made off the main thread.
  var offMainThread: [Diagnostic] { diagnostics.filter { $0.code == .guardCallOffMainThread } }

  func stop() { token?.cancel() }
}
