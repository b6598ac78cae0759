import BatonSwiftUI
import HeadlessUIKit
import Testing

/// A sheet the user drags down is an interactive dismissal UIKit lets them
/// cancel after `presentationControllerWillDismiss`. The sheet's root probe sees its
/// interactive coordinator, as for a swipe-back: the drag holds the lane, a step asked for
/// meanwhile waits, and a cancelled drag keeps the plan (the sheet stays, the step lands on it).
@MainActor
@Suite struct SheetDragHoldTests {
  let stage = SwiftUIStage()

  init() {
    stage.launch()
    stage.navigation.update { _ = $0.present(1) }
    stage.expectQuiescent()
  }

  private func beginDrag() throws -> Headless.SheetDrag {
    let sheet = try #require(stage.host.root.presentedViewController)
    let drag = try #require(stage.run { stage.world.beginSheetDrag(sheet) })
    drag.update(progress: 0.3)
    return drag
  }

  @Test func aStepAskedForDuringACancelledDragWaitsThenLandsOnTheSheet() throws {
    let drag = try beginDrag()
    #expect(stage.lane.current?.kind == .interactivePop, "the drag holds the lane")
    stage.navigation.update { $0.push(2) }
    #expect(stage.lane.pendingCount == 1, "the push waits for the finger")
    drag.cancel()
    stage.scheduler.advance(by: 1)
    stage.expectQuiescent()
    #expect(stage.host.root.presentedViewController != nil, "the sheet stayed")
    #expect(stage.navigation.displayed.layers.count == 1)
    #expect(stage.navigation.displayed.topStack.path.count == 1, "the push landed on it")
  }

  @Test func aFinishedDragTakesTheSheetAwayAndTheStepAskedMeanwhileFollows() throws {
    let drag = try beginDrag()
    stage.navigation.update { $0.push(2) }
    drag.finish()
    stage.scheduler.advance(by: 1)
    #expect(stage.host.root.presentedViewController == nil, "UIKit dismissed the sheet")
    // SwiftUI writes the sheet's binding back once the sheet is gone.
    let layer = try #require(stage.navigation.displayed.layers.first)
    #expect(stage.navigation.receive(.layerDismissed(layer.id)) != .dropped(.notRendered))
    stage.expectQuiescent()
    #expect(stage.navigation.displayed.layers.isEmpty, "the model follows the user's dismissal")
    #expect(stage.navigation.displayed.base.path.isEmpty, "the sheet's push went with it")
    #expect(stage.host.root.presentedViewController == nil)
  }
}
