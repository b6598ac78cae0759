import Baton
import BatonRouting
import BatonUIKit
import HeadlessUIKit
import Testing

/// A deep link opened while a pop-up blocks navigation waits for it and lands on the page
/// beneath, as `.baton.push` from that page does: the router never acts from a pop-up.
@MainActor
@Suite struct RouterWaitsForPopupTests {
  @Test(arguments: Headless.Profile.allCases)
  func aPushWaitsForABlockingAlertThenLandsOnTheStackBelow(profile: Headless.Profile) throws {
    try onStage(profile) { stage in
      let router = try makeRouter(on: stage)
      let outcomes = Outcomes()
      showForceUpdate(on: stage)
      let opening = try router.open(
        "myapp://any/detail/7",
        action: .push,
        completion: outcomes.callback("open")
      )
      #expect(opening.action == .push)
      #expect(opening.source === stage.navigation)
      stage.advance(5)
      #expect(outcomes["open"].isEmpty, "the push waits for the answer")
      #expect(stage.screenNames == ["HomeScreen"])
      #expect(stage.presentedAlert?.presentedViewController == nil)
      stage.tapAlert("Update")
      stage.settle()
      #expect(outcomes["open"] == [.completed])
      #expect(stage.stack.last === opening.screen)
      #expect(stage.presentedAlert == nil)
      #expect(stage.faults.isEmpty)
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func automaticPushesOntoThePageBeneathAnAlert(profile: Headless.Profile) throws {
    try onStage(profile) { stage in
      let router = try makeRouter(on: stage)
      showForceUpdate(on: stage)
      let opening = try router.open("myapp://any/detail/7")
      #expect(opening.action == .push)
      #expect(opening.source === stage.navigation)
      stage.advance(5)
      #expect(stage.screenNames == ["HomeScreen"])
      stage.tapAlert("Update")
      stage.settle()
      #expect(stage.stack.last === opening.screen)
      #expect(stage.faults.isEmpty)
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func aPresentWaitsForTheAlertAndPresentsFromThePageNeverFromTheAlert(
    profile: Headless.Profile
  ) throws {
    try onStage(profile) { stage in
      let router = try makeRouter(on: stage)
      let outcomes = Outcomes()
      showForceUpdate(on: stage)
      let alert = try #require(stage.presentedAlert)
      let opening = try router.open(
        "myapp://settings/privacy",
        action: .present,
        completion: outcomes.callback("open")
      )
      #expect(opening.source === stage.home)
      stage.advance(5)
      #expect(alert.presentedViewController == nil)
      stage.tapAlert("Update")
      stage.settle()
      #expect(outcomes["open"] == [.completed])
      #expect(stage.navigation.presentedViewController === opening.screen)
      #expect(opening.screen.presentingViewController !== alert)
      #expect(stage.faults.isEmpty)
      stage.navigation.baton.dismiss()
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func aPushWaitsForAPopupScreenAndLandsOnTheStackBelow(profile: Headless.Profile) throws {
    try onStage(profile) { stage in
      let router = try makeRouter(on: stage)
      let outcomes = Outcomes()
      let promo = PromoScreen()
      let ticket = stage.popups.present(promo, key: "promo")
      stage.settle()
      #expect(stage.navigation.presentedViewController === promo)
      let opening = try router.open(
        "myapp://any/detail/7",
        action: .push,
        completion: outcomes.callback("open")
      )
      #expect(opening.source === stage.navigation)
      stage.advance(5)
      #expect(outcomes["open"].isEmpty)
      #expect(promo.presentedViewController == nil)
      ticket.dismiss("close")
      stage.settle()
      #expect(outcomes["open"] == [.completed])
      #expect(stage.stack.last === opening.screen)
      #expect(stage.navigation.presentedViewController == nil)
      #expect(stage.faults.isEmpty)
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func aPushWaitsForAModalPopupViewAndLandsOnTheStack(profile: Headless.Profile) throws {
    try onStage(profile) { stage in
      let router = try makeRouter(on: stage)
      let outcomes = Outcomes()
      let banner = Banner(modal: true)
      let ticket = stage.popups.show(banner, key: "banner")
      stage.settle()
      #expect(banner.window === stage.window)
      let opening = try router.open(
        "myapp://any/detail/7",
        action: .push,
        completion: outcomes.callback("open")
      )
      stage.advance(5)
      #expect(outcomes["open"].isEmpty)
      ticket.dismiss("close")
      stage.settle()
      #expect(outcomes["open"] == [.completed])
      #expect(stage.stack.last === opening.screen)
      #expect(stage.faults.isEmpty)
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func aPushWaitsForACustomPresentersHostAndLandsOnTheStack(profile: Headless.Profile) throws {
    try onStage(profile) { stage in
      let router = try makeRouter(on: stage)
      let outcomes = Outcomes()
      let presenter = HostPresenter(from: stage.navigation)
      let ticket = stage.popups.show(PopupRequest(key: "custom", presenter: presenter))
      stage.settle()
      #expect(stage.navigation.presentedViewController === presenter.host)
      let opening = try router.open(
        "myapp://any/detail/7",
        action: .push,
        completion: outcomes.callback("open")
      )
      #expect(opening.source === stage.navigation)
      stage.advance(5)
      #expect(outcomes["open"].isEmpty)
      ticket.dismiss("close")
      stage.settle()
      #expect(outcomes["open"] == [.completed])
      #expect(stage.stack.last === opening.screen)
      #expect(stage.faults.isEmpty)
    }
  }

  @Test func canOpenAnswersForThePageBeneathTheAlert() throws {
    try onStage { stage in
      let router = try makeRouter(on: stage)
      showForceUpdate(on: stage)
      #expect(router.canOpen("myapp://any/detail/7", action: .push))
      stage.tapAlert("Update")
    }
  }

  /// Shows a blocking alert through the window's pop-up queue and lets it settle on screen.
  private func showForceUpdate(on stage: Stage) {
    stage.popups.alert(title: "Force update", actions: [PopupAlertAction("Update")], priority: 100)
    stage.settle()
  }
}

/// The host controller of the app's own pop-up presenter.
final class PopupHostScreen: Screen, PopupHosting {}

/// The app's own pop-up presenter: presents a ``PopupHostScreen`` over full screen.
@MainActor
final class HostPresenter: PopupPresenter {
  let host = PopupHostScreen()
  private weak var presenter: UIViewController?

  init(from presenter: UIViewController) {
    self.presenter = presenter
    host.modalPresentationStyle = .overFullScreen
  }

  func showPopup(_ popup: PopupTicket, completion: @escaping @MainActor (PopupShowResult) -> Void) {
    guard let presenter else { return completion(.refused("no presenter")) }
    presenter.present(host, animated: true) { completion(.shown) }
  }

  func hidePopup(_ popup: PopupTicket, completion: @escaping @MainActor () -> Void) {
    host.dismiss(animated: true) { completion() }
  }
}
