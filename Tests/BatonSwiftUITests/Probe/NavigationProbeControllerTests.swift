import BatonSwiftUI
import HeadlessUIKit
import Testing

/// The probe inside a SwiftUI screen reports the screen's UIKit appearance
/// callbacks, and reaches the transition coordinator to tell a finished swipe-back from a
/// cancelled one (shared/UIKIT.md A2: a cancelled pop sends no did-show and no
/// `viewDidDisappear` to the top screen).
@MainActor
@Suite struct NavigationProbeControllerTests {
  let world: Headless.World
  let events = Box<[NavigationProbeEvent]>([])
  let window: UIWindow
  let navigationController: UINavigationController

  init() {
    let world = Headless.World(profile: .deferring)
    self.world = world
    window = world.run { UIWindow(windowScene: world.makeWindowScene()) }
    navigationController = world.run { UINavigationController() }
  }

  private func screen(_ number: UInt64) -> HostedScreen {
    world.run {
      let probe = NavigationProbeController(elementID: NavigationElementID(rawValue: number)) {
        [events] event in events.value.append(event)
      }
      return HostedScreen(entryID: probe.elementID, probe: probe)
    }
  }

  private func showStack(_ screens: [HostedScreen]) {
    world.run {
      navigationController.setViewControllers(screens, animated: false)
      window.rootViewController = navigationController
      window.makeKeyAndVisible()
    }
  }

  @Test func reportsAppearanceOnlyOnceThePushHasFinished() {
    let first = screen(1)
    let second = screen(2)
    showStack([first])
    #expect(events.value == [.appeared(first.entryID)])
    world.run { navigationController.pushViewController(second, animated: true) }
    world.scheduler.advance(by: 0.34)
    #expect(events.value == [.appeared(first.entryID)], "nothing before the animation ends")
    world.scheduler.advance(by: 0.01)
    #expect(
      events.value == [
        .appeared(first.entryID), .disappeared(first.entryID), .appeared(second.entryID),
      ]
    )
    #expect(second.probe.hasAppeared)
    #expect(!first.probe.hasAppeared)
    #expect(second.probe.isInKeyWindow)
    #expect(world.scheduler.runUntilIdle())
  }

  @Test func reportsACancelledSwipeBackThroughTheTransitionCoordinator() throws {
    let first = screen(1)
    let second = screen(2)
    showStack([first, second])
    events.value.removeAll()
    let swipe = try #require(world.run { world.beginInteractivePop(on: navigationController) })
    #expect(events.value == [.interactiveDisappearanceBegan(second.entryID)])
    swipe.update(progress: 0.4)
    swipe.cancel()
    world.scheduler.advance(by: 1)
    #expect(
      events.value == [
        .interactiveDisappearanceBegan(second.entryID),
        .appeared(second.entryID),
        .interactiveDisappearanceEnded(second.entryID, isCancelled: true),
      ],
      "the screen below began to appear and went again: neither reported"
    )
    #expect(second.probe.hasAppeared, "the screen stays; no viewDidDisappear")
    #expect(!first.probe.hasAppeared)
    #expect(navigationController.viewControllers == [first, second])
    #expect(world.scheduler.runUntilIdle())
  }

  @Test func reportsAFinishedSwipeBackAndTheScreensDisappearance() throws {
    let first = screen(1)
    let second = screen(2)
    showStack([first, second])
    events.value.removeAll()
    let swipe = try #require(world.run { world.beginInteractivePop(on: navigationController) })
    swipe.update(progress: 0.7)
    swipe.finish()
    world.scheduler.advance(by: 1)
    // HeadlessUIKit runs the coordinator's completion after the appearance callbacks; the
    // navigation does not depend on that order.
    #expect(
      events.value == [
        .interactiveDisappearanceBegan(second.entryID),
        .disappeared(second.entryID),
        .appeared(first.entryID),
        .interactiveDisappearanceEnded(second.entryID, isCancelled: false),
      ]
    )
    #expect(navigationController.viewControllers == [first])
  }

  @Test func aProgrammaticPopIsNotReportedAsASwipe() {
    let first = screen(1)
    let second = screen(2)
    showStack([first, second])
    events.value.removeAll()
    world.run { _ = navigationController.popViewController(animated: true) }
    world.scheduler.advance(by: 1)
    #expect(events.value == [.disappeared(second.entryID), .appeared(first.entryID)])
  }
}

/// A mutable box for values captured by `@MainActor` callbacks.
@MainActor
final class Box<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}
