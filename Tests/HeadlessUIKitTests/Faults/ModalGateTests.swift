import Foundation
import HeadlessUIKit
import Testing

/// F15 (corrected): UIKit drops an animated navigation call with F15 only while a modal
/// transition of a conflicting style runs (current context, over current context, custom:
/// alerts and action sheets); during a full-screen or sheet presentation it defers the call to
/// the presentation's end. Non-animated calls are applied at once.
@MainActor
@Suite struct ModalGateTests {
  nonisolated static let conflicting: [UIModalPresentationStyle] = [
    .currentContext, .overCurrentContext, .custom,
  ]
  nonisolated static let deferring: [UIModalPresentationStyle] = [
    .fullScreen, .pageSheet, .formSheet, .automatic, .overFullScreen,
  ]

  private func presenting(
    _ style: UIModalPresentationStyle,
    profile: Headless.Profile = .deferring
  ) -> NavigationStage {
    let stage = NavigationStage(profile: profile)
    let sheet = stage.screen("M")
    sheet.modalPresentationStyle = style
    stage.navigation.present(sheet, animated: true)
    return stage
  }

  @Test(arguments: conflicting)
  func f15AnAnimatedPushDuringAConflictingPresentationIsDropped(
    style: UIModalPresentationStyle
  ) throws {
    let stage = presenting(style)
    stage.navigation.pushViewController(stage.screen("B"), animated: true)
    let fault = try #require(stage.world.faults.last)
    #expect(fault.kind == .navigationDuringModalTransition)
    #expect(
      fault.message.hasPrefix("pushViewController:animated: called on <UINavigationController 0x")
    )
    #expect(
      fault.message.hasSuffix(
        "> while an existing transition or presentation is occurring; the navigation stack will "
          + "not be updated."
      )
    )
    #expect(!fault.isCrash)
    stage.settle()
    #expect(stage.navigation.viewControllers == [stage.root])
  }

  @Test(arguments: deferring)
  func f15AnAnimatedPushDuringASheetOrFullScreenPresentationIsDeferred(
    style: UIModalPresentationStyle
  ) throws {
    let stage = presenting(style)
    let b = stage.screen("B")
    stage.navigation.pushViewController(b, animated: true)
    #expect(stage.world.faults.isEmpty)
    #expect(stage.navigation.viewControllers == [stage.root])
    stage.settle()
    #expect(stage.world.faults.isEmpty)
    #expect(stage.navigation.viewControllers == [stage.root, b])
  }

  @Test func f15AnAlertCountsAsAConflictingPresentation() throws {
    let stage = NavigationStage()
    let alert = stage.world.run {
      UIAlertController(title: "T", message: nil, preferredStyle: .alert)
    }
    stage.navigation.present(alert, animated: true)
    stage.navigation.pushViewController(stage.screen("B"), animated: true)
    #expect(stage.world.faults.last?.kind == .navigationDuringModalTransition)
  }

  @Test func f15PopToAndPopToRootPrintPopToViewControllerTransition() throws {
    let stage = NavigationStage()
    let b = stage.screen("B")
    stage.navigation.pushViewController(b, animated: false)
    stage.navigation.pushViewController(stage.screen("C"), animated: false)
    let sheet = stage.screen("M")
    sheet.modalPresentationStyle = .overCurrentContext
    stage.navigation.present(sheet, animated: true)
    stage.navigation.popToViewController(b, animated: true)
    stage.navigation.popToRootViewController(animated: true)
    stage.navigation.popViewController(animated: true)
    let methods = stage.world.faults.map { $0.message.prefix { $0 != " " } }
    #expect(
      methods == [
        "popToViewController:transition:", "popToViewController:transition:",
        "popViewControllerAnimated:",
      ]
    )
  }

  @Test(arguments: [Headless.Profile.deferring, .fluid])
  func f15DoesNotDropANonAnimatedCallDuringAConflictingPresentation(profile: Headless.Profile) {
    let stage = presenting(.overCurrentContext, profile: profile)
    let b = stage.screen("B")
    stage.navigation.pushViewController(b, animated: false)
    #expect(stage.world.faults.isEmpty)
    #expect(stage.navigation.viewControllers == [stage.root, b])
  }

  @Test func f15AlsoGatesTheFluidProfile() {
    let stage = presenting(.custom, profile: .fluid)
    stage.navigation.pushViewController(stage.screen("B"), animated: true)
    #expect(stage.world.faults.last?.kind == .navigationDuringModalTransition)
  }

  @Test(arguments: [false, true])
  func f15OnFluidNamesTheApplyMethodOnlyUnderItsAssumption(applies: Bool) throws {
    let stage = presenting(.custom, profile: .fluid)
    stage.world.assumptions.fluidF15NamesApplyViewControllers = applies
    stage.navigation.pushViewController(stage.screen("B"), animated: true)
    let message = try #require(stage.world.faults.last?.message)
    let expected =
      applies
      ? "_applyViewControllers:transition:animated:operation:rescheduleBlock: called on"
      : "pushViewController:animated: called on"
    #expect(message.hasPrefix(expected))
  }

  @Test func theLegacyProfileAppliesANavigationCallDuringAPresentationAtOnce() {
    let stage = presenting(.overCurrentContext, profile: .legacy)
    let b = stage.screen("B")
    stage.navigation.pushViewController(b, animated: true)
    #expect(stage.world.faults.isEmpty)
    #expect(stage.navigation.viewControllers == [stage.root, b])
  }
}
