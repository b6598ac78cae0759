import Baton
import BatonSwiftUI
import HeadlessUIKit
import Testing

/// A `TabView` with one Baton stack per tab, its selection on the lane: a
/// tab switch takes its turn with every push and sheet, the user's latest tap wins, each tab
/// keeps its stack, and a tab's alert waits until its tab shows.
@MainActor
@Suite struct TabsTests {
  typealias Tab = SwiftUITabsStage.Tab
  let stage = SwiftUITabsStage()

  @Test func theLaneWaitsForTheSelectedTabsRootThenASwitchEndsWhenTheTabAppears() {
    #expect(stage.lane.isSuspended)
    let ticket = stage.tabs.select(.orders)
    #expect(ticket.outcome == nil, "waits for the cold start")
    stage.launch()
    #expect(stage.tabs.selection == .orders)
    #expect(stage.tabBar.selectedIndex == 1)
    stage.expectQuiescent()
    #expect(ticket.outcome == .completed)
  }

  @Test func aSwitchAskedDuringAPushWaitsForIt() {
    stage.launch()
    stage.expectQuiescent()
    let pushed = stage.navigation(.shop).push(1)
    let ticket = stage.tabs.select(.account)
    stage.scheduler.advance(by: 0.1)
    #expect(stage.tabBar.selectedIndex == 0, "the push is still moving")
    #expect(stage.tabs.selection == .shop)
    stage.expectQuiescent()
    #expect(ticket.outcome == .completed)
    #expect(stage.tabBar.selectedIndex == 2)
    let shopRoot = stage.navigation(.shop).displayed.base.root.id
    #expect(stage.stackIDs(.shop) == [shopRoot, pushed], "the shop tab keeps its stack")
  }

  @Test func theUsersLatestTapWinsWhileTheLaneIsBusy() {
    stage.launch()
    stage.expectQuiescent()
    stage.navigation(.shop).push(1)
    let first = stage.tabs.select(.orders)
    let second = stage.tabs.select(.account)
    stage.expectQuiescent()
    #expect(first.outcome == .dropped(.superseded))
    #expect(second.outcome == .completed)
    #expect(stage.tabs.selection == .account)
    #expect(stage.tabBar.selectedIndex == 2)
  }

  @Test func aPushInATabThatIsNotShownEndsWithoutAnAppearance() {
    stage.launch()
    stage.expectQuiescent()
    let outcome = Box<TransitionOutcome?>(nil)
    stage.navigation(.orders).onEvent = { event in
      if case .stepFinished(_, let result) = event { outcome.value = result }
    }
    let pushed = stage.navigation(.orders).push(5)
    stage.expectQuiescent()
    #expect(outcome.value == .completed, "not the watchdog's timedOut")
    #expect(stage.navigation(.orders).displayed.base.path.map(\.id) == [pushed])
    stage.tabs.select(.orders)
    stage.expectQuiescent()
    #expect(stage.tabs.selection == .orders)
  }

  @Test func aTabsAlertWaitsUntilItsTabIsSelected() {
    stage.launch()
    stage.expectQuiescent()
    let orders = stage.navigation(.orders)
    let alert = orders.update { $0.showAlert(9) }
    #expect(stage.scheduler.runUntilIdle())
    #expect(orders.displayed.alert == nil, "its tab is not on screen")
    #expect(stage.tabs.popups.pendingCount == 1)
    stage.tabs.select(.orders)
    stage.expectQuiescent()
    #expect(orders.displayed.alert?.id == alert)
  }

  @Test func badTabsAreTypedErrors() {
    #expect(throws: BatonTabsError.noTabs) {
      try BatonTabs<Tab, Int>([], scheduler: stage.scheduler) { _ in 0 }
    }
    #expect(throws: BatonTabsError.duplicateTab("shop")) {
      try BatonTabs<Tab, Int>([.shop, .orders, .shop], scheduler: stage.scheduler) { _ in 0 }
    }
    #expect(throws: BatonTabsError.selectionNotATab("account")) {
      try BatonTabs<Tab, Int>([.shop], selection: .account, scheduler: stage.scheduler) { _ in 0 }
    }
    let two = try? BatonTabs<Tab, Int>(
      [.shop, .orders],
      scheduler: stage.scheduler,
      waitsForRootAppearance: false
    ) { _ in 0 }
    let ticket = two?.select(.account)
    if case .dropped(.invalid)? = ticket?.outcome {
    } else {
      Issue.record("a tab that is not one of the tabs: \(String(describing: ticket?.outcome))")
    }
    #expect(two?.selection == .shop)
  }
}
