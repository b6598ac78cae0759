import Baton
import BatonUIKit
import HeadlessUIKit
import Testing

/// UIKit's presentation failures (Docs/UIKitFacts.md A1), each told twice: plain UIKit calls make
/// the model record the fault; through Baton nothing faults and every request gets its outcome.
@MainActor
@Suite struct PresentationFaultTests {
  @Test func f4PresentingFromAScreenPushedAwayFaultsWithPlainUIKit() {
    onStage(baton: false) { stage in
      stage.navigation.pushViewController(ListScreen(), animated: true)
      stage.settle()
      stage.home.present(AlertScreen(), animated: true)
      stage.settle()
      #expect(stage.faults.contains(.presentNotInWindowHierarchy))
    }
  }

  @Test func f4PresentingFromAScreenPushedAwayThroughBatonIsRedirected() {
    onStage { stage in
      let list = ListScreen()
      stage.navigation.pushViewController(list, animated: true)
      stage.settle()
      let outcomes = Outcomes()
      stage.home.baton.present(AlertScreen(), completion: outcomes.callback("present"))
      stage.settle()
      #expect(stage.faults.isEmpty)
      #expect(outcomes["present"] == [.completed])
      #expect(stage.window.baton.topViewController is AlertScreen)
      #expect(stage.diagnosticCodes.contains(.presenterRedirected))
    }
  }

  @Test func f4ARedirectCanBeTurnedIntoADrop() {
    onStage(options: BatonOptions(presenterFallback: .drop)) { stage in
      stage.navigation.pushViewController(ListScreen(), animated: true)
      stage.settle()
      let outcomes = Outcomes()
      stage.home.baton.present(AlertScreen(), completion: outcomes.callback("present"))
      stage.settle()
      #expect(stage.faults.isEmpty)
      #expect(outcomes["present"] == [.dropped(.invalid(.presenterUnavailable))])
      #expect(stage.diagnosticCodes.contains(.presenterUnavailable))
    }
  }

  @Test func aPresentAskedForAfterItsPresenterLeftEveryWindowIsDroppedWithItsReason() {
    onStage { stage in
      let list = ListScreen()
      stage.navigation.baton.push(list)
      stage.settle()
      stage.navigation.baton.pop()
      stage.settle()
      // A late reply on the screen the user closed: no window to redirect to.
      let outcomes = Outcomes()
      list.baton.present(AlertScreen(), completion: outcomes.callback("present"))
      stage.settle()
      #expect(stage.faults.isEmpty)
      #expect(outcomes["present"] == [.dropped(.invalid(.presenterUnavailable))])
      #expect(stage.navigation.presentedViewController == nil)
    }
  }

  @Test func f5PresentingFromAPresentingScreenFaultsWithPlainUIKit() {
    onStage(baton: false) { stage in
      stage.navigation.present(SettingsScreen(), animated: true)
      stage.settle()
      stage.navigation.present(AlertScreen(), animated: true)
      stage.settle()
      #expect(stage.faults.contains(.presentWhileAlreadyPresenting))
    }
  }

  @Test func f5PresentingFromAPresentingScreenThroughBatonGoesToTheTop() {
    onStage { stage in
      let settings = SettingsScreen()
      let outcomes = Outcomes()
      stage.navigation.baton.present(settings, completion: outcomes.callback("settings"))
      stage.settle()
      stage.navigation.baton.present(AlertScreen(), completion: outcomes.callback("alert"))
      stage.settle()
      #expect(stage.faults.isEmpty)
      #expect(outcomes["alert"] == [.completed])
      #expect(stage.window.baton.topViewController is AlertScreen)
    }
  }

  @Test func f6PresentingDuringAPresentationFaultsWithPlainUIKit() {
    onStage(baton: false) { stage in
      stage.navigation.present(SettingsScreen(), animated: true)
      stage.navigation.present(AlertScreen(), animated: true)
      stage.settle()
      #expect(stage.faults.contains(.presentationInProgress))
    }
  }

