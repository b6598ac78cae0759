import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite struct PushPopTests {
  @Test func a2PushCallsBackInUIKitOrder() {
    let stage = NavigationStage()
    let b = stage.screen("B")
    stage.navigation.pushViewController(b, animated: true)
    #expect(
      stage.log.entries == [
        "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "willShow(B)",
      ]
    )
    #expect(stage.navigation.viewControllers == [stage.root, b])
    stage.advance(by: 0.35)
    #expect(
      stage.log.entries == [
        "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "willShow(B)",
        "A.viewDidDisappear", "B.viewDidAppear", "didShow(B)",
      ]
    )
    #expect(b.view.window === stage.window)
    #expect(stage.root.viewIfLoaded?.window == nil)
    #expect(stage.world.scheduler.isIdle)
    #expect(stage.world.faults.isEmpty)
  }
}
