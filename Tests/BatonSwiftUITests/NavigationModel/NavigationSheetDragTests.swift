import Baton
import BatonSwiftUI
import BatonTesting
import SwiftUITimingModel
import Testing

/// A sheet's drag is interactive and may be cancelled after UIKit's
/// `presentationControllerWillDismiss`. The drag takes the lane while the finger is down (the
/// probe's interactive coordinator); the driver's calls made meanwhile wait; a cancelled drag
/// leaves the plan as it was, a finished one ends with the sheet's binding write.
@MainActor
@Suite struct NavigationSheetDragTests {
  @Test func aCancelledDragKeepsThePlanAndTheWaitingPushLandsOnTheSheet() {
    let story = SheetDragStory()
    story.dragSheet(for: 0.4) {
      story.driver.update { _ = $0.push(7) }
    }
    #expect(story.driver.hasStepRequest)
    #expect(story.swiftUI.screen.topStack.path.isEmpty, "the push waited for the finger")
    story.release(finishing: false)
    #expect(story.clock.runUntilIdle())
    #expect(story.swiftUI.screen.layers.count == 1, "the sheet settled back")
    #expect(story.swiftUI.screen.topStack.path.map(\.route) == [7], "the push landed on it")
    #expect(story.driver.model.rendered == story.driver.model.requested)
    #expect(story.swiftUI.faults.isEmpty, "\(story.swiftUI.faults)")
  }

  @Test func aFinishedDragEndsWithTheSheetsWriteAndThePlanFollowsIt() {
    let story = SheetDragStory()
    story.dragSheet(for: 0.4) { story.driver.update { _ = $0.push(7) } }
    story.release(finishing: true)
    #expect(story.clock.runUntilIdle())
    #expect(story.swiftUI.screen.layers.isEmpty, "the user's drag took the sheet away")
    #expect(story.driver.model.requested.layers.isEmpty, "and the model heard it")
    #expect(story.driver.model.rendered == story.driver.model.requested)
    #expect(story.swiftUI.faults.isEmpty, "\(story.swiftUI.faults)")
  }

  @Test func aDismissalWrittenDirectlyDuringADragIsRefused() {
    let story = SheetDragStory()
    #expect(story.swiftUI.userBeginsSheetDrag())
    var state = story.swiftUI.screen
    state.layers = []
    story.swiftUI.update(to: state)
    #expect(story.swiftUI.faults == [.dismissalInProgress])
    #expect(story.swiftUI.screen.layers.count == 1)
  }
}

/// A driver over the model of SwiftUI's timing with a sheet on screen, and the user's finger.
@MainActor
private final class SheetDragStory {
  let clock = VirtualScheduler()
  let lane: Lane
  let swiftUI: SwiftUINavigationTimingModel
  let driver: NavigationDriver<Int>
  private var gesture: RunningTransition?

  init() {
    lane = Lane(name: "window", scheduler: clock, diagnostics: DiagnosticsCenter())
    swiftUI = SwiftUINavigationTimingModel(
      clock: clock,
      capabilities: .iOS17,
      screen: NavigationModel(root: 0).rendered
    )
    driver = NavigationDriver(root: 0, lane: lane, renderer: swiftUI, capabilities: .iOS17)
    let driver = driver
    swiftUI.onWrite = { driver.receive($0) }
    driver.update { _ = $0.present(1) }
    _ = clock.runUntilIdle()
  }

  /// The finger drags the sheet for `seconds`, taking the lane; `meanwhile` runs at once.
  func dragSheet(for seconds: Double, meanwhile: () -> Void) {
    let swiftUI = swiftUI
    lane.startImmediately(
      TransitionRequest(kind: .interactivePop) { [weak self] transition in
        #expect(swiftUI.userBeginsSheetDrag())
        self?.gesture = transition
      }
    )
    meanwhile()
    clock.advance(by: seconds)
  }

  /// The finger lifts; the lane is given back once the sheet has gone or settled.
  func release(finishing: Bool) {
    swiftUI.userEndsSheetDrag(finishing: finishing)
    let settle = finishing ? swiftUI.timing.present : swiftUI.timing.present / 2
    let gesture = gesture
    clock.run(after: settle) { gesture?.finish(finishing ? .completed : .cancelled) }
  }
}
