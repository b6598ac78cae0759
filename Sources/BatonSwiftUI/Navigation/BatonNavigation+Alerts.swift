import Baton

extension BatonNavigation {
  /// The window's pop-up queue, through which the alert slot is shown (see
  /// ``NavigationDriver``): the navigation's own, or the window's with
  /// ``init(root:capabilities:window:)``.
  public var popups: PopupQueue { driver.popups }

  /// Reports the user's answer to the alert on screen: call it from the alert's button, with
  /// the button's name; its pop-up ends `dismissed(.action(action))`.
  ///
  /// SwiftUI writes the alert's binding back on either side of the button's action, by iOS
  /// version: after it on iOS 16 and later (that write is then dropped), before it on iOS 14
  /// and 15 (the answer, reported in the same main-loop turn, is still the one the pop-up ends
  /// with).
  ///
  /// A button that does not call it still dismisses the alert (SwiftUI's `nil` write), with
  /// the action ``NavigationDriver/defaultAnswer``.
  ///
  /// - Parameter action: The button's name.
  /// - Returns: What the model did with the answer.
  @discardableResult
  public func answerAlert(_ action: String) -> NavigationWriteOutcome {
    let outcome = driver.answerAlert(action)
    renderer.show(driver.model.rendered)
    return outcome
  }

  /// Ends an alert's show or hide once the alert has finished arriving or leaving (the top
  /// presentation's transition coordinator), looked at on the next turn so that SwiftUI has
  /// begun the presentation or dismissal the step asked for.
  func waitForAlertTransition(_ done: @escaping @MainActor () -> Void) {
    lane.scheduler.runOnNextTurn { [weak self] in
      guard let probe = self?.lastAppearedProbe else { return done() }
      probe.whenPresentationTransitionEnds(done)
    }
  }
}
