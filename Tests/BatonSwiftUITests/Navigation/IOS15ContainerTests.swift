import BatonSwiftUI
import HeadlessUIKit
import Testing

/// What `BatonNavigationView` (the iOS 15 container) is driven with: the
/// navigation made with iOS 15 capabilities hands it one push per step, a layer with an empty
/// stack, and one dismissal per step, each ended on its probe's signal.
@MainActor
@Suite struct IOS15ContainerTests {
  let stage = SwiftUIStage(capabilities: .iOS15)

  @Test func aDeepLinkIsOnePushPerStepAndALayerStartsEmpty() {
    stage.navigation.update { model in
      model.setPath([1, 2])
      model.present(3)
      model.push(4)
    }
    stage.launch()
    stage.expectQuiescent()
    #expect(
      stage.finishedSteps == [
        "changePath(#1, -0, +1) completed", "changePath(#1, -0, +1) completed",
        "presentLayer(#4, +0) completed", "changePath(#4, -0, +1) completed",
      ]
    )
  }

  @Test func severalPopsGoInOneStepAndLayersDismissOneAtATime() {
    stage.launch()
    stage.navigation.update { model in
      model.setPath([1, 2, 3])
      model.present(4)
      model.present(5)
    }
    stage.expectQuiescent()
    stage.events.value.removeAll()
    stage.navigation.update { model in
      model.dismissAll()
      model.popToRoot()
    }
    stage.expectQuiescent()
    #expect(
      stage.finishedSteps == [
        "dismissLayers(#6) completed", "dismissLayers(#5) completed",
        "changePath(#1, -3, +0) completed",
      ]
    )
    #expect(stage.rootStackIDs.count == 1)
  }
}
