import Baton
import BatonUIKit
import HeadlessUIKit
import Testing

/// A swipe-back starts in one place for ``BatonNavigationController`` and for a plain
/// navigation controller under the app-wide guard. UIKit's recognizer stays `.began` from the
/// touch that starts the swipe until the finger next moves (facts A20 P7): a
/// `popViewController(animated:)` the app makes in between, once the swipe's own pop runs, is
/// the app's call (a timer that closes the page), and waits for the swipe as any other call.
@MainActor
@Suite struct SwipeStartPathTests {
  nonisolated static let paths: [CallPath] = [.dropIn, .guarded]

  /// The swipe finishes: the app's pop finds its page gone, and nothing else leaves.
  @Test(arguments: Headless.Profile.allCases, paths)
  func anAppPopBeforeTheFingerMovesWaitsForTheSwipe(
    profile: Headless.Profile,
    path: CallPath
  ) throws {
    try onStage(profile, path: path) { stage in
      let recorder = LaneRecorder(stage.lane)
      defer { recorder.stop() }
      let list = ListScreen()
      stage.navigation.setViewControllers([stage.home, list, DetailScreen()], animated: false)
      stage.settle()
      let swipe = try #require(stage.world.beginInteractivePop(on: stage.navigation))
      stage.navigation.popViewController(animated: true)
      stage.advance(0.1)
      swipe.update(progress: 0.6)
      stage.advance(0.1)
      swipe.finish()
      stage.settle()
      #expect(stage.stack == [stage.home, list], "only the swiped page leaves (\(path))")
      #expect(recorder.allOutcomes.contains(.dropped(.sourceGone)))
      #expect(!stage.diagnosticCodes.contains(.interactivePopRejected))
      #expect(stage.faults.isEmpty, "\(stage.faults)")
    }
  }

  /// The swipe is abandoned: the app's pop, which waited for it, then closes the page.
  @Test(arguments: Headless.Profile.allCases, paths)
  func anAppPopBeforeTheFingerMovesClosesThePageAfterACancelledSwipe(
    profile: Headless.Profile,
    path: CallPath
  ) throws {
    try onStage(profile, path: path) { stage in
      let list = ListScreen()
      stage.navigation.setViewControllers([stage.home, list, DetailScreen()], animated: false)
      stage.settle()
      let swipe = try #require(stage.world.beginInteractivePop(on: stage.navigation))
      stage.navigation.popViewController(animated: true)
      stage.advance(0.1)
      swipe.update(progress: 0.2)
      stage.advance(0.1)
      swipe.cancel()
      stage.settle()
      #expect(stage.stack == [stage.home, list], "the app's pop was lost (\(path))")
      #expect(!stage.diagnosticCodes.contains(.interactivePopRejected))
      #expect(stage.faults.isEmpty, "\(stage.faults)")
    }
  }
}
