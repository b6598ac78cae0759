#if canImport(UIKit)
  import GuardOnDeviceChecks
  import Testing
  import UIKit

  /// Runs the guard's stories on real UIKit in the iOS simulator (`.github/workflows/apple.yml`,
  /// job `guard-on-device`); each story must pass.
  @MainActor
  @Suite struct GuardOnDeviceTests {
    @Test func theGuardOnRealUIKit() async {
      // A window of an iPhone's size: a package's test bundle runs without an app's scene.
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      window.makeKeyAndVisible()
      let results = await GuardOnDeviceChecks(window: window).runAll()
      for result in results {
        print(result)
        #expect(result.passed, "\(result)")
      }
      #expect(results.count >= 3)
    }
  }
#endif
