import Baton
import BatonSwiftUI
import BatonTesting
import HeadlessUIKit
import Testing

/// One test's tab app: a HeadlessUIKit world and a ``BatonTabs`` of three tabs shown by a
/// ``HeadlessSwiftUITabsHost``, its window not yet shown.
@MainActor
final class SwiftUITabsStage {
  enum Tab: String, Hashable, Sendable, CaseIterable { case shop, orders, account }

  let world = Headless.World(profile: .deferring)
  let tabs: BatonTabs<Tab, Int>
  let host: HeadlessSwiftUITabsHost<Tab, Int>
  let diagnostics = DiagnosticsCenter()

  init() {
    tabs = try! BatonTabs(  // three distinct tabs, the first selected
      Tab.allCases,
      capabilities: .iOS17,
      scheduler: world.scheduler,
      diagnostics: diagnostics
    ) { tab in Tab.allCases.firstIndex(of: tab)! * 100 }
    host = HeadlessSwiftUITabsHost(world: world, tabs: tabs)
  }

  var window: UIWindow { host.window }
  var tabBar: UITabBarController { host.tabBar }
  var hosts: [Tab: HeadlessSwiftUIHost<Int>] { host.hosts }
  var lane: Lane { tabs.lane }
  var scheduler: VirtualScheduler { world.scheduler }

  func navigation(_ tab: Tab) -> BatonNavigation<Int> { tabs.navigation(for: tab)! }

  /// The identifiers on screen in a tab's root stack, bottom first.
  func stackIDs(_ tab: Tab) -> [NavigationElementID] {
    hosts[tab]!.root.viewControllers.compactMap { ($0 as? HostedScreen)?.entryID }
  }

  /// Shows the window (key and visible) and lets the cold start finish.
  func launch() {
    world.run { window.makeKeyAndVisible() }
    scheduler.runDueWork()
  }

  /// Lets every animation and turn run, then checks that nothing is left.
  func expectQuiescent(sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(scheduler.runUntilIdle(), sourceLocation: sourceLocation)
    #expect(!lane.isBusy, sourceLocation: sourceLocation)
    #expect(lane.pendingCount == 0, sourceLocation: sourceLocation)
    #expect(!lane.isSuspended, sourceLocation: sourceLocation)
    for tab in Tab.allCases {
      #expect(navigation(tab).model.isSettled, "\(tab)", sourceLocation: sourceLocation)
    }
    #expect(world.faults.isEmpty, "UIKit faults: \(world.faults)", sourceLocation: sourceLocation)
  }
}
