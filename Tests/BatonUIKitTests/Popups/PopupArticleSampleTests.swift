import BatonUIKit
import Foundation
import HeadlessUIKit
import Testing

// The samples of the BatonUIKit article "Pop-ups" (PopUps.md), as written there; if a sample
// stops compiling, so does this file.

@MainActor
private func showForceUpdate(from viewController: UIViewController) async -> Bool {
  let ticket = viewController.baton.popups.alert(
    title: "Update required",
    message: "This version is no longer supported.",
    actions: [PopupAlertAction("Update"), PopupAlertAction("Later", style: .cancel)],
    priority: 100
  )
  return await ticket.waitForOutcome() == .dismissed(.action("Update"))
}

@MainActor
private func askAtLaunch(_ window: UIWindow) {
  let popups = window.baton.popups
  popups.alert(
    title: "Notifications",
    actions: [PopupAlertAction("Allow")],
    priority: 5,
    group: "launch"
  )
  popups.alert(title: "What's new", actions: [PopupAlertAction("OK")], priority: 1, group: "launch")
  popups.queue.closeRound(of: "launch") { round in
    print("launch pop-ups done:", round.members.map(\.outcome))
  }
}

private final class SaleBanner: UIView, PopupContentView {
  var isModal: Bool { false }
  var announcement: String? { "Summer sale: 20% off" }
}

@MainActor
private func showSale(in window: UIWindow) -> PopupTicket {
  window.baton.popups.show(
    SaleBanner(),
    key: "sale",
    navigation: .yieldsToNavigation,
    autoDismissAfter: 5
  )
}

@MainActor
private func configurePopups(for window: UIWindow) throws {
  var environment = BatonEnvironment.default
  environment.popupFrequencyStore = UserDefaultsPopupFrequencyStore()
  try window.baton.configure(environment)
}

@MainActor
private func askForARating(in window: UIWindow) -> PopupTicket {
  window.baton.popups.show(
    PopupRequest(
      key: "rating",
      frequencyCap: .perInterval(1, 86_400),
      presenter: AlertPopupPresenter(
        window: window,
        title: "Enjoying the app?",
        message: nil,
        actions: [PopupAlertAction("Rate"), PopupAlertAction("Not now", style: .cancel)]
      )
    )
  )
}

/// The article's samples, run on HeadlessUIKit.
@MainActor
@Suite struct PopupArticleSampleTests {
  @Test func theForceUpdateSampleReportsTheTappedButton() async {
    await onAsyncStage { stage in
      let clock = Task { @MainActor in
        stage.settle()
        stage.tapAlert("Update")
        stage.settle()
      }
      let updated = await showForceUpdate(from: stage.home)
      await clock.value
      #expect(updated)
    }
  }

  @Test func theLaunchRoundSampleShowsTheHigherPriorityFirst() {
    onStage { stage in
      askAtLaunch(stage.window)
      stage.settle()
      #expect(stage.presentedAlert?.title == "Notifications")
      stage.tapAlert("Allow")
      stage.settle()
      #expect(stage.presentedAlert?.title == "What's new")
      stage.tapAlert("OK")
      stage.settle()
    }
  }

  @Test func theSaleSampleAutoDismissesAfterFiveSeconds() {
    onStage { stage in
      let ticket = showSale(in: stage.window)
      stage.settle()
      #expect(ticket.outcome == .dismissed(.autoDismissed))
      #expect(stage.world.accessibilityPosts.contains { $0.text == "Summer sale: 20% off" })
    }
  }

  @Test func theRatingSampleShowsOnceAndIsCappedTheSameDay() throws {
    try onStage { stage in
      let window = UIWindow(windowScene: stage.world.makeWindowScene())
      defer { window.baton.endLane() }
      window.rootViewController = HomeScreen()
      window.makeKeyAndVisible()
      var environment = BatonEnvironment.default
      environment.popupFrequencyStore = InMemoryPopupFrequencyStore()
      try window.baton.configure(environment)
      stage.settle()
      let first = askForARating(in: window)
      stage.settle()
      let alert = window.rootViewController?.presentedViewController as? UIAlertController
      #expect(alert?.title == "Enjoying the app?")
      if let alert, let action = alert.actions.first(where: { $0.title == "Not now" }) {
        #expect(stage.world.tap(action, in: alert))
      }
      stage.settle()
      #expect(first.outcome == .dismissed(.action("Not now")))
      let second = askForARating(in: window)
      stage.settle()
      #expect(second.outcome == .capped)
      #expect(window.rootViewController?.presentedViewController == nil)
    }
  }

  @Test func theConfigurationSampleGivesTheWindowAUserDefaultsStore() throws {
    try onStage { stage in
      let window = UIWindow(windowScene: stage.world.makeWindowScene())
      defer { window.baton.endLane() }
      try configurePopups(for: window)
      #expect(window.baton.popups.queue.frequencyStore is UserDefaultsPopupFrequencyStore)
    }
  }
}
