import Baton
import BatonSwiftUI
import HeadlessUIKit
import Testing

/// A link (`BatonLink`, SwiftUI's `NavigationLink(value:)` inside a Baton
/// container) pushes through the plan, from its own screen: a double tap pushes once, a tap
/// from a screen on its way out pushes nothing, each with its outcome and a diagnostic.
@MainActor
@Suite struct NavigationLinkTests {
  let stage = SwiftUIStage()
  let diagnostics = Box<[Diagnostic]>([])

  init() {
    stage.launch()
    _ = stage.lane.diagnostics.addObserver { [diagnostics] in diagnostics.value.append($0) }
  }

  var root: NavigationElementID { stage.navigation.displayed.base.root.id }

  @Test func aTappedLinkPushesItsRouteThroughThePlan() {
    let outcome = stage.navigation.followLink(to: 7, from: root)
    guard case .pushed(let id) = outcome else {
      Issue.record("expected a push, got \(outcome)")
      return
    }
    stage.expectQuiescent()
    #expect(stage.navigation.displayed.base.path.map(\.id) == [id])
    #expect(stage.rootStackIDs == [root, id])
  }

  @Test func aDoubleTapPushesOnce() {
    let first = stage.navigation.followLink(to: 7, from: root)
    let second = stage.navigation.followLink(to: 7, from: root)
    guard case .pushed(let id) = first else {
      Issue.record("expected a push, got \(first)")
      return
    }
    #expect(second == .droppedScreenCovered(by: id))
    // A third tap while the push animates, on the screen still under the finger.
    stage.scheduler.advance(by: 0.1)
    #expect(stage.navigation.followLink(to: 7, from: root) == .droppedScreenCovered(by: id))
    stage.expectQuiescent()
    #expect(stage.rootStackIDs == [root, id])
    #expect(diagnostics.value.filter { $0.code == .swiftUILinkDropped }.count == 2)
  }

  @Test func aSecondLinkTappedBeforeTheFirstScreenShowsPushesNothing() {
    guard case .pushed(let first) = stage.navigation.followLink(to: 7, from: root) else {
      Issue.record("expected a push")
      return
    }
    #expect(stage.navigation.followLink(to: 8, from: root) == .droppedScreenCovered(by: first))
    stage.expectQuiescent()
    // Once the first screen shows, its own links push from it.
    let next = stage.navigation.followLink(to: 8, from: first)
    guard case .pushed(let id) = next else {
      Issue.record("expected a push from the new screen, got \(next)")
      return
    }
    stage.expectQuiescent()
    #expect(stage.rootStackIDs == [root, first, id])
  }

  @Test func aLinkOnAScreenBeingPoppedOrCoveredBySheetPushesNothing() throws {
    let pushed = stage.navigation.push(1)
    stage.expectQuiescent()
    try stage.navigation.pop()
    #expect(stage.navigation.followLink(to: 7, from: pushed) == .droppedScreenGone)
    stage.expectQuiescent()
    let sheet = stage.navigation.present(2)
    #expect(stage.navigation.followLink(to: 7, from: root) == .droppedScreenCovered(by: sheet))
    stage.expectQuiescent()
    #expect(stage.navigation.displayed.base.path.isEmpty)
    #expect(stage.navigation.displayed.topStack.path.isEmpty)
    let codes = diagnostics.value.map(\.code)
    #expect(codes.filter { $0 == .swiftUILinkDropped }.count == 2)
  }

  @Test func theStacksPathBindingTellsALinksAppendFromAnyOtherWrite() {
    let pushed = stage.navigation.push(1)
    stage.expectQuiescent()
    let stack = root
    let shown = stage.navigation.displayed.base.path
    // `NavigationLink(value:)` appends the link's value: an entry naming its own screen.
    let tap = stage.navigation.linkTap(
      in: shown + [NavigationEntry(id: pushed, route: 9)],
      stack: stack
    )
    #expect(tap?.route == 9)
    #expect(tap?.source == pushed)
    // A back tap, a swipe-back, an unknown entry or another stack's write are not taps.
    #expect(stage.navigation.linkTap(in: [], stack: stack) == nil)
    let unknown = NavigationEntry(id: NavigationElementID(rawValue: 999), route: 9)
    #expect(stage.navigation.linkTap(in: shown + [unknown], stack: stack) == nil)
    let other = NavigationElementID(rawValue: 998)
    #expect(
      stage.navigation.linkTap(in: shown + [NavigationEntry(id: pushed, route: 9)], stack: other)
        == nil
    )
    let twice = [NavigationEntry(id: pushed, route: 9), NavigationEntry(id: pushed, route: 9)]
    #expect(stage.navigation.linkTap(in: shown + twice, stack: stack) == nil)
  }

  @Test func aContainerThatAppliesOnePushPerUpdateReportsANavigationPlannedForMore() {
    stage.navigation.checkContainer(appliesSeveralPushesPerUpdate: true)
    #expect(diagnostics.value.isEmpty)
    stage.navigation.checkContainer(appliesSeveralPushesPerUpdate: false)
    #expect(diagnostics.value.map(\.code) == [.swiftUICapabilitiesMismatch])
    let iOS15 = SwiftUIStage(capabilities: .iOS15)
    let reported = Box<[Diagnostic]>([])
    _ = iOS15.lane.diagnostics.addObserver { reported.value.append($0) }
    iOS15.navigation.checkContainer(appliesSeveralPushesPerUpdate: false)
    #expect(reported.value.isEmpty)
  }

  @Test func theCurrentCapabilitiesFollowTheRunningSystem() {
    #if os(iOS)
      if #available(iOS 17, *) {
        #expect(NavigationCapabilities.current == .iOS17)
      } else if #available(iOS 16, *) {
        #expect(NavigationCapabilities.current == .iOS16)
      } else {
        #expect(NavigationCapabilities.current == .iOS15)
      }
    #else
      #expect(NavigationCapabilities.current == .iOS17, "iOS availability holds off iOS")
    #endif
  }
}
