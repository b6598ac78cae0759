import Baton
import BatonSwiftUI
import BatonTesting
import BatonUIKit
import HeadlessUIKit
import Testing

/// A tab container hosted in a window that also has BatonUIKit navigation
/// shares the window's lane and pop-up queue, so a UIKit push and a tab switch take turns.
@MainActor
@Suite struct TabsOnTheWindowLaneTests {
  typealias Tab = SwiftUITabsStage.Tab
  let world = Headless.World(profile: .deferring)

  @Test func aTabSwitchWaitsForAUIKitPushInTheSameWindow() throws {
    let window = world.run { UIWindow(windowScene: world.makeWindowScene()) }
    let environment = BatonEnvironment(scheduler: world.scheduler, diagnostics: DiagnosticsCenter())
    _ = try window.baton.configure(environment)
    let tabs = try BatonTabs<Tab, Int>(Tab.allCases, capabilities: .iOS17, window: window) {
      Tab.allCases.firstIndex(of: $0)! * 100
    }
    #expect(tabs.lane === BatonLanes.lane(for: window))
    #expect(tabs.popups === window.baton.popups.queue)
    let host = HeadlessSwiftUITabsHost(world: world, tabs: tabs, window: window)
    host.launch(in: world)
    #expect(world.scheduler.runUntilIdle())
    #expect(!tabs.lane.isSuspended, "the window's own cold start")

    let shop = try #require(host.hosts[.shop]).root
    let pushed = Box<TransitionOutcome?>(nil)
    let screen = world.run { UIViewController() }
    shop.baton.push(screen) { pushed.value = $0 }
    let ticket = tabs.select(.orders)
    world.scheduler.advance(by: 0.1)
    #expect(host.tabBar.selectedIndex == 0, "the UIKit push is still moving")
    #expect(world.scheduler.runUntilIdle())
    #expect(pushed.value == .completed)
    #expect(ticket.outcome == .completed)
    #expect(host.tabBar.selectedIndex == 1)
    #expect(shop.viewControllers.last === screen)
    #expect(world.faults.isEmpty)
  }
}
