import Foundation
import HeadlessUIKit
import Testing

/// Modal presentation: callback order, flags, window membership and completion.
///
/// A2 gives no order for presentations; the model uses: presented `viewDidLoad` → presenter
/// `viewWillDisappear` (full screen only) → presented `viewWillAppear` → … → presented
/// `viewDidAppear` → presenter `viewDidDisappear` → completion, and the mirror for dismissal.
@MainActor
@Suite struct PresentationTests {
  @Test func fullScreenPresentAndDismissCallBackInOrder() {
    let stage = NavigationStage()
    let sheet = stage.screen("M")
    sheet.modalPresentationStyle = .fullScreen
    stage.root.present(sheet, animated: true) { stage.log.append("presented") }
    #expect(sheet.isBeingPresentedDuringWillAppear == true)
    #expect(sheet.presentingViewController === stage.navigation)
    #expect(stage.root.presentedViewController === sheet)
    #expect(sheet.transitionCoordinator?.presentationStyle == .fullScreen)
    stage.advance(by: 0.5)
    #expect(
      stage.log.entries == [
        "M.viewDidLoad", "A.viewWillDisappear", "M.viewWillAppear",
        "M.viewDidAppear", "A.viewDidDisappear", "presented",
      ]
    )
    #expect(!sheet.isBeingPresented)
    #expect(stage.root.view.window == nil)
    #expect(sheet.view.window === stage.window)
    stage.log.removeAll()
    sheet.dismiss(animated: true) { stage.log.append("dismissed") }
    #expect(sheet.isBeingDismissedDuringWillDisappear == true)
    #expect(stage.root.view.window === stage.window)
    stage.advance(by: 0.5)
    #expect(
      stage.log.entries == [
        "M.viewWillDisappear", "A.viewWillAppear",
        "M.viewDidDisappear", "A.viewDidAppear", "dismissed",
      ]
    )
    #expect(sheet.presentingViewController == nil)
    #expect(stage.navigation.presentedViewController == nil)
    #expect(sheet.viewIfLoaded?.window == nil)
    #expect(stage.world.scheduler.isIdle)
  }

  @Test func aPageSheetLeavesThePresenterOnScreen() {
    let stage = NavigationStage()
    let sheet = stage.screen("M")
    stage.root.present(sheet, animated: true)
    stage.settle()
    #expect(stage.log.entries == ["M.viewDidLoad", "M.viewWillAppear", "M.viewDidAppear"])
    #expect(stage.root.view.window === stage.window)
    stage.log.removeAll()
    stage.root.dismiss(animated: false)
    #expect(stage.log.entries == ["M.viewWillDisappear", "M.viewDidDisappear"])
  }

  @Test func dismissingAChainDismissesEveryLevelWithBalancedCallbacks() {
    let stage = NavigationStage()
    let sheet = stage.screen("M")
    let cover = stage.screen("N")
    cover.modalPresentationStyle = .fullScreen
    stage.root.present(sheet, animated: false)
    sheet.present(cover, animated: false)
    #expect(sheet.viewIfLoaded?.window == nil)
    stage.log.removeAll()
    stage.root.dismiss(animated: true)
    stage.settle()
    #expect(stage.log.entries == ["N.viewWillDisappear", "N.viewDidDisappear"])
    #expect(stage.navigation.presentedViewController == nil)
    #expect(sheet.presentedViewController == nil)
    #expect(cover.presentingViewController == nil)
    #expect(stage.world.faults.isEmpty)
  }

  @Test func dismissingWithNothingPresentedDoesNothing() {
    let stage = NavigationStage()
    var completed = false
    stage.root.dismiss(animated: true) { completed = true }
    stage.settle()
    #expect(!completed)
    #expect(stage.world.faults.isEmpty)
  }

  @Test func aPresentedNavigationControllerForwardsAppearanceToItsTop() {
    let stage = NavigationStage()
    let inner = stage.screen("I")
    let wrapper = stage.world.run { UINavigationController(rootViewController: inner) }
    stage.root.present(wrapper, animated: true)
    stage.settle()
    #expect(stage.log.entries == ["I.viewDidLoad", "I.viewWillAppear", "I.viewDidAppear"])
    #expect(inner.view.window === stage.window)
    #expect(inner.presentingViewController === stage.navigation)
    let pushed = stage.screen("J")
    inner.navigationController?.pushViewController(pushed, animated: true)
    stage.settle()
    #expect(pushed.view.window === stage.window)
    inner.dismiss(animated: true)
    stage.settle()
    #expect(pushed.viewIfLoaded?.window == nil)
    #expect(stage.log.entries.suffix(2) == ["J.viewWillDisappear", "J.viewDidDisappear"])
  }

  @Test func tappingAnAlertActionDismissesThenRunsItsHandler() {
    let stage = NavigationStage()
    var order: [String] = []
    let alert = stage.world.run {
      UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
    }
    let delete = stage.world.run {
      UIAlertAction(title: "Delete", style: .destructive) { _ in
        order.append("handler")
      }
    }
    alert.addAction(delete)
    stage.root.present(alert, animated: true)
    stage.settle()
    #expect(stage.world.tap(delete, in: alert))
    stage.advance(by: 0.49)
    #expect(order.isEmpty)
    stage.advance(by: 0.01)
    #expect(order == ["handler"])
    #expect(stage.navigation.presentedViewController == nil)
    #expect(!stage.world.tap(delete, in: alert))
  }

  @Test func adaptivePresentationDelegateDefaultsMatchUIKit() {
    final class Adopter: NSObject, UIAdaptivePresentationControllerDelegate {}
    let world = Headless.World()
    world.run {
      let controller = UIPresentationController(
        presentedViewController: UIViewController(),
        presenting: nil
      )
      #expect(Adopter().presentationControllerShouldDismiss(controller))
    }
  }
}
