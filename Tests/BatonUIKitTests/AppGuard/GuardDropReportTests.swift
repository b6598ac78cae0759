import Baton
import BatonUIKit
import HeadlessUIKit
import Testing

/// Every request the app-wide guard routed and the lane dropped is reported on the diagnostics
/// channel, as `AdoptingBaton.md` says: the app's plain UIKit call returns no outcome, so the
/// diagnostic is the only place the drop shows. Each drop is reported once, with its request.
@MainActor
@Suite struct GuardDropReportTests {
  @Test(arguments: Headless.Profile.allCases)
  func aSecondBackTapDroppedAsSourceGoneIsReportedWithItsRequest(profile: Headless.Profile) {
    onGuardedStage(profile) { stage in
      let recorder = LaneRecorder(stage.lane)
      defer { recorder.stop() }
      stage.navigation.pushViewController(ListScreen(), animated: false)
      stage.navigation.pushViewController(DetailScreen(), animated: false)
      stage.settle()
      stage.navigation.popViewController(animated: true)
      stage.advance(0.1)
      stage.navigation.popViewController(animated: true)
      stage.settle()
      let dropped = recorder.outcomes.filter { $0.value == [.dropped(.sourceGone)] }.map(\.key)
      #expect(dropped.count == 1)
      let reports = stage.diagnostics.diagnostics.filter { $0.code == .requestRefused }
      #expect(reports.map(\.requestID) == dropped)
      #expect(reports.first?.severity == .info)
      #expect(reports.first?.message.contains("popViewController(animated:)") == true)
      #expect(reports.first?.message.contains("sourceGone") == true)
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func aSecondCloseTapDroppedAsSourceGoneIsReported(profile: Headless.Profile) {
    onGuardedStage(profile) { stage in
      let recorder = LaneRecorder(stage.lane)
      defer { recorder.stop() }
      let settings = SettingsScreen()
      stage.navigation.present(settings, animated: false)
      stage.settle()
      settings.dismiss(animated: true)
      stage.advance(0.05)
      settings.dismiss(animated: true)
      stage.settle()
      #expect(stage.navigation.presentedViewController == nil)
      let dropped = recorder.outcomes.filter { $0.value == [.dropped(.sourceGone)] }.map(\.key)
      #expect(dropped.count == 1)
      let reports = stage.diagnostics.diagnostics.filter { $0.code == .requestRefused }
      #expect(reports.map(\.requestID) == dropped)
      #expect(reports.first?.message.contains("dismiss(animated:completion:)") == true)
    }
  }

  /// A double tap's push is reported once, by the lane (`duplicateDropped`), not again by the
  /// guard.
  @Test(arguments: Headless.Profile.allCases)
  func aDuplicatePushIsReportedOnceByTheLane(profile: Headless.Profile) {
    onGuardedStage(profile) { stage in
      let detail = DetailScreen()
      stage.navigation.pushViewController(detail, animated: true)
      stage.navigation.pushViewController(detail, animated: true)
      stage.settle()
      #expect(stage.diagnosticCodes.filter { $0 == .duplicateDropped }.count == 1)
      #expect(!stage.diagnosticCodes.contains(.requestRefused))
    }
  }
}
