import Foundation
import HeadlessUIKit
import Testing

/// Docs/UIKitFacts.md A1 "Deferral": about iOS 9–18 defers instead of crashing.
@MainActor
@Suite struct ModernDeferralTests {
  @Test func aPushDuringAPushIsAppliedAtTheFirstOnesEnd() {
    let stage = NavigationStage(profile: .deferring)
    let b = stage.screen("B")
    let c = stage.screen("C")
    stage.navigation.pushViewController(b, animated: true)
    stage.navigation.pushViewController(c, animated: true)
    #expect(stage.navigation.viewControllers == [stage.root, b])
    #expect(c.parent == nil)
    stage.advance(by: 0.35)
    #expect(stage.navigation.viewControllers == [stage.root, b, c])
    #expect(
      stage.log.entries == [
        "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "willShow(B)",
        "A.viewDidDisappear", "B.viewDidAppear", "didShow(B)",
        "C.viewDidLoad", "B.viewWillDisappear", "C.viewWillAppear", "willShow(C)",
      ]
    )
    stage.advance(by: 0.35)
    #expect(stage.log.entries.last == "didShow(C)")
    #expect(stage.world.faults.isEmpty)
    #expect(stage.world.scheduler.isIdle)
  }

  @Test func aDoubleTapWithTwoNewControllersEndsWithTwoIdenticalScreens() {
    let stage = NavigationStage(profile: .deferring)
    let tap = { stage.navigation.pushViewController(stage.screen("Detail"), animated: true) }
    tap()
    tap()
    stage.settle()
    let stack = stage.navigation.viewControllers
    #expect(stack.count == 3)
    #expect(stack[1] !== stack[2])
    #expect(type(of: stack[1]) == type(of: stack[2]))
    #expect(stage.world.faults.isEmpty)
    #expect(!stage.world.hasCrashed)
  }

  @Test func f1FiresLateFromADeferredPushOfTheSameInstance() throws {
    let stage = NavigationStage(profile: .deferring)
    let b = stage.screen("B")
    stage.navigation.pushViewController(b, animated: true)
    stage.navigation.pushViewController(b, animated: true)
    #expect(stage.world.faults.isEmpty)
    stage.settle()
    let fault = try #require(stage.world.faults.last)
    #expect(fault.kind == .pushSameInstance)
    #expect(fault.time == 0.35)
    #expect(stage.navigation.viewControllers == [stage.root, b])
  }

  @Test func aPopDuringAPushIsDeferredToo() {
    let stage = NavigationStage(profile: .deferring)
    let b = stage.screen("B")
    stage.navigation.pushViewController(b, animated: true)
    #expect(stage.navigation.popViewController(animated: true) == nil)
    #expect(stage.navigation.viewControllers == [stage.root, b])
    stage.settle()
    #expect(stage.navigation.viewControllers == [stage.root])
    #expect(stage.world.scheduler.now == 0.7)
  }

  @Test func popDeferralIsAParameter() {
    let stage = NavigationStage(profile: .deferring)
    stage.world.assumptions.modernDefersPops = false
    let b = stage.screen("B")
    stage.navigation.pushViewController(b, animated: true)
    #expect(stage.navigation.popViewController(animated: true) === b)
    #expect(stage.navigation.viewControllers == [stage.root])
  }

  @Test func presentWaitsForARunningNavigationTransition() {
    let stage = NavigationStage(profile: .deferring)
    let b = stage.screen("B")
    let sheet = stage.screen("M")
    var completed = false
    stage.navigation.pushViewController(b, animated: true)
    b.present(sheet, animated: true) { completed = true }
    #expect(!sheet.isViewLoaded)
    stage.advance(by: 0.35)
    #expect(sheet.isBeingPresented)
    stage.settle()
    #expect(completed)
    #expect(stage.navigation.presentedViewController === sheet)
    #expect(stage.world.faults.isEmpty)
  }

  @Test func f4AWaitingPresentFailsWhenItsPresenterLeftTheWindow() throws {
    let stage = NavigationStage(profile: .deferring)
    var completed = false
    stage.navigation.pushViewController(stage.screen("B"), animated: true)
    stage.root.present(stage.screen("M"), animated: true) { completed = true }
    #expect(stage.world.faults.isEmpty)
    stage.settle()
    let fault = try #require(stage.world.faults.last)
    #expect(fault.kind == .presentNotInWindowHierarchy)
    #expect(fault.time == 0.35)
    #expect(!completed)
  }
}
