import Baton
import BatonUIKit
import HeadlessUIKit
import Testing

/// Installing the app-wide guard: off by default, exchanged once, counted, removable, and
/// friendly to other libraries that exchange the same methods, in either order
/// (`Docs/UIKitFacts.md` A15).
@MainActor
@Suite struct GuardInstallationTests {
  @Test func theGuardIsOffByDefault() {
    onStage(baton: false) { stage in
      #expect(!BatonGuard.isInstalled)
      #expect(stage.world.methodTable.exchangeCount == 0)
      let recorder = LaneRecorder(stage.lane)
      defer { recorder.stop() }
      stage.navigation.pushViewController(ListScreen(), animated: true)
      stage.settle()
      #expect(recorder.started.isEmpty)
    }
  }

  @Test func installingTwiceExchangesOnce() {
    onStage(baton: false) { stage in
      BatonGuard.install()
      BatonGuard.install()
      defer {
        BatonGuard.uninstall()
        BatonGuard.uninstall()
      }
      #expect(BatonGuard.isInstalled)
      #expect(stage.world.methodTable.exchangeCount == 10)
      let recorder = LaneRecorder(stage.lane)
      defer { recorder.stop() }
      stage.navigation.pushViewController(ListScreen(), animated: true)
      stage.settle()
      #expect(recorder.started == [.push])
      #expect(recorder.everyRequestHasOneOutcome)
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func uninstallingRestoresUIKitsOwnBehaviour(profile: Headless.Profile) {
    onStage(profile, baton: false) { stage in
      BatonGuard.install()
      BatonGuard.uninstall()
      #expect(!BatonGuard.isInstalled)
      let recorder = LaneRecorder(stage.lane)
      defer { recorder.stop() }
      let list = ListScreen()
      stage.navigation.pushViewController(list, animated: true)
      // UIKit's own handling of an overlap, untouched by the lane.
      stage.navigation.pushViewController(DetailScreen(), animated: true)
      stage.settle()
      #expect(recorder.started.isEmpty)
      BatonGuard.install()
      defer { BatonGuard.uninstall() }
      stage.navigation.popToRootViewController(animated: true)
      stage.settle()
      #expect(recorder.started == [.popToRoot])
      #expect(stage.world.methodTable.exchangeCount == 10)
    }
  }

  @Test func theGuardIsPerProcessSoAnotherWorldIsUntouched() {
    onStage(baton: false) { stage in
      BatonGuard.install()
      defer { BatonGuard.uninstall() }
      let other = Headless.World()
      other.run { #expect(!BatonGuard.isInstalled) }
      #expect(other.methodTable.exchangeCount == 0)
      #expect(BatonGuard.isInstalled)
    }
  }

  enum Order: CaseIterable, Sendable {
    case libraryFirst, batonFirst
  }

  @Test(arguments: Headless.Profile.allCases, Order.allCases)
  func aLibraryThatExchangesTheSameMethodsStillSeesEachCallOnce(
    profile: Headless.Profile,
    order: Order
  ) {
    onStage(profile, baton: false) { stage in
      let library = CountingLibrary()
      switch order {
      case .libraryFirst:
        library.install()
        BatonGuard.install()
      case .batonFirst:
        BatonGuard.install()
        library.install()
      }
      defer { BatonGuard.uninstall() }
      let recorder = LaneRecorder(stage.lane)
      defer { recorder.stop() }
      stage.navigation.pushViewController(ListScreen(), animated: true)
      stage.navigation.pushViewController(DetailScreen(), animated: true)
      let login = LoginScreen()
      stage.navigation.present(login, animated: true)
      stage.settle()
      #expect(library.pushes == 2)
      #expect(library.presents == 1)
      #expect(recorder.started == [.push, .push, .present])
      #expect(stage.stack.count == 3)
      #expect(stage.navigation.presentedViewController === login)
      #expect(stage.faults.isEmpty)
      login.dismiss(animated: false)
      stage.settle()
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func theDropInAndTheExplicitAPICountOnceWithTheGuard(profile: Headless.Profile) {
    onStage(profile, baton: true) { stage in
      BatonGuard.install()
      defer { BatonGuard.uninstall() }
      let recorder = LaneRecorder(stage.lane)
      defer { recorder.stop() }
      let list = ListScreen()
      stage.navigation.pushViewController(list, animated: true)
      stage.navigation.pushViewController(DetailScreen(), animated: true)
      #expect(stage.navigation.popViewController(animated: true) == nil)
      let login = LoginScreen()
      var outcomes: [TransitionOutcome] = []
      list.baton.present(login) { outcomes.append($0) }
      login.baton.dismiss { outcomes.append($0) }
      stage.home.baton.popToRoot { outcomes.append($0) }
      stage.settle()
      #expect(recorder.started == [.push, .push, .pop, .present, .dismiss, .popToRoot])
      #expect(recorder.requested.count == 6)
      #expect(recorder.everyRequestHasOneOutcome)
      #expect(outcomes == [.completed, .completed, .completed])
      #expect(stage.stack == [stage.home])
      #expect(stage.faults.isEmpty)
    }
  }
}

/// AdoptingBaton.md, "Day one: install the app-wide guard", and the README's one-line sample.
@MainActor
@Suite struct GuardDocSampleTests {
  @Test func theLaunchSampleInstallsTheGuard() {
    onStage(baton: false) { stage in
      // AdoptingBaton.md and README, from here:
      // In application(_:didFinishLaunchingWithOptions:), before the first window is shown:
      BatonGuard.install()
      // to here.
      defer { BatonGuard.uninstall() }
      #expect(BatonGuard.isInstalled)
      let recorder = LaneRecorder(stage.lane)
      defer { recorder.stop() }
      stage.navigation.pushViewController(ListScreen(), animated: true)
      stage.settle()
      #expect(recorder.started == [.push])
    }
  }
}
