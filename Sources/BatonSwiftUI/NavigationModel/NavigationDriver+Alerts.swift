import Baton

extension NavigationDriver {
  /// Puts the requested alert in the pop-up queue, and cancels the pop-ups of alerts no longer
  /// requested (a replaced alert, ``NavigationModel/dismissAlert()``).
  ///
  /// Re-entrant calls (an outcome handler that runs inside it) are folded into the one running.
  func syncAlert() {
    guard !isSyncingAlert else {
      needsAlertSync = true
      return
    }
    isSyncingAlert = true
    defer { isSyncingAlert = false }
    repeat {
      needsAlertSync = false
      syncAlertOnce()
    } while needsAlertSync
  }

  private func syncAlertOnce() {
    let wanted = model.requested.alert
    while let action = alerts.sync(to: wanted) {
      switch action {
      case .endDeferred(let deferred):
        onEvent?(.alertEnded(deferred.id, .cancelled))
      case .cancel(let ticket):
        _ = ticket.cancel()
      case .enqueue(let alert):
        return enqueue(alert)
      }
    }
  }

  private func enqueue(_ alert: NavigationAlert<Route>) {
    let request = PopupRequest(
      key: alert.popupKey,
      priority: alert.priority,
      condition: PopupCondition(whenFalse: .waitAndRecheck) { [weak self] in
        guard let self else { return false }
        return self.isStructureSettled && self.isOnScreen()
      },
      navigation: alert.navigation,
      expectedAnimationDuration: NavigationStep<Route>.Kind.showAlert(alert.id).expectedDuration,
      presenter: NavigationAlertPresenter(alert: alert, driver: self)
    )
    let ticket = popups.show(request) { [weak self] outcome in
      self?.alertEnded(alert, outcome)
    }
    // A request the queue refused at once (a duplicate key) has ended already.
    if ticket.outcome == nil { alerts.enqueued(alert, ticket) }
  }

  /// SwiftUI dismissed the rendered alert `id` (its `nil` write): its pop-up ends with the
  /// answer being reported, or, without one, with the answer the button's action reports later
  /// in this main-loop turn (iOS 14 and 15 write the `nil` before the action), else with
  /// ``defaultAnswer`` at the end of the turn.
  func alertWasDismissed(_ id: NavigationElementID) {
    if let answer = pendingAnswer {
      _ = alerts.ticket(of: id)?.dismiss(answer)
      return
    }
    settleUnansweredAlert()
    guard let ticket = alerts.dismissedWithoutAnswer(id) else { return }
    lane.scheduler.runOnNextTurn { [weak self, weak ticket] in
      guard let self, let ticket else { return }
      settleUnansweredAlert(ifTicketIs: ticket)
    }
  }

  /// Ends the pop-up of an alert dismissed without an answer with ``defaultAnswer``.
  ///
  /// - Parameter ticket: Only if its pop-up is this one; any when `nil`.
  func settleUnansweredAlert(ifTicketIs ticket: PopupTicket? = nil) {
    guard let unanswered = alerts.takeUnanswered(ifTicketIs: ticket) else { return }
    _ = unanswered.ticket.dismiss(Self.defaultAnswer)
  }

  /// An alert's pop-up has its outcome: the alert leaves the request (answered, cancelled, or
  /// ended by the queue) and the app hears of it once.
  private func alertEnded(_ alert: NavigationAlert<Route>, _ outcome: PopupOutcome) {
    let action = alerts.ended(alert.id)
    model.withdrawAlert(alert.id)
    if case .dropped(.windowGone) = outcome { model.clearRenderedAlert(alert.id) }
    onEvent?(.alertEnded(alert.id, outcome))
    switch action {
    case .report: break
    case .reportAndSync: syncAlert()
    }
  }

  /// The queue's show of `alert`: one step that gives SwiftUI the alert.
  func showAlertPopup(
    _ alert: NavigationAlert<Route>,
    completion: @escaping @MainActor (PopupShowResult) -> Void
  ) {
    guard model.requested.alert?.id == alert.id else {
      return completion(.refused("the alert is no longer requested"))
    }
    // Its condition held when the queue picked it; a step asked for since waits behind this
    // show in the lane (a blocking alert is answered first; a yielding one gave its turn back).
    // Nothing moves while the show runs: the lane runs one transition at a time.
    guard model.rendered.alert == nil else {
      return completion(.refused("another alert is rendered"))
    }
    var target = model.rendered
    target.alert = alert
    runAlertStep(NavigationStep(kind: .showAlert(alert.id), target: target)) {
      completion(.shown)
    }
  }

  /// The queue's hide of `alert`: one step that takes it from SwiftUI, or, when the user's
  /// answer already did, that waits for SwiftUI's dismissal to end.
  func hideAlertPopup(_ alert: NavigationAlert<Route>, completion: @escaping @MainActor () -> Void)
  {
    var target = model.rendered
    if target.alert?.id == alert.id { target.alert = nil }
    runAlertStep(NavigationStep(kind: .hideAlert(alert.id), target: target), then: completion)
  }

  private func runAlertStep(
    _ step: NavigationStep<Route>,
    then finish: @escaping @MainActor () -> Void
  ) {
    model.begin(step)
    onEvent?(.stepStarted(step))
    var isDone = false
    renderer.render(step) { [weak self] in
      guard !isDone else { return }
      isDone = true
      if let self, self.model.stepInFlight == step {
        self.model.endStep()
        self.onEvent?(.stepFinished(step, .completed))
      }
      finish()
    }
  }
}

/// Shows one alert of a ``NavigationDriver`` for the pop-up queue.
@MainActor
final class NavigationAlertPresenter<Route: Hashable & Sendable>: PopupPresenter {
  let alert: NavigationAlert<Route>
  weak var driver: NavigationDriver<Route>?

  init(alert: NavigationAlert<Route>, driver: NavigationDriver<Route>) {
    self.alert = alert
    self.driver = driver
  }

  func showPopup(_ popup: PopupTicket, completion: @escaping @MainActor (PopupShowResult) -> Void) {
    guard let driver else { return completion(.refused("the navigation is gone")) }
    driver.showAlertPopup(alert, completion: completion)
  }

  func hidePopup(_ popup: PopupTicket, completion: @escaping @MainActor () -> Void) {
    guard let driver else { return completion() }
    driver.hideAlertPopup(alert, completion: completion)
  }
}
