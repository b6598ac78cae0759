import BatonUIKit
import Foundation
import HeadlessUIKit
import Testing

/// Scoped pop-ups follow the visible screen the adapter reads from the lane's transitions.
@MainActor
@Suite struct PopupScopeStoryTests {
  /// A home-only pop-up asked for while the user is elsewhere waits for home, then shows.
  @Test(arguments: Headless.Profile.allCases)
  func aHomeOnlyPopupWaitsUntilHomeIsVisible(profile: Headless.Profile) {
    onStage(profile) { stage in
      stage.navigation.baton.push(DetailScreen())
      stage.settle()
      let ticket = stage.popups.alert(
        title: "Welcome home",
        actions: [PopupAlertAction("OK")],
        scope: .screen(PopupScreen(stage.home))
      )
      stage.settle()
      #expect(stage.presentedAlert == nil)
      #expect(ticket.state == .pending)
      stage.navigation.baton.pop()
      stage.settle()
      #expect(stage.presentedAlert?.title == "Welcome home")
      stage.tapAlert("OK")
      stage.settle()
      #expect(ticket.outcome == .dismissed(.action("OK")))
    }
  }

  /// A yielding home-only view hidden for a push waits while the pushed screen is on top and
  /// comes back after the pop.
  @Test(arguments: Headless.Profile.allCases)
  func aYieldingScopedViewComesBackWhenItsScreenDoes(profile: Headless.Profile) {
    onStage(profile) { stage in
      let banner = Banner()
      let ticket = stage.popups.show(
        banner,
        key: "tip",
        scope: .screen(PopupScreen(stage.home)),
        navigation: .yieldsToNavigation
      )
      stage.settle()
      #expect(banner.window === stage.window)
      stage.navigation.baton.push(DetailScreen())
      stage.settle()
      #expect(banner.window == nil)
      #expect(ticket.state == .pending)
      stage.navigation.baton.pop()
      stage.settle()
      #expect(banner.window === stage.window)
      ticket.dismiss("got it")
      stage.settle()
      #expect(ticket.outcome == .dismissed(.action("got it")))
    }
  }
}

/// A swipe-back cannot wait: while a pop-up view is over the page the lane refuses it (the
/// stack is unchanged, nothing freezes), and it works again once the pop-up is gone.
///
/// Today the recognizer still begins and the lane then refuses the pop
/// (`interactivePopRejected`); the swipe-back gate could refuse it up front while the window's
/// pop-up queue has a current pop-up.
@MainActor
@Suite struct PopupSwipeBackStoryTests {
  @Test(arguments: Headless.Profile.allCases)
  func aSwipeBackDoesNotBeginWhileAPopupIsVisible(profile: Headless.Profile) {
    onStage(profile) { stage in
      stage.navigation.baton.push(DetailScreen())
      stage.settle()
      let ticket = stage.popups.show(Banner(modal: false), key: "tip")
      stage.settle()
      let refused = stage.world.beginInteractivePop(on: stage.navigation)
      refused?.finish()
      stage.settle()
      #expect(stage.screenNames == ["HomeScreen", "DetailScreen"])
      #expect(!stage.world.isFrozen(stage.navigation))
      #expect(ticket.state == .visible)
      ticket.dismiss("close")
      stage.settle()
      let swipe = stage.world.beginInteractivePop(on: stage.navigation)
      #expect(swipe != nil)
      swipe?.finish()
      stage.settle()
      #expect(stage.screenNames == ["HomeScreen"])
      #expect(stage.faults.isEmpty)
    }
  }
}

/// Transitions the lane did not start (raw UIKit calls) are waited out, not collided with.
@MainActor
@Suite struct PopupForeignTransitionTests {
  /// An alert whose turn comes while the app's own raw presentation animates waits for it,
  /// then shows over the new screen: no F6.
  @Test(arguments: Headless.Profile.allCases)
  func anAlertWaitsForARawPresentation(profile: Headless.Profile) {
    onStage(profile) { stage in
      let sheet = SettingsScreen()
      stage.home.present(sheet, animated: true)
      let ticket = stage.popups.alert(title: "Saved", actions: [PopupAlertAction("OK")])
      stage.settle()
      #expect(sheet.presentedViewController === stage.presentedAlert)
      stage.tapAlert("OK")
      stage.settle()
      #expect(ticket.outcome == .dismissed(.action("OK")))
      #expect(stage.faults.isEmpty)
    }
  }

  /// A pop-up controller whose turn comes while the app dismisses a sheet raw waits for the
  /// dismissal, then presents from the page.
  @Test(arguments: Headless.Profile.allCases)
  func aPopupControllerWaitsForARawDismissal(profile: Headless.Profile) {
    onStage(profile) { stage in
      let sheet = SettingsScreen()
      stage.home.present(sheet, animated: false)
      stage.settle()
      sheet.dismiss(animated: true)
      let promo = PromoScreen()
      let ticket = stage.popups.present(promo, key: "promo")
      stage.settle()
      #expect(stage.navigation.presentedViewController === promo)
      ticket.dismiss("close")
      stage.settle()
      #expect(ticket.outcome == .dismissed(.action("close")))
      #expect(stage.faults.isEmpty)
    }
  }
}