  @Test func f6PresentingDuringAPresentationThroughBatonWaitsItsTurn() {
    onStage { stage in
      let settings = SettingsScreen()
      let outcomes = Outcomes()
      stage.navigation.baton.present(settings, completion: outcomes.callback("settings"))
      stage.navigation.baton.present(AlertScreen(), completion: outcomes.callback("alert"))
      stage.navigation.baton.dismiss(completion: outcomes.callback("dismiss"))
      stage.settle()
      #expect(stage.faults.isEmpty)
      #expect(outcomes.labels == ["settings", "alert", "dismiss"])
      #expect(outcomes["alert"] == [.completed])
      #expect(outcomes["dismiss"] == [.completed])
      #expect(stage.navigation.presentedViewController == nil)
    }
  }

  @Test func f7OverlappingPushesUnbalanceAppearanceCallsWithPlainUIKit() {
    onStage(.legacy, baton: false) { stage in
      stage.navigation.pushViewController(ListScreen(), animated: true)
      stage.navigation.pushViewController(DetailScreen(), animated: true)
      stage.settle()
      #expect(stage.faults.contains(.unbalancedAppearanceCalls))
    }
  }

  @Test func f7OverlappingPushesThroughBatonKeepAppearanceBalanced() {
    onStage(.legacy) { stage in
      let outcomes = Outcomes()
      stage.navigation.pushViewController(ListScreen(), animated: true)
      stage.navigation.baton.push(DetailScreen(), completion: outcomes.callback("push"))
      stage.settle()
      #expect(stage.faults.isEmpty)
      #expect(outcomes["push"] == [.completed])
      #expect(stage.screenNames == ["HomeScreen", "ListScreen", "DetailScreen"])
    }
  }

  @Test func f8PresentingAnActiveControllerFaultsWithPlainUIKit() {
    onStage(baton: false) { stage in
      let settings = SettingsScreen()
      stage.navigation.present(settings, animated: true)
      stage.settle()
      settings.present(settings, animated: true)
      stage.settle()
      #expect(stage.faults.contains(.presentActiveController))
    }
  }

  @Test func f8PresentingAnActiveControllerThroughBatonIsRefused() {
    onStage { stage in
      let settings = SettingsScreen()
      let outcomes = Outcomes()
      stage.navigation.baton.present(settings, completion: outcomes.callback("first"))
      stage.navigation.baton.present(settings, completion: outcomes.callback("tap"))
      stage.settle()
      settings.baton.present(settings, completion: outcomes.callback("again"))
      stage.settle()
      #expect(stage.faults.isEmpty)
      #expect(outcomes["first"] == [.completed])
      #expect(outcomes["tap"] == [.dropped(.duplicate)])
      #expect(outcomes["again"] == [.dropped(.invalid(.alreadyPresented))])
    }
  }

  @Test func f15PushingDuringAModalPresentationIsDroppedWithPlainUIKit() {
    onStage(.deferring, baton: false) { stage in
      // F15 drops the push only for a conflicting style (current context, over current context,
      // custom); a full-screen or sheet presentation defers it instead.
      let settings = SettingsScreen()
      settings.modalPresentationStyle = .overCurrentContext
      stage.navigation.present(settings, animated: true)
      stage.navigation.pushViewController(ListScreen(), animated: true)
      stage.settle()
      #expect(stage.faults.contains(.navigationDuringModalTransition))
      #expect(stage.stack == [stage.home])
    }
  }

  @Test func f15PushingDuringAModalPresentationThroughBatonWaitsForIt() {
    onStage(.deferring) { stage in
      let outcomes = Outcomes()
      stage.navigation.baton.present(SettingsScreen(), completion: outcomes.callback("present"))
      stage.navigation.pushViewController(ListScreen(), animated: true)
      stage.navigation.baton.push(DetailScreen(), completion: outcomes.callback("push"))
      stage.settle()
      #expect(stage.faults.isEmpty)
      #expect(outcomes.labels == ["present", "push"])
      #expect(
        stage.screenNames == ["HomeScreen", "ListScreen", "DetailScreen"]
      )
    }
  }

  @Test func aDoubleTappedPresentThroughBatonShowsOneScreen() {
    onStage(.deferring) { stage in
      let outcomes = Outcomes()
      stage.navigation.baton.present(SettingsScreen(), completion: outcomes.callback("first"))
      stage.navigation.baton.present(SettingsScreen(), completion: outcomes.callback("second"))
      stage.settle()
      #expect(outcomes["first"] == [.completed])
      #expect(outcomes["second"] == [.dropped(.duplicate)])
      #expect(stage.navigation.presentedViewController?.presentedViewController == nil)
    }
  }
}
