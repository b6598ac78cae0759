import Baton
import BatonUIKit
import HeadlessUIKit
import Testing

/// SwiftUI's own stack calls pass straight through the app-wide guard: `NavigationStack` runs on
/// `SwiftUI.UIKitNavigationController`, which pushes and sets its stack through the public
/// selectors (`Docs/UIKitFacts.md` A15, S26), and SwiftUI expects the effect at once.
@MainActor
@Suite struct GuardSwiftUIStackTests {
  @Test(arguments: Headless.Profile.allCases)
  func aPushOnSwiftUIsStackWhileAnExistingAlertHoldsTheQueueHappensAtOnce(
    profile: Headless.Profile
  ) throws {
    let world = Headless.World(profile: profile)
    try world.run {
      BatonGuard.install()
      defer { BatonGuard.uninstall() }
      let window = UIWindow(windowScene: world.makeWindowScene())
      try window.baton.configure(
        BatonEnvironment(scheduler: world.scheduler, diagnostics: DiagnosticsCenter())
      )
      let page = UIViewController()
      let stack = SwiftUIStackController(rootViewController: page)
      window.rootViewController = stack
      window.makeKeyAndVisible()
      world.scheduler.runDueWork()
      #expect(world.scheduler.runUntilIdle())
      // The app's own alert (plain `present`), queued by the guard: it blocks navigation.
      let alert = UIAlertController(title: "Update", message: nil, preferredStyle: .alert)
      let ok = UIAlertAction(title: "OK", style: .default)
      alert.addAction(ok)
      page.present(alert, animated: true)
      #expect(world.scheduler.runUntilIdle())
      #expect(page.presentedViewController === alert)
      let next = UIViewController()
      stack.pushViewController(next, animated: true)
      #expect(stack.topViewController === next)
      #expect(world.scheduler.runUntilIdle())
      let more = UIViewController()
      stack.setViewControllers([page, next, more], animated: false)
      #expect(stack.viewControllers == [page, next, more])
      #expect(world.scheduler.runUntilIdle())
      #expect(page.presentedViewController === alert)
      #expect(world.faults.isEmpty, "UIKit faults: \(world.faults)")
      #expect(world.tap(ok, in: alert))
      #expect(world.scheduler.runUntilIdle())
      let lane = window.baton.lane
      #expect(!lane.isBusy && lane.pendingCount == 0)
    }
  }
}
