import Baton
import BatonUIKit
import HeadlessUIKit
import Testing

/// `BatonGuard.uninstall()` lets the requests the guard queued finish first, in order, and
/// installs are counted.
@MainActor
@Suite struct GuardUninstallTests {
  @Test(arguments: Headless.Profile.allCases)
  func aDirectPushAfterUninstallWaitsForThePushesStillQueued(profile: Headless.Profile) {
    onStage(profile, baton: false) { stage in
      BatonGuard.install()
      let recorder = LaneRecorder(stage.lane)
      defer { recorder.stop() }
      let first = ListScreen()
      let second = DetailScreen()
      let third = SettingsScreen()
      stage.navigation.pushViewController(first, animated: true)
      stage.navigation.pushViewController(second, animated: true)
      BatonGuard.uninstall()
      #expect(!BatonGuard.isInstalled)
      // The first push runs and the second waits: this one goes behind them, not through.
      stage.navigation.pushViewController(third, animated: true)
      stage.settle()
      #expect(stage.stack == [stage.home, first, second, third])
      #expect(recorder.started == [.push, .push, .push])
      #expect(recorder.everyRequestHasOneOutcome)
      #expect(stage.faults.isEmpty)
      // Once the lane is idle, calls go straight to UIKit again.
      stage.navigation.popViewController(animated: true)
      stage.settle()
      #expect(recorder.started == [.push, .push, .push])
      #expect(stage.stack == [stage.home, first, second])
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func aDirectCallAfterUninstallNeverCollidesWithTheRunningTransition(
    profile: Headless.Profile
  ) {
    onStage(profile, baton: false) { stage in
      BatonGuard.install()
      let recorder = LaneRecorder(stage.lane)
      defer { recorder.stop() }
      let list = ListScreen()
      stage.navigation.pushViewController(list, animated: true)
      BatonGuard.uninstall()
      // Nothing waits, but a push runs: a direct push now would nest in it (F3 on `legacy`).
      let detail = DetailScreen()
      stage.navigation.pushViewController(detail, animated: true)
      stage.settle()
      #expect(recorder.started == [.push, .push])
      #expect(stage.stack == [stage.home, list, detail])
      #expect(stage.faults.isEmpty)
    }
  }

  @Test func aGuardInstalledTwiceNeedsTwoUninstalls() {
    onStage(baton: false) { stage in
      BatonGuard.install()
      BatonGuard.install()
      BatonGuard.uninstall()
      #expect(BatonGuard.isInstalled)
      let recorder = LaneRecorder(stage.lane)
      defer { recorder.stop() }
      stage.navigation.pushViewController(DetailScreen(), animated: true)
      stage.settle()
      #expect(recorder.started == [.push])
      BatonGuard.uninstall()
      #expect(!BatonGuard.isInstalled)
      stage.navigation.pushViewController(DetailScreen(), animated: true)
      stage.settle()
      #expect(recorder.started == [.push])
      #expect(stage.stack.count == 3)
    }
  }

  @Test func anUninstallWithNoInstallToMatchDoesNothing() {
    onStage(baton: false) { _ in
      BatonGuard.uninstall()
      BatonGuard.install()
      defer { BatonGuard.uninstall() }
      #expect(BatonGuard.isInstalled)
    }
  }
}
