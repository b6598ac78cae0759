import Foundation
import HeadlessUIKit
import Testing

/// Docs/UIKitFacts.md "Sheet swipe-down": a sheet's drag is an interactive dismissal that can
/// be cancelled after `presentationControllerWillDismiss(_:)`.
@MainActor
@Suite struct SheetDragTests {
  final class SheetDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
    var calls: [String] = []
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
      calls.append("will")
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      calls.append("did")
    }
  }

  private func presentedSheet(_ stage: NavigationStage) -> (UIViewController, SheetDelegate) {
    let sheet = stage.screen("M")
    let delegate = SheetDelegate()
    stage.root.present(sheet, animated: false)
    sheet.presentationController?.delegate = delegate
    stage.log.removeAll()
    return (sheet, delegate)
  }

  @Test func aFinishedDragDismissesAndThenSaysDidDismiss() throws {
    let stage = NavigationStage()
    let (sheet, delegate) = presentedSheet(stage)
    let drag = try #require(stage.world.beginSheetDrag(sheet))
    #expect(delegate.calls == ["will"])
    let coordinator = try #require(sheet.transitionCoordinator)
    #expect(coordinator.isInteractive)
    var cancelledWhenLifted: Bool?
    coordinator.notifyWhenInteractionChanges { cancelledWhenLifted = $0.isCancelled }
    drag.update(progress: 0.5)
    drag.finish()
    #expect(cancelledWhenLifted == false)
    #expect(delegate.calls == ["will"])
    stage.settle()
    #expect(delegate.calls == ["will", "did"])
    #expect(stage.root.presentedViewController == nil)
    #expect(stage.log.entries == ["M.viewWillDisappear", "M.viewDidDisappear"])
  }

  @Test func aCancelledDragLeavesTheSheetWithoutDidDismiss() throws {
    let stage = NavigationStage()
    let (sheet, delegate) = presentedSheet(stage)
    let drag = try #require(stage.world.beginSheetDrag(sheet))
    let coordinator = try #require(sheet.transitionCoordinator)
    var cancelledWhenLifted: Bool?
    var cancelledAtTheEnd: Bool?
    coordinator.notifyWhenInteractionChanges { cancelledWhenLifted = $0.isCancelled }
    coordinator.animate(alongsideTransition: nil) { cancelledAtTheEnd = $0.isCancelled }
    drag.update(progress: 0.3)
    drag.cancel()
    stage.settle()
    #expect(cancelledWhenLifted == true)
    #expect(cancelledAtTheEnd == true)
    #expect(delegate.calls == ["will"])
    #expect(stage.root.presentedViewController === sheet)
    #expect(sheet.view.window === stage.window)
    #expect(sheet.transitionCoordinator == nil)
    #expect(
      stage.log.entries == [
        "M.viewWillDisappear", "M.viewWillAppear", "M.viewDidAppear",
      ]
    )
    #expect(stage.world.faults.isEmpty)
    // The sheet can still be dismissed afterwards.
    #expect(stage.world.swipeDownToDismiss(sheet))
    stage.settle()
    #expect(stage.root.presentedViewController == nil)
  }

  @Test func aPushDuringTheDragWaitsForIt() throws {
    let stage = NavigationStage()
    let (sheet, _) = presentedSheet(stage)
    let drag = try #require(stage.world.beginSheetDrag(sheet))
    let b = stage.screen("B")
    stage.navigation.pushViewController(b, animated: true)
    #expect(stage.navigation.topViewController === stage.root)
    drag.finish()
    stage.settle()
    #expect(stage.navigation.topViewController === b)
  }
}
