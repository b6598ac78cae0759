import Baton
import BatonUIKit
import HeadlessUIKit
import Testing

/// An existing alert asked from a page the user takes away before the alert's turn:
/// the page's leaving is an event that makes the queue look again, so the alert shows
/// from the top without waiting for an unrelated transition.
@MainActor
@Suite struct GuardAlertOnLeftPageTests {
  @Test(arguments: Headless.Profile.allCases)
  func anAlertAskedDuringAFinishedSwipeShowsOnceThePageLeft(profile: Headless.Profile) throws {
    try onGuardedStage(profile) { stage in
      let detail = DetailScreen()
      stage.navigation.pushViewController(detail, animated: true)
      stage.settle()
      let swipe = try #require(stage.world.beginInteractivePop(on: stage.navigation))
      // The detail page's late reply while the user's finger holds the lane.
      var answered = false
      let alert = UIAlertController(title: "Synced", message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in answered = true })
      detail.present(alert, animated: true)
      #expect(alert.presentingViewController == nil, "it waits for the swipe")
      swipe.update(progress: 0.7)
      swipe.finish()
      stage.settle()
      #expect(stage.stack == [stage.home])
      #expect(detail.parent == nil)
      #expect(alert.presentingViewController != nil, "shown from the top, nothing else happened")
      #expect(stage.world.tap(alert.actions[0], in: alert))
      stage.settle()
      #expect(answered)
      #expect(stage.faults.isEmpty, "\(stage.faults)")
    }
  }
}
