import Baton
import BatonSwiftUI
import BatonTesting
import SwiftUITimingModel
import Testing

/// SwiftUI runs a tapped alert button's action and writes the alert's `nil`
/// in an order that depends on the iOS version (`AlertAnswerOrder`); the driver keeps the
/// answer the button reports on every one of them.
@MainActor
@Suite struct NavigationAlertAnswerOrderTests {
  @Test(arguments: AlertAnswerOrder.allCases, [false, true])
  func theTappedAnswerIsKeptInEveryOrder(order: AlertAnswerOrder, doubleNil: Bool) {
    let story = AlertAnswerStory(order: order, doubleNil: doubleNil)
    story.tapAlertButton { story.driver.answerAlert("Delete") }
    #expect(story.ended.value == [.dismissed(.action("Delete"))])
    #expect(story.driver.model.requested.alert == nil)
    #expect(story.driver.popups.current == nil)
  }

  @Test(arguments: AlertAnswerOrder.allCases)
  func aButtonThatReportsNothingEndsWithTheDefaultAnswer(order: AlertAnswerOrder) {
    let story = AlertAnswerStory(order: order)
    story.tapAlertButton {}
    #expect(story.ended.value == [.dismissed(.action(NavigationDriver<Int>.defaultAnswer))])
  }

  @Test(arguments: AlertAnswerOrder.allCases)
  func theNextAlertAskedByTheTappedButtonShows(order: AlertAnswerOrder) {
    let story = AlertAnswerStory(order: order)
    story.tapAlertButton {
      story.driver.answerAlert("Next")
      story.driver.update { $0.showAlert(2) }
    }
    #expect(story.ended.value == [.dismissed(.action("Next"))])
    #expect(story.swiftUI.screen.alert?.route == 2, "the next alert is on screen")
  }

  @Test func theOrderFollowsTheIOSVersion() {
    #expect(AlertAnswerOrder(of: .iOS15) == .dismissalFirst)
    #expect(AlertAnswerOrder(of: .iOS16) == .actionFirst)
    #expect(AlertAnswerOrder(of: .iOS17) == .dismissalAFrameAfterAction)
  }
}

/// A driver over the model of SwiftUI's timing, whose alert buttons answer in `order`.
@MainActor
private final class AlertAnswerStory {
  let clock = VirtualScheduler()
  let lane: Lane
  let swiftUI: SwiftUINavigationTimingModel
  let driver: NavigationDriver<Int>
  let ended = Box<[PopupOutcome]>([])

  init(order: AlertAnswerOrder, doubleNil: Bool = false) {
    lane = Lane(name: "window", scheduler: clock, diagnostics: DiagnosticsCenter())
    swiftUI = SwiftUINavigationTimingModel(
      clock: clock,
      capabilities: .iOS17,
      screen: NavigationModel(root: 0).rendered
    )
    swiftUI.alertAnswerOrder = order
    swiftUI.doubleNil = doubleNil
    driver = NavigationDriver(root: 0, lane: lane, renderer: swiftUI, capabilities: .iOS17)
    let driver = driver
    swiftUI.onWrite = { driver.receive($0) }
    driver.onEvent = { [ended] event in
      if case .alertEnded(_, let outcome) = event { ended.value.append(outcome) }
    }
  }

  /// Shows an alert, then the user taps its button, whose action is `action`.
  func tapAlertButton(_ action: @escaping @MainActor () -> Void) {
    driver.update { $0.showAlert(1) }
    #expect(clock.runUntilIdle())
    #expect(swiftUI.screen.alert != nil)
    swiftUI.userTapsAlertButton(action: action)
    #expect(clock.runUntilIdle())
  }
}
