import Foundation
import HeadlessUIKit
import Testing

/// Docs/UIKitFacts.md A1: the presentation faults (F4 to F8), each provoked with plain UIKit calls.
@MainActor
@Suite struct PresentationFaultTests {
  @Test(arguments: Headless.Profile.allCases)
  func f4PresentingFromAViewOutsideTheWindowIsDropped(profile: Headless.Profile) throws {
    let stage = NavigationStage(profile: profile)
    stage.navigation.pushViewController(stage.screen("B"), animated: false)
    let sheet = stage.screen("M")
    var completed = false
    stage.root.present(sheet, animated: true) { completed = true }
    stage.settle()
    let fault = try #require(stage.world.faults.last)
    #expect(fault.kind == .presentNotInWindowHierarchy)
    #expect(!fault.isCrash)
    switch profile {
    case .legacy:
      #expect(fault.message.hasPrefix("Warning: Attempt to present <"))
      #expect(fault.message.hasSuffix("whose view is not in the window hierarchy!"))
    case .deferring, .fluid:
      #expect(fault.message.hasPrefix("[Presentation] Attempt to present <"))
      #expect(fault.message.contains("> on <UINavigationController: 0x"))
      #expect(fault.message.hasSuffix("whose view is not in the window hierarchy."))
    }
    #expect(!completed)
    #expect(stage.root.presentedViewController == nil)
    #expect(!sheet.isViewLoaded)
  }

  @Test func f5PresentingFromAControllerAlreadyPresentingIsDropped() throws {
    let stage = NavigationStage()
    let first = stage.screen("M")
    stage.root.present(first, animated: true)
    stage.settle()
    var completed = false
    stage.root.present(stage.screen("N"), animated: true) { completed = true }
    stage.settle()
    let fault = try #require(stage.world.faults.last)
    #expect(fault.kind == .presentWhileAlreadyPresenting)
    #expect(fault.message.hasPrefix("[Presentation] Attempt to present <"))
    #expect(fault.message.hasSuffix("which is already presenting \(describe(first))."))
    #expect(!completed)
    #expect(stage.navigation.presentedViewController === first)
  }

  @Test func f6PresentingDuringAPresentationIsDropped() throws {
    let stage = NavigationStage()
    stage.navigation.present(stage.screen("M"), animated: true)
    var completed = false
    stage.world.run {
      stage.navigation.present(UIViewController(), animated: true) { completed = true }
    }
    let fault = try #require(stage.world.faults.last)
    #expect(fault.kind == .presentationInProgress)
    // Corrected: the modern F6 text carries the `[Presentation]` prefix, as F4 and F5 do.
    #expect(fault.message.hasPrefix("[Presentation] Attempt to present <"))
    #expect(fault.message.hasSuffix("while a presentation is in progress."))
    stage.settle()
    #expect(!completed)
  }

  @Test func f6DismissingDuringAPresentationIsDropped() throws {
    let stage = NavigationStage()
    let sheet = stage.screen("M")
    stage.navigation.present(sheet, animated: true)
    var completed = false
    sheet.dismiss(animated: true) { completed = true }
    let fault = try #require(stage.world.faults.last)
    #expect(fault.kind == .presentationInProgress)
    #expect(fault.message.hasPrefix("Warning: Attempt to dismiss from view controller <"))
    #expect(fault.message.hasSuffix("while a presentation or dismiss is in progress!"))
    stage.settle()
    #expect(!completed)
    #expect(stage.navigation.presentedViewController === sheet)
  }

  @Test func f7UnbalancedAppearanceCallsAreLogged() throws {
    let stage = NavigationStage()
    let b = stage.screen("B")
    b.beginAppearanceTransition(true, animated: false)
    b.beginAppearanceTransition(true, animated: false)
    let fault = try #require(stage.world.faults.last)
    #expect(fault.kind == .unbalancedAppearanceCalls)
    #expect(
      fault.message == "Unbalanced calls to begin/end appearance transitions for \(describe(b))."
    )
    #expect(!fault.isCrash)
    #expect(stage.log.entries.filter { $0 == "B.viewWillAppear" }.count == 1)
    b.endAppearanceTransition()
    b.endAppearanceTransition()
    #expect(stage.world.faults.count == 2)
  }

  @Test func f8PresentingAChildControllerCrashesNamingItsParent() throws {
    let stage = NavigationStage()
    stage.navigation.present(stage.root, animated: true)
    let fault = try #require(stage.world.faults.last)
    #expect(fault.kind == .presentActiveController)
    #expect(
      fault.message
        == "Application tried to present modally a view controller \(describe(stage.root)) that "
        + "has a parent view controller \(describe(stage.navigation))."
    )
    #expect(fault.isCrash && stage.world.hasCrashed)
    #expect(stage.navigation.presentedViewController == nil)
  }

  @Test func f8PresentingAControllerOnItselfCrashesWithItsOwnText() throws {
    let stage = NavigationStage()
    stage.navigation.present(stage.navigation, animated: true)
    let fault = try #require(stage.world.faults.last)
    #expect(fault.kind == .presentActiveController)
    #expect(
      fault.message
        == "Application tried to present modal view controller on itself. Presenting controller is "
        + "\(describe(stage.navigation))."
    )
    #expect(fault.isCrash)
  }

  @Test func f8PresentingAControllerAlreadyPresentedCrashesNamingItsPresenter() throws {
    let stage = NavigationStage()
    let sheet = stage.screen("M")
    stage.navigation.present(sheet, animated: false)
    let (other, host) = stage.world.run {
      (UIWindow(windowScene: stage.world.makeWindowScene()), UIViewController())
    }
    other.rootViewController = host
    other.makeKeyAndVisible()
    host.present(sheet, animated: true)
    let fault = try #require(stage.world.faults.last)
    #expect(fault.kind == .presentActiveController)
    #expect(
      fault.message
        == "Application tried to present modally a view controller \(describe(sheet)) that is "
        + "already being presented by \(describe(stage.navigation))."
    )
    #expect(fault.isCrash)
  }

  @Test func f8PresentingAControllerAlreadyOnScreenCrashesAsActive() throws {
    let stage = NavigationStage()
    let (other, shown) = stage.world.run {
      (UIWindow(windowScene: stage.world.makeWindowScene()), UIViewController())
    }
    other.rootViewController = shown
    other.makeKeyAndVisible()
    stage.navigation.present(shown, animated: true)
    let fault = try #require(stage.world.faults.last)
    #expect(
      fault.message
        == "Application tried to present modally an active controller \(describe(shown))."
    )
    #expect(fault.isCrash)
  }

  @Test func f8PresentingAControllerThatIsPresentedCrashes() throws {
    let stage = NavigationStage()
    let sheet = stage.screen("M")
    stage.navigation.present(sheet, animated: false)
    stage.world.clearCrash()
    sheet.present(sheet, animated: false)
    #expect(stage.world.faults.last?.kind == .presentActiveController)
    #expect(stage.world.hasCrashed)
    stage.world.clearCrash()
    #expect(!stage.world.hasCrashed)
  }

  private func describe(_ object: AnyObject) -> String {
    let name = String(reflecting: type(of: object))
    let shown = name.hasPrefix("HeadlessUIKit.") ? String(name.dropFirst(14)) : name
    return
      "<\(shown): 0x\(String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16))>"
  }
}
