import BatonSwiftUI
import BatonUIKit
import HeadlessUIKit
import Testing

/// On HeadlessUIKit, with a `UIAlertController` standing in for SwiftUI's
/// `.alert`, the alert slot goes through the pop-up queue and UIKit never refuses a
/// presentation: each alert step ends when the alert's own transition does.
@MainActor
@Suite struct AlertPopupTests {
  let stage = SwiftUIStage()

  @Test func anAlertAskedForInTheButtonsActionShowsAfterTheFirstHasLeft() throws {
    stage.launch()
    let first = stage.navigation.update { $0.showAlert(1) }
    stage.expectQuiescent()
    let shown = try #require(stage.host.alertController)
    var second: NavigationElementID?
    stage.host.tapAlertButton {
      second = stage.navigation.update { $0.showAlert(2) }
    }
    stage.scheduler.advance(by: 0.2)
    #expect(stage.host.alertController == nil, "the second waits while the first leaves")
    #expect(shown.isBeingDismissed)
    stage.expectQuiescent()
    #expect(stage.host.alertController?.title == "2")
    #expect(stage.navigation.displayed.alert?.id == second)
    #expect(stage.alertOutcomes == ["\(first) dismissed(Baton.PopupDismissal.action(\"OK\"))"])
    // SwiftUI's late `nil` for the first, twice, changes nothing.
    #expect(stage.navigation.receive(.alertDismissed(first)) == .dropped(.notRendered))
    #expect(stage.navigation.receive(.alertDismissed(first)) == .dropped(.notRendered))
    #expect(stage.navigation.model.requested.alert?.id == second)
  }

  @Test func anAlertAskedForDuringASheetDismissalShowsOnceTheSheetIsGone() {
    stage.launch()
    stage.navigation.update { $0.present(1) }
    stage.expectQuiescent()
    stage.navigation.update { model in
      model.dismissAll()
      model.showAlert(2)
    }
    stage.scheduler.advance(by: 0.3)
    #expect(stage.host.root.presentedViewController != nil, "the sheet is still leaving")
    #expect(stage.host.alertController == nil)
    stage.expectQuiescent()
    #expect(stage.host.alertController?.presentingViewController === stage.host.root)
  }

  @Test func dismissingTheAlertFromTheAppCancelsItOnceAndLetsTheNextStepWait() {
    stage.launch()
    let alert = stage.navigation.update { $0.showAlert(1) }
    stage.expectQuiescent()
    stage.navigation.update { model in
      try? model.dismissAlert()
      model.present(2)
    }
    stage.expectQuiescent()
    #expect(stage.alertOutcomes == ["\(alert) cancelled"])
    #expect(stage.host.alertController == nil)
    #expect(stage.host.root.presentedViewController != nil, "the sheet, after the alert left")
  }
}
