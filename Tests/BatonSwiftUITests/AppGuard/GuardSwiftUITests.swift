import Baton
import BatonSwiftUI
import BatonUIKit
import HeadlessUIKit
import Testing

/// SwiftUI-driven navigation keeps working with the app-wide guard installed: the stand-in
/// host's pushes, sheets and alerts (what SwiftUI does in UIKit) run as without the guard, and
/// every step ends (`Docs/UIKitFacts.md` A15).
@MainActor
@Suite struct GuardSwiftUITests {
  @Test(arguments: [false, true])
  func pushesSheetsAndAlertsRunAsWithoutTheGuard(guarded: Bool) throws {
    let stage = SwiftUIStage()
    if guarded { install(in: stage) }
    defer { stage.run { BatonGuard.uninstall() } }
    stage.launch()
    stage.run { _ = stage.navigation.update { $0.push(1) } }
    stage.expectQuiescent()
    #expect(stage.rootStackIDs.count == 2)
    stage.run { _ = stage.navigation.update { $0.present(2) } }
    stage.expectQuiescent()
    #expect(stage.host.root.presentedViewController != nil)
    let alert = stage.run { stage.navigation.update { $0.showAlert(3) } }
    stage.expectQuiescent()
    let shown = try #require(stage.host.alertController)
    #expect(shown.presentingViewController != nil)
    stage.run { stage.host.tapAlertButton() }
    stage.expectQuiescent()
    #expect(stage.host.alertController == nil)
    #expect(stage.alertOutcomes == ["\(alert) dismissed(Baton.PopupDismissal.action(\"OK\"))"])
    stage.run { stage.navigation.update { $0.dismissAll() } }
    stage.expectQuiescent()
    #expect(stage.host.root.presentedViewController == nil)
    #expect(stage.finishedSteps.allSatisfy { $0.hasSuffix("completed") })
  }

  @Test func anAlertAskedForInTheButtonsActionShowsAfterTheFirstHasLeft() throws {
    let stage = SwiftUIStage()
    install(in: stage)
    defer { stage.run { BatonGuard.uninstall() } }
    stage.launch()
    _ = stage.run { stage.navigation.update { $0.showAlert(1) } }
    stage.expectQuiescent()
    _ = try #require(stage.host.alertController)
    var second: NavigationElementID?
    stage.run {
      stage.host.tapAlertButton { second = stage.navigation.update { $0.showAlert(2) } }
    }
    stage.expectQuiescent()
    #expect(stage.host.alertController?.title == "2")
    #expect(stage.navigation.displayed.alert?.id == second)
  }

  /// Installs the guard in the stage's world, and gives the window a lane on the world's clock
  /// (an app's window lane runs on the main run loop).
  private func install(in stage: SwiftUIStage) {
    stage.run {
      BatonGuard.install()
      try? stage.window.baton.configure(
        BatonEnvironment(scheduler: stage.scheduler, diagnostics: DiagnosticsCenter())
      )
    }
  }
}
