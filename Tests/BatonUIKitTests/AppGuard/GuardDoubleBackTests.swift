import Baton
import BatonUIKit
import HeadlessUIKit
import Testing

/// With the app-wide guard installed, a custom back button's `popViewController(animated:)`
/// pops the page it was tapped on: a second tap — queued behind the first, or made while the
/// first pop runs — finds that page gone and is dropped `sourceGone` instead of popping the
/// page below (the lab's over-pops).
@MainActor
@Suite struct GuardDoubleBackTests {
  @Test(arguments: Headless.Profile.allCases)
  func twoTapsQueuedBehindAPushPopOnlyThePageTheyWereTappedOn(profile: Headless.Profile) {
    onGuardedStage(profile) { stage in
      let recorder = LaneRecorder(stage.lane)
      defer { recorder.stop() }
      let list = ListScreen()
      stage.navigation.pushViewController(list, animated: false)
      stage.settle()
      stage.navigation.pushViewController(DetailScreen(), animated: true)
      stage.advance(0.05)
      stage.navigation.popViewController(animated: true)
      stage.navigation.popViewController(animated: true)
      stage.settle()
      #expect(stage.stack == [stage.home, list], "the second tap did not pop the list")
      #expect(recorder.allOutcomes.filter { $0 == .dropped(.sourceGone) }.count == 1)
      #expect(recorder.everyRequestHasOneOutcome)
      #expect(stage.faults.isEmpty)
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func aSecondTapDuringThePopItStartedIsDropped(profile: Headless.Profile) {
    onGuardedStage(profile) { stage in
      let recorder = LaneRecorder(stage.lane)
      defer { recorder.stop() }
      let list = ListScreen()
      stage.navigation.pushViewController(list, animated: false)
      stage.navigation.pushViewController(DetailScreen(), animated: false)
      stage.settle()
      stage.navigation.popViewController(animated: true)
      stage.advance(0.1)
      #expect(stage.navigation.popViewController(animated: true) == nil)
      stage.settle()
      #expect(stage.stack == [stage.home, list])
      #expect(recorder.allOutcomes.contains(.dropped(.sourceGone)))
      #expect(stage.faults.isEmpty)
    }
  }

  /// A pop the app makes after a push it queued pops that push, as UIKit's calls in a row
  /// would: the page on screen when the pop was asked is still on the stack.
  @Test(arguments: Headless.Profile.allCases)
  func aPopAfterAQueuedPushPopsThePushedPage(profile: Headless.Profile) {
    onGuardedStage(profile) { stage in
      let list = ListScreen()
      stage.navigation.pushViewController(list, animated: true)
      stage.navigation.pushViewController(DetailScreen(), animated: true)
      stage.navigation.popViewController(animated: true)
      stage.settle()
      #expect(stage.stack == [stage.home, list])
      #expect(stage.faults.isEmpty)
    }
  }
}
