import BatonSwiftUI
import HeadlessUIKit
import Testing

/// A user's swipe-back holds the lane while the finger is down; the probe's
/// transition coordinator tells a cancelled swipe (the lane is released at once, the screen
/// stays) from a finished one (released once SwiftUI has written the shorter path, so the next
/// step is planned from it).
@MainActor
@Suite struct SwipeBackHoldTests {
  let stage = SwiftUIStage()

  init() {
    stage.launch()
    stage.navigation.update { $0.push(1) }
    stage.expectQuiescent()
  }

  private func beginSwipe() throws -> Headless.InteractivePop {
    let swipe = try #require(stage.run { stage.world.beginInteractivePop(on: stage.host.root) })
    swipe.update(progress: 0.5)
    return swipe
  }

  @Test func aStepAskedForDuringASwipeWaitsAndRunsAfterACancelledSwipe() throws {
    let swipe = try beginSwipe()
    #expect(stage.lane.current?.kind == .interactivePop, "the swipe holds the lane")
    stage.navigation.update { $0.present(2) }
    #expect(stage.lane.pendingCount == 1)
    #expect(stage.host.root.presentedViewController == nil, "nothing reaches SwiftUI mid-swipe")
    swipe.cancel()
    stage.scheduler.advance(by: 0.17)
    #expect(stage.lane.isBusy, "the cancel animation is still running")
    stage.scheduler.advance(by: 0.01)
    #expect(stage.lane.current?.kind != .interactivePop, "released when the coordinator ended")
    stage.expectQuiescent()
    #expect(stage.rootStackIDs.count == 2, "the screen stayed")
    #expect(stage.host.root.presentedViewController != nil)
    #expect(
      stage.finishedSteps == ["changePath(#1, -0, +1) completed", "presentLayer(#3, +0) completed"]
    )
  }

  @Test func aFinishedSwipeHoldsTheLaneUntilSwiftUIWritesTheShorterPath() throws {
    let swipe = try beginSwipe()
    stage.navigation.update { $0.present(2) }
    swipe.finish()
    stage.scheduler.advance(by: 1)
    #expect(stage.rootStackIDs.count == 1, "UIKit popped")
    #expect(stage.lane.current?.kind == .interactivePop, "held until SwiftUI's path write")
    #expect(stage.host.root.presentedViewController == nil)
    let base = stage.navigation.displayed.base
    let outcome = stage.navigation.receive(.pathChanged(stack: base.id, path: []))
    #expect(outcome == .userNavigation(.popped(stack: base.id, entries: [base.path[0].id])))
    stage.expectQuiescent()
    #expect(stage.navigation.displayed.base.path.isEmpty, "planned from the shorter path")
    #expect(stage.host.root.presentedViewController != nil)
  }

  @Test func aPathWriteBeforeTheSwipesEndReleasesTheLaneAtItsEnd() throws {
    let swipe = try beginSwipe()
    let base = stage.navigation.displayed.base
    stage.navigation.receive(.pathChanged(stack: base.id, path: []))
    #expect(stage.lane.current?.kind == .interactivePop, "the finger is still down")
    swipe.finish()
    stage.scheduler.advance(by: 1)
    stage.expectQuiescent()
    #expect(stage.finishedSteps == ["changePath(#1, -0, +1) completed"])
  }

  @Test func aSwipeThatNeverEndsIsReleasedByTheWatchdog() throws {
    _ = try beginSwipe()
    stage.scheduler.advance(by: 1.48)
    #expect(stage.lane.current?.kind == .interactivePop)
    stage.scheduler.advance(by: 0.04)
    #expect(!stage.lane.isBusy, "3 × 0.5 s")
  }
}
