import Baton
import BatonUIKit
import HeadlessUIKit
import Testing

/// An app builds its first screens at launch, before `makeKeyAndVisible()`: with the guard,
/// those calls still edit the hierarchy at once, as without it (no window on screen, nothing
/// to collide with).
@MainActor
@Suite struct GuardLaunchTests {
  @Test(arguments: Headless.Profile.allCases)
  func callsBeforeTheWindowIsShownRunAtOnce(profile: Headless.Profile) {
    onGuardedStage(profile) { stage in
      let window = UIWindow(windowScene: stage.world.makeWindowScene())
      let navigation = UINavigationController(rootViewController: HomeScreen())
      window.rootViewController = navigation
      let onboarding = DetailScreen()
      navigation.pushViewController(onboarding, animated: false)
      #expect(navigation.topViewController === onboarding, "pushed inside the call")
      #expect(navigation.popViewController(animated: false) === onboarding)
      window.makeKeyAndVisible()
      stage.settle()
      #expect(navigation.viewControllers.count == 1)
      #expect(stage.faults.isEmpty)
      window.baton.endLane()
      window.rootViewController = nil
    }
  }
}
