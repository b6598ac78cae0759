import Baton
import BatonUIKit
import Foundation
import Testing

@testable import BatonLab

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// `strandedRequests` on a tiny hand-made storm: a push held in Baton's lane by a blocking
/// pop-up that Baton's queue counts as shown but nothing put on screen.
@MainActor
@Suite struct StrandedRequestsTests {
  /// Reports every pop-up shown, and hidden, at once, without putting anything on screen.
  private final class InvisiblePresenter: PopupPresenter {
    func showPopup(
      _ popup: PopupTicket,
      completion: @escaping @MainActor (PopupShowResult) -> Void
    ) {
      completion(.shown)
    }

    func hidePopup(_ popup: PopupTicket, completion: @escaping @MainActor () -> Void) {
      completion()
    }
  }

  /// Lets `interval` pass on the app's clock, looking at its lane after every step, as the
  /// pop-up storm does.
  private func advance(_ app: PopupStormApp, by interval: TimeInterval) {
    let scheduler = app.world.scheduler
    let target = scheduler.now + interval
    while let next = scheduler.nextDeadline, next <= target {
      scheduler.advance(to: next)
      app.lookForStrandedRequests()
    }
    scheduler.advance(to: target)
    app.lookForStrandedRequests()
  }

  /// A push asked for behind a blocking pop-up, `visible` or not, then `wait` seconds; the
  /// stranded requests before the storm's end, and at its end.
  private func heldPush(visible: Bool, wait: TimeInterval) -> (during: Int, atEnd: Int) {
    let world = Headless.World(profile: LabProfile.deferring.worldProfile)
    return world.run {
      let app = PopupStormApp(world: world, strategy: .baton)
      advance(app, by: 1)
      if visible {
        app.handle(.alert(PopupStormAlert(key: "on-screen")))
      } else {
        app.window.baton.popups.show(PopupRequest(key: "ghost", presenter: InvisiblePresenter()))
      }
      app.lookForStrandedRequests()
      advance(app, by: 1)
      app.handle(.push)
      app.lookForStrandedRequests()
      advance(app, by: wait)
      let during = app.strandedRequests
      let atEnd = app.strandedRequestsAtEnd()
      app.end()
      return (during, atEnd)
    }
  }

  @Test func aPushHeldWithNothingOnScreenForLongerThanTheBoundCountsOne() {
    let held = heldPush(visible: false, wait: StrandedRequestWatch.stallBound + 0.5)
    #expect(held.during == 1)
    #expect(held.atEnd == 1)
  }

  /// Not yet stranded: the lane's own stall check is still due, so the world is not idle and the
  /// lane has the rest of its bound to start or end the push.
  @Test func aPushHeldForLessThanTheBoundIsNotYetStranded() {
    let held = heldPush(visible: false, wait: StrandedRequestWatch.stallBound / 2)
    #expect(held.during == 0)
    #expect(held.atEnd == 0)
  }

  @Test func aPushHeldBehindAnAlertOnScreenIsNotStranded() {
    let held = heldPush(visible: true, wait: 10)
    #expect(held.during == 0)
    #expect(held.atEnd == 0)
  }

  @Test func theFocusedStormReportsTheKey() {
    let figures = PopupStormRunner.run(strategy: .baton, profile: .fluid, seed: 1, actions: 300)
    #expect(figures.strandedRequests == 0)
    let raw = PopupStormRunner.run(strategy: .raw, profile: .fluid, seed: 1, actions: 300)
    #expect(raw.strandedRequests == 0)
  }
}
