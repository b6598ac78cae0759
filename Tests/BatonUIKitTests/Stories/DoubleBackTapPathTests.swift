import Baton
import BatonUIKit
import HeadlessUIKit
import Testing

/// A back button tapped twice behind a push tells the same story on every path: the app-wide
/// guard over a plain navigation controller, ``BatonNavigationController`` and `vc.baton`. A
/// plain `popViewController(animated:)` pops the page the user saw (AdoptingBaton.md, facts A20
/// P6), so the second tap finds that page gone and is dropped instead of popping the page below.
@MainActor
@Suite struct DoubleBackTapPathTests {
  /// The list is on screen, the app pushes the detail, and the user taps Back twice while the
  /// push runs: the detail leaves, the list stays.
  @Test(arguments: Headless.Profile.allCases, CallPath.allCases)
  func twoTapsDuringAPushPopOnlyThePushedPage(profile: Headless.Profile, path: CallPath) {
    onStage(profile, path: path) { stage in
      let recorder = LaneRecorder(stage.lane)
      defer { recorder.stop() }
      let list = ListScreen()
      let detail = DetailScreen()
      stage.navigation.setViewControllers([stage.home, list], animated: false)
      stage.settle()
      path.push(detail, on: stage)
      stage.advance(0.05)
      path.pop(detail, on: stage)
      path.pop(detail, on: stage)
      stage.settle()
      #expect(stage.stack == [stage.home, list], "the second tap popped the list (\(path))")
      #expect(recorder.allOutcomes.filter { $0 == .dropped(.sourceGone) }.count == 1)
      #expect(recorder.everyRequestHasOneOutcome)
      #expect(stage.faults.isEmpty, "\(stage.faults)")
    }
  }

  /// The same two taps made once the push has ended: the first pops the detail, the second,
  /// made while that pop runs, finds its page gone.
  @Test(arguments: Headless.Profile.allCases, CallPath.allCases)
  func twoTapsAfterAPushPopOnlyThePushedPage(profile: Headless.Profile, path: CallPath) {
    onStage(profile, path: path) { stage in
      let list = ListScreen()
      let detail = DetailScreen()
      stage.navigation.setViewControllers([stage.home, list], animated: false)
      stage.settle()
      path.push(detail, on: stage)
      stage.settle()
      path.pop(detail, on: stage)
      stage.advance(0.1)
      path.pop(detail, on: stage)
      stage.settle()
      #expect(stage.stack == [stage.home, list], "the second tap popped the list (\(path))")
      #expect(stage.faults.isEmpty, "\(stage.faults)")
    }
  }
}
