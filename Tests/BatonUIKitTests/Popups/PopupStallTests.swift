import Baton
import BatonUIKit
import Foundation
import HeadlessUIKit
import Testing

/// Nothing waits forever behind a pop-up that is gone.
@MainActor
@Suite struct PopupStallTests {
  /// How the app pushes.
  enum PushCall: String, CaseIterable, Sendable {
    /// `viewController.baton.push`.
    case navigator
    /// The drop-in `BatonNavigationController`'s own `pushViewController`.
    case navigationController

    @MainActor
    func push(_ screen: UIViewController, on stage: Stage, outcomes: Outcomes) {
      switch self {
      case .navigator:
        stage.navigation.baton.push(screen, completion: outcomes.callback("push"))
      case .navigationController:
        stage.navigation.pushViewController(screen, animated: true)
      }
    }
  }

  /// The reported story: a pop-up screen closes itself with its own `dismiss(animated:)` and
  /// the app pushes while it animates out. The orphan check saw it being dismissed and looked
  /// no more, so the queue kept holding the push for good. It now looks again when that
  /// dismissal ends: the push runs right after it, long before the lane's stall bound (5 s
  /// here, so that only the dismissal's end can release it in time).
  @Test(arguments: Headless.Profile.allCases, PushCall.allCases)
  func aPopupScreenClosingItselfReleasesThePushWhenItsDismissalEnds(
    profile: Headless.Profile,
    call: PushCall
  ) {
    onStage(profile, configuration: Lane.Configuration(maximumStall: 5)) { stage in
      let promo = PromoScreen()
      let ticket = stage.popups.present(promo, key: "promo")
      stage.settle()
      #expect(ticket.state == .visible)
      promo.dismiss(animated: true)
      let outcomes = Outcomes()
      call.push(DetailScreen(), on: stage, outcomes: outcomes)
      stage.advance(2)
      #expect(ticket.outcome == .dismissed(.orphaned))
      #expect(stage.screenNames == ["HomeScreen", "DetailScreen"])
      if call == .navigator { #expect(outcomes["push"] == [.completed]) }
      #expect(!stage.diagnosticCodes.contains(.stalledPopupOrphaned))
      #expect(stage.faults.isEmpty)
    }
  }

  /// A pop-up that leaves after a push is already held: an alert or a pop-up screen dismissed
  /// raw ends once its dismissal has ended (its view leaving the window is seen), and
  /// the push runs then; a custom view taken out of its container, which stays over the window,
  /// gives no such event: the lane's stall bound finds it gone and the push runs, one bound
  /// after it was held.
  @Test(arguments: Headless.Profile.allCases, LeavingPopup.allCases)
  func aPopupLeavingAfterThePushWasHeldReleasesItWithinTheBound(
    profile: Headless.Profile,
    leaving: LeavingPopup
  ) {
    onStage(profile) { stage in
      let ticket = leaving.show(on: stage)
      stage.settle()
      #expect(ticket.state == .visible)
      let outcomes = Outcomes()
      stage.navigation.baton.push(DetailScreen(), completion: outcomes.callback("push"))
      let heldAt = stage.scheduler.now
      stage.advance(0.1)
      #expect(outcomes["push"].isEmpty, "held while the pop-up is on screen")
      leaving.leave(on: stage)
      if leaving != .viewTakenOutOfItsContainer {
        let dismissalEnd = stage.scheduler.now + leaving.dismissalDuration(on: stage)
        stage.scheduler.advance(to: dismissalEnd)
        #expect(ticket.outcome == .dismissed(.orphaned))
        stage.settle()
        #expect(outcomes["push"] == [.completed])
        #expect(!stage.diagnosticCodes.contains(.stalledPopupOrphaned))
        #expect(stage.faults.isEmpty)
        return
      }
      stage.scheduler.advance(to: heldAt + 0.999)
      #expect(outcomes["push"].isEmpty)
      #expect(ticket.state == .visible)
      stage.scheduler.advance(to: heldAt + 1)
      #expect(ticket.outcome == .dismissed(.orphaned))
      stage.settle()
      #expect(outcomes["push"] == [.completed])
      #expect(stage.diagnosticCodes.contains(.stalledPopupOrphaned))
      #expect(stage.faults.isEmpty)
    }
  }

  /// A blocking alert on screen holds the push until it is answered, however long.
  @Test(arguments: Headless.Profile.allCases)
  func anAlertOnScreenHoldsThePushUntilAnswered(profile: Headless.Profile) {
    onStage(profile) { stage in
      let ticket = stage.popups.alert(title: "Update", actions: [PopupAlertAction("OK")])
      stage.settle()
      let outcomes = Outcomes()
      stage.navigation.baton.push(DetailScreen(), completion: outcomes.callback("push"))
      stage.advance(30)
      #expect(outcomes["push"].isEmpty)
      #expect(stage.presentedAlert?.title == "Update")
      stage.settle()
      stage.tapAlert("OK")
      stage.settle()
      #expect(ticket.outcome == .dismissed(.action("OK")))
      #expect(outcomes["push"] == [.completed])
      #expect(!stage.diagnosticCodes.contains(.stalledPopupOrphaned))
    }
  }
}

/// A pop-up that leaves the screen behind the queue's back, without any lane event.
enum LeavingPopup: String, CaseIterable, Sendable {
  /// An alert the app dismisses itself, without animation.
  case alertDismissedRaw
  /// A pop-up screen the app dismisses with its own animated `dismiss(animated:)`.
  case screenClosingItself
  /// A custom view the app takes out of its container, which stays over the window.
  case viewTakenOutOfItsContainer

  @MainActor
  func show(on stage: Stage) -> PopupTicket {
    switch self {
    case .alertDismissedRaw:
      stage.popups.alert(title: "Update", actions: [PopupAlertAction("OK")])
    case .screenClosingItself:
      stage.popups.present(PromoScreen(), key: "promo")
    case .viewTakenOutOfItsContainer:
      stage.popups.show(Banner(), key: "banner")
    }
  }

  /// How long the pop-up takes to leave.
  @MainActor
  func dismissalDuration(on stage: Stage) -> TimeInterval {
    switch self {
    case .alertDismissedRaw, .viewTakenOutOfItsContainer: 0
    case .screenClosingItself: stage.world.durations.dismiss
    }
  }

  @MainActor
  func leave(on stage: Stage) {
    switch self {
    case .alertDismissedRaw:
      stage.navigation.dismiss(animated: false)
    case .screenClosingItself:
      stage.navigation.presentedViewController?.dismiss(animated: true)
    case .viewTakenOutOfItsContainer:
      let banner = stage.window.subviews.last?.subviews.first
      banner?.removeFromSuperview()
    }
  }
}
