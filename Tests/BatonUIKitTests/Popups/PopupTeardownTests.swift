import Baton
import BatonUIKit
import Foundation
import HeadlessUIKit
import Testing

/// A window whose lane ends with a page transition in flight and a pop-up's show
/// waiting behind it. Ending the lane reported the page's end to the window's pop-ups, which
/// ended their queue, which cancelled the show the lane was about to end `windowGone`: the
/// lane trapped ("ended twice"). Every request now ends once, on every profile. (Taking the
/// window down mid-push unbalances its appearance calls in the model; that fault is the
/// story's, not Baton's.)
@MainActor
@Suite struct PopupTeardownTests {
  /// How the window's lane ends.
  enum Ending: String, CaseIterable, Sendable {
    /// `BatonLanes.endLane(for:)`.
    case endLane
    /// The window goes away; the registry's sweep at the next adapter request ends its lane.
    case sweep
  }

  @Test(arguments: Headless.Profile.allCases, Ending.allCases)
  func aLaneEndingWithAPushInFlightAndAShowWaitingEndsEachRequestOnce(
    profile: Headless.Profile,
    ending: Ending
  ) {
    onStage(profile) { stage in
      let outcomes = Outcomes()
      let popupOutcomes = PopupOutcomes()
      weak var released: UIWindow?
      weak var releasedLane: Lane?
      do {
        let navigation = BatonNavigationController(rootViewController: HomeScreen())
        let window = UIWindow(windowScene: stage.world.makeWindowScene())
        released = window
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        stage.settle()
        let lane = BatonLanes.lane(for: window)
        releasedLane = lane
        navigation.baton.push(DetailScreen(), completion: outcomes.callback("push"))
        window.baton.popups.alert(
          title: "Rate us",
          actions: [PopupAlertAction("OK")],
          onOutcome: popupOutcomes.callback("alert")
        )
        // The queue's turn submits the alert's show, which waits behind the push.
        stage.scheduler.runDueWork()
        #expect(lane.isBusy && lane.pendingCount == 1)
        switch ending {
        case .endLane:
          window.baton.endLane()
          window.isHidden = true
          window.rootViewController = nil
        case .sweep:
          window.isHidden = true
        }
      }
      if ending == .sweep {
        #expect(released == nil)
        // The next adapter request, in any window, finds the window gone.
        stage.navigation.baton.push(ListScreen(), completion: outcomes.callback("elsewhere"))
      }
      #expect(outcomes["push"] == [.dropped(.windowGone)])
      #expect(popupOutcomes["alert"] == [.dropped(.windowGone)])
      stage.settle()
      #expect(released == nil)
      #expect(releasedLane == nil)
      stage.window.makeKeyAndVisible()
      stage.settle()
    }
  }
}
