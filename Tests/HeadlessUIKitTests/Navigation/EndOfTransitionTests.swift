import Foundation
import HeadlessUIKit
import Testing

/// Calls made while a transition ends: from its coordinator completion or did-callbacks they
/// wait for its end (UIKit applies them from `completeTransition:`); from `didShow` they apply at
/// once.
@MainActor
@Suite struct EndOfTransitionTests {
  @Test(arguments: Headless.Profile.allCases)
  func aPushFromTheCoordinatorCompletionStartsRightAfterTheEnd(profile: Headless.Profile) {
    let stage = NavigationStage(profile: profile)
    let b = stage.screen("B")
    let c = stage.screen("C")
    stage.navigation.pushViewController(b, animated: true)
    stage.navigation.transitionCoordinator?.animate(
      alongsideTransition: nil,
      completion: { _ in stage.navigation.pushViewController(c, animated: true) }
    )
    stage.advance(by: 0.35)
    #expect(stage.navigation.viewControllers == [stage.root, b, c])
    #expect(
      stage.log.entries.suffix(7) == [
        "A.viewDidDisappear", "B.viewDidAppear", "didShow(B)",
        "C.viewDidLoad", "B.viewWillDisappear", "C.viewWillAppear", "willShow(C)",
      ]
    )
    stage.settle()
    #expect(stage.world.faults.isEmpty)
    #expect(stage.world.scheduler.now == 0.7)
  }

  @Test(arguments: Headless.Profile.allCases)
  func aPushFromDidShowAppliesAtOnce(profile: Headless.Profile) {
    final class PushOnShow: NSObject, UINavigationControllerDelegate {
      var next: UIViewController?
      func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController,
        animated: Bool
      ) {
        guard let next else { return }
        self.next = nil
        navigationController.pushViewController(next, animated: true)
      }
    }
    let stage = NavigationStage(profile: profile)
    let delegate = PushOnShow()
    delegate.next = stage.screen("C")
    stage.navigation.delegate = delegate
    stage.navigation.pushViewController(stage.screen("B"), animated: true)
    stage.advance(by: 0.35)
    #expect(stage.navigation.viewControllers.count == 3)
    stage.settle()
    #expect(stage.world.faults.isEmpty)
  }

  @Test func aSwipedDownSheetTellsItsDelegate() {
    final class SheetDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
      var calls: [String] = []
      var allows = true
      func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
        -> Bool
      {
        calls.append("should")
        return allows
      }
      func presentationControllerDidAttemptToDismiss(
        _ presentationController: UIPresentationController
      ) { calls.append("attempt") }
      func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        calls.append("will")
      }
      func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        calls.append("did")
      }
    }
    let stage = NavigationStage()
    let sheet = stage.screen("M")
    let delegate = SheetDelegate()
    stage.root.present(sheet, animated: false)
    sheet.presentationController?.delegate = delegate
    delegate.allows = false
    #expect(!stage.world.swipeDownToDismiss(sheet))
    delegate.allows = true
    #expect(stage.world.swipeDownToDismiss(sheet))
    stage.settle()
    #expect(delegate.calls == ["should", "attempt", "should", "will", "did"])
    #expect(stage.navigation.presentedViewController == nil)
  }
}
