import Baton
import BatonUIKit
import Foundation
import HeadlessUIKit
import Testing

/// A window's pop-up queue and lane are freed with the window, even after a
/// pop-up that ended while it was a member of a round never closed, or parked for its screen or
/// its condition. Its presenter holds the window's pop-ups, which hold the queue: a ticket the
/// queue kept formed a cycle.
@MainActor
@Suite struct PopupWindowLifetimeTests {
  /// How the pop-up waited before it ended.
  enum Waiting: String, CaseIterable, Sendable {
    case inAnOpenRound
    case forItsScreen
    case forItsCondition
  }

  @Test(arguments: Waiting.allCases)
  func aWindowsQueueAndLaneAreFreedAfterAnEndedPopup(waiting: Waiting) {
    onStage { stage in
      weak var released: UIWindow?
      weak var releasedQueue: PopupQueue?
      weak var releasedLane: Lane?
      do {
        let window = UIWindow(windowScene: stage.world.makeWindowScene())
        released = window
        window.rootViewController = HomeScreen()
        window.makeKeyAndVisible()
        stage.settle()
        let popups = window.baton.popups
        releasedQueue = popups.queue
        releasedLane = popups.queue.lane
        let ticket: PopupTicket
        switch waiting {
        case .inAnOpenRound:
          ticket = popups.alert(title: "A", actions: [PopupAlertAction("OK")], group: "launch")
        case .forItsScreen:
          ticket = popups.alert(
            title: "A",
            actions: [PopupAlertAction("OK")],
            scope: .screen(PopupScreen("settings"))
          )
          stage.settle()
        case .forItsCondition:
          ticket = popups.show(
            PopupRequest(
              key: "A",
              condition: PopupCondition(whenFalse: .waitAndRecheck) { false },
              presenter: AlertPopupPresenter(
                window: window,
                title: "A",
                message: nil,
                actions: [PopupAlertAction("OK")]
              )
            )
          )
          stage.settle()
        }
        #expect(ticket.state == .pending)
        ticket.cancel()
        window.baton.endLane()
        window.isHidden = true
        window.rootViewController = nil
      }
      stage.settle()
      #expect(released == nil)
      #expect(releasedQueue == nil)
      #expect(releasedLane == nil)
      stage.window.makeKeyAndVisible()
      stage.settle()
    }
  }
}
