import Baton
import BatonSwiftUI
import HeadlessUIKit
import Testing

/// Call sites that read like SwiftUI's own — `navigation.push(x)` from a
/// button — each one intent in one update, with the model's typed errors.
@MainActor
@Suite struct NavigationIntentCallTests {
  let stage = SwiftUIStage()

  init() { stage.launch() }

  @Test func pushPresentPopAndDismissReachTheScreen() throws {
    let pushed = stage.navigation.push(1)
    stage.expectQuiescent()
    #expect(stage.navigation.displayed.base.path.map(\.id) == [pushed])
    stage.navigation.present(2, style: .fullScreenCover)
    stage.expectQuiescent()
    #expect(stage.navigation.displayed.layers.map(\.style) == [.fullScreenCover])
    stage.navigation.push(3)
    stage.expectQuiescent()
    #expect(stage.navigation.displayed.topStack.path.count == 1, "on the cover's stack")
    try stage.navigation.pop()
    try stage.navigation.dismiss()
    stage.expectQuiescent()
    #expect(stage.navigation.displayed.layers.isEmpty)
    stage.navigation.popToRoot()
    stage.expectQuiescent()
    #expect(stage.navigation.displayed.base.path.isEmpty)
  }

  @Test func badCallsThrowTheModelsTypedErrorsAndChangeNothing() {
    #expect(throws: NavigationIntentError.notEnoughScreensToPop(requested: 1, available: 0)) {
      try stage.navigation.pop()
    }
    #expect(throws: NavigationIntentError.nonPositivePopCount(0)) {
      try stage.navigation.pop(count: 0)
    }
    #expect(throws: NavigationIntentError.nothingToDismiss) { try stage.navigation.dismiss() }
    stage.navigation.present(1)
    stage.navigation.present(2)
    stage.navigation.dismissAll()
    stage.expectQuiescent()
    #expect(stage.navigation.model.requested.layers.isEmpty)
    #expect(stage.navigation.displayed.layers.isEmpty)
  }
}
