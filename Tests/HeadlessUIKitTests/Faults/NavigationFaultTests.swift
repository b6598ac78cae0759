import Foundation
import HeadlessUIKit
import Testing

/// Docs/UIKitFacts.md A1: the navigation faults, each provoked with plain UIKit calls.
@MainActor
@Suite struct NavigationFaultTests {
  @Test(arguments: Headless.Profile.allCases)
  func f1PushingAnInstanceAlreadyOnTheStackCrashes(profile: Headless.Profile) throws {
    let stage = NavigationStage(profile: profile)
    let b = stage.screen("B")
    stage.navigation.pushViewController(b, animated: true)
    stage.settle()
    stage.log.removeAll()
    stage.navigation.pushViewController(b, animated: true)
    let fault = try #require(stage.world.faults.last)
    #expect(fault.kind == .pushSameInstance)
    #expect(fault.isCrash)
    #expect(stage.world.hasCrashed)
    switch profile {
    case .legacy:
      #expect(
        fault.message.hasPrefix(
          "Pushing the same view controller instance more than once is not supported (<"
        )
      )
    case .deferring, .fluid:
      #expect(fault.message.hasPrefix("<UINavigationController: 0x"))
      #expect(
        fault.message.contains(
          "is pushing the same view controller instance (<HeadlessUIKitTests.LoggingViewController: 0x"
        )
      )
      #expect(
        fault.message.hasSuffix(
          "more than once which is not supported and is most likely an error in the application : com.example.app"
        )
      )
    }
    #expect(stage.navigation.viewControllers == [stage.root, b])
    #expect(stage.log.entries.isEmpty)
    #expect(stage.world.scheduler.isIdle)
  }

  @Test func f2PopDuringAPushCrashesInTheLegacyProfile() throws {
    let stage = NavigationStage(profile: .legacy)
    let b = stage.screen("B")
    stage.navigation.pushViewController(b, animated: true)
    let popped = stage.navigation.popViewController(animated: true)
    #expect(popped == nil)
    let fault = try #require(stage.world.faults.last)
    #expect(fault.kind == .cantAddSelfAsSubview)
    #expect(fault.message == "Can't add self as subview")
    #expect(fault.isCrash)
    #expect(stage.world.hasCrashed)
    #expect(stage.navigation.viewControllers == [stage.root, b])
  }

  @Test func f2AThirdOverlappingPushCrashesInTheLegacyProfile() {
    let stage = NavigationStage(profile: .legacy)
    stage.navigation.pushViewController(stage.screen("B"), animated: true)
    stage.navigation.pushViewController(stage.screen("C"), animated: true)
    stage.navigation.pushViewController(stage.screen("D"), animated: true)
    #expect(stage.world.faults.map(\.kind) == [.nestedAnimation, .cantAddSelfAsSubview])
    #expect(stage.navigation.viewControllers.count == 3)
  }

  @Test func f3NestedPushLogsAndCorruptsInTheLegacyProfile() {
    let stage = NavigationStage(profile: .legacy)
    let b = stage.screen("B")
    let c = stage.screen("C")
    stage.navigation.pushViewController(b, animated: true)
    stage.navigation.pushViewController(c, animated: true)
    #expect(
      stage.world.faults.map(\.message) == [
        "nested push animation can result in corrupted navigation bar"
      ]
    )
    #expect(stage.world.faults.allSatisfy { !$0.isCrash })
    #expect(stage.navigation.viewControllers == [stage.root, b, c])
    stage.settle()
    let kinds = stage.world.faults.map(\.kind)
    #expect(kinds.contains(.unbalancedAppearanceCalls))
    #expect(
      stage.world.faults.contains {
        $0.message
          == "Finishing up a navigation transition in an unexpected state. Navigation Bar subview tree might get corrupted."
      }
    )
    #expect(!stage.world.hasCrashed)
    #expect(stage.navigation.topViewController === c)
  }

  @Test func f9PoppingToAControllerNotOnTheStackCrashes() throws {
    let stage = NavigationStage()
    let stranger = stage.screen("X")
    let popped = stage.navigation.popToViewController(stranger, animated: true)
    #expect(popped == nil)
    let fault = try #require(stage.world.faults.last)
    #expect(fault.kind == .popToMissingController)
    #expect(fault.message == "Tried to pop to a view controller that doesn't exist.")
    #expect(fault.isCrash && stage.world.hasCrashed)
    #expect(stage.navigation.viewControllers == [stage.root])
  }

  @Test func f10PushingANavigationControllerCrashes() throws {
    let stage = NavigationStage()
    let inner = stage.world.run { UINavigationController(rootViewController: UIViewController()) }
    stage.navigation.pushViewController(inner, animated: true)
    let fault = try #require(stage.world.faults.last)
    #expect(fault.kind == .pushNavigationController)
    #expect(fault.message == "Pushing a navigation controller is not supported")
    #expect(fault.isCrash)
    #expect(stage.navigation.viewControllers == [stage.root])
  }

  @Test func f11PoppingAtTheRootIsASilentNoOp() throws {
    let stage = NavigationStage()
    let popped = stage.navigation.popViewController(animated: true)
    #expect(popped == nil)
    #expect(stage.log.entries.isEmpty)
    #expect(stage.world.scheduler.isIdle)
    let fault = try #require(stage.world.faults.last)
    #expect(fault.kind == .popAtRoot)
    #expect(!fault.isCrash && !stage.world.hasCrashed)
    #expect(stage.navigation.transitionCoordinator == nil)
  }

  @Test func f14SettingAnInstanceTwiceCrashes() throws {
    let stage = NavigationStage()
    let b = stage.screen("B")
    stage.navigation.setViewControllers([stage.root, b, stage.root], animated: true)
    let fault = try #require(stage.world.faults.last)
    #expect(fault.kind == .nonDistinctViewControllers)
    #expect(
      fault.message.hasPrefix(
        "All view controllers in a navigation controller must be distinct (\n    \"<"
      )
    )
    #expect(fault.isCrash)
    #expect(stage.navigation.viewControllers == [stage.root])
  }

  @Test func f14SettingANavigationControllerCrashes() throws {
    let stage = NavigationStage()
    let inner = stage.world.run { UINavigationController() }
    stage.navigation.viewControllers = [stage.root, inner]
    let fault = try #require(stage.world.faults.last)
    #expect(fault.message == "UINavigationControllers are not allowed in a navigation controller!")
    #expect(fault.isCrash)
  }

  @Test func f14FiresLateFromAChangeDeferredInTheModernProfile() throws {
    let stage = NavigationStage(profile: .deferring)
    let b = stage.screen("B")
    stage.navigation.pushViewController(b, animated: true)
    stage.navigation.setViewControllers([stage.root, b, b], animated: true)
    #expect(stage.world.faults.isEmpty)
    stage.settle()
    let fault = try #require(stage.world.faults.last)
    #expect(fault.kind == .nonDistinctViewControllers)
    #expect(fault.time == 0.35)
    #expect(stage.navigation.viewControllers == [stage.root, b])
  }

  @Test func f15DoesNotDropANonAnimatedCallDuringAModalTransition() {
    let stage = NavigationStage(profile: .deferring)
    let b = stage.screen("B")
    stage.navigation.present(stage.screen("M"), animated: true)
    stage.navigation.pushViewController(b, animated: false)
    #expect(stage.world.faults.isEmpty)
    #expect(stage.navigation.viewControllers == [stage.root, b])
  }
}
