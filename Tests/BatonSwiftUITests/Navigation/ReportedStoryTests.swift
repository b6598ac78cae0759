import BatonSwiftUI
import BatonUIKit
import HeadlessUIKit
import Testing

/// Failure stories reported against SwiftUI navigation and the libraries built on it (TCA,
/// FlowStacks, SwiftUI's own app life cycle), replayed through ``BatonNavigation`` on the
/// HeadlessUIKit stand-in for SwiftUI: each ends with what the app asked for on screen, once.
@MainActor
@Suite struct SwiftUIReportedStoryTests {
  let stage = SwiftUIStage()

  /// An alert's button asks for a second alert; the first alert's `nil` write, arriving after,
  /// dismissed the second one (TCA's "Alert!" then "Incremented!").
  /// https://github.com/pointfreeco/swift-composable-architecture/issues/3272 (fixed by
  /// https://github.com/pointfreeco/swift-composable-architecture/pull/3309)
  @Test func theFirstAlertsLateNilNeverWipesTheAlertItsButtonAskedFor() throws {
    stage.launch()
    let first = stage.navigation.update { $0.showAlert(1) }
    stage.expectQuiescent()
    var second: NavigationElementID?
    stage.host.tapAlertButton {
      second = stage.navigation.update { $0.showAlert(2) }
    }
    stage.expectQuiescent()
    #expect(stage.host.alertController?.title == "2")
    // SwiftUI's `nil` for the first alert, written after the second is on screen.
    #expect(stage.navigation.receive(.alertDismissed(first)) == .dropped(.notRendered))
    stage.expectQuiescent()
    #expect(stage.host.alertController?.title == "2", "the second alert stays")
    #expect(stage.navigation.displayed.alert?.id == second)
    #expect(stage.alertOutcomes.count == 1, "one outcome so far: the first alert's")
  }

  /// "Dismiss and Alert": a sheet dismissed and an alert asked for in one update; the alert
  /// never appeared and the next sheet was dismissed as soon as it was presented.
  /// https://github.com/pointfreeco/swift-composable-architecture/issues/1991
  @Test func anAlertAskedForWithASheetsDismissalShowsAndTheNextSheetStays() throws {
    stage.launch()
    stage.navigation.update { $0.present(1) }
    stage.expectQuiescent()
    let alert = stage.navigation.update { model in
      model.dismissAll()
      return model.showAlert(2)
    }
    stage.expectQuiescent()
    #expect(stage.host.alertController?.title == "2")
    #expect(stage.host.alertController?.presentingViewController === stage.host.root)
    stage.host.tapAlertButton()
    stage.expectQuiescent()
    #expect(stage.alertOutcomes == ["\(alert) dismissed(Baton.PopupDismissal.action(\"OK\"))"])
    stage.navigation.update { $0.present(3) }
    stage.expectQuiescent()
    stage.scheduler.advance(by: 5)
    #expect(stage.host.root.presentedViewController != nil, "the next sheet stays presented")
    #expect(stage.navigation.displayed.layers.count == 1)
  }

  /// A swipe-dismissed sheet's binding is written about a second after the sheet is gone; a
  /// push tapped on the screen below in that second did nothing. Here the binding's write
  /// comes first, then `onDismiss`; the push asked for after them lands on the root stack.
  /// https://github.com/johnpatrickmorgan/FlowStacks/issues/69
  @Test func aPushTappedWhileTheSwipedSheetsLateWriteIsOutstandingLandsOnce() throws {
    stage.launch()
    let sheet = stage.navigation.update { $0.present(1) }
    stage.expectQuiescent()
    // The user's swipe-down: UIKit dismisses the layer; SwiftUI's writes come late.
    stage.run { stage.host.root.dismiss(animated: true) }
    stage.scheduler.advance(by: 0.6)
    #expect(stage.host.root.presentedViewController == nil)
    #expect(
      stage.navigation.receive(.layerDismissed(sheet)) == .userNavigation(.dismissedLayer(sheet))
    )
    stage.navigation.layerDidDismiss(sheet)
    stage.navigation.update { $0.push(2) }
    stage.expectQuiescent()
    #expect(stage.navigation.receive(.layerDismissed(sheet)) == .dropped(.notRendered))
    #expect(stage.rootStackIDs.count == 2, "the push is on the root stack")
    #expect(
      stage.finishedSteps.filter { $0.hasPrefix("changePath") } == [
        "changePath(#1, -0, +1) completed"
      ]
    )
    stage.expectQuiescent()
  }

  /// The same story in the order FlowStacks saw: the push is asked for after the sheet has gone
  /// (its `onDismiss` ran) but before its binding's late write. The sheet's probe says UIKit
  /// dismissed it, so the `onDismiss` is taken as the user's swipe-down: the push lands on the
  /// root stack and completes once, and the late write is dropped as a duplicate.
  /// https://github.com/johnpatrickmorgan/FlowStacks/issues/69
  @Test func aPushAskedForBeforeTheSwipedSheetsLateWriteLandsOnTheRootStackOnce() throws {
    stage.launch()
    let sheet = stage.navigation.update { $0.present(1) }
    stage.expectQuiescent()
    stage.run { stage.host.root.dismiss(animated: true) }
    stage.scheduler.advance(by: 0.6)
    stage.navigation.layerDidDismiss(presentedFrom: 0)
    #expect(stage.navigation.model.rendered.layers.isEmpty, "the onDismiss took the sheet away")
    stage.navigation.update { _ = $0.push(2) }
    stage.scheduler.advance(by: 1)
    #expect(stage.navigation.receive(.layerDismissed(sheet)) == .dropped(.notRendered))
    stage.expectQuiescent()
    #expect(
      stage.finishedSteps == ["presentLayer(#2, +0) completed", "changePath(#1, -0, +1) completed"]
    )
    #expect(stage.navigation.model.requested.layers.isEmpty)
    #expect(stage.rootStackIDs.count == 2, "the push is on the root stack")
  }

  /// A cold-start deep link was dropped: the SwiftUI app's handlers ran before anything could
  /// show it. https://github.com/feedback-assistant/reports/issues/650 (FB17446617)
  @Test func aDeepLinkAtColdStartRunsOnceTheRootIsOnScreenWithItsAlert() {
    stage.navigation.update { model in
      model.setPath([1, 2])
      _ = model.showAlert(9, navigation: .blocksNavigation)
    }
    stage.scheduler.advance(by: 3)
    #expect(stage.lane.isSuspended, "nothing reaches SwiftUI before the root appeared")
    #expect(stage.host.alertController == nil)
    stage.launch()
    stage.expectQuiescent()
    #expect(stage.rootStack.count == 3, "the link's two screens")
    #expect(stage.host.alertController?.title == "9")
    #expect(stage.navigation.displayed.base.path.map(\.route) == [1, 2])
  }
}
