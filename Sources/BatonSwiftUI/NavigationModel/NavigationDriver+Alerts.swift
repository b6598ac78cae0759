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
    if let deferred = deferredAlert, deferred.id != wanted?.id {
      // Replaced or dismissed before it could join the queue: it ends without a pop-up.
      deferredAlert = nil
      onEvent?(.alertEnded(deferred.id, .cancelled))
    }
    let stale = alertTickets.filter { $0.key != wanted?.id }
    for (id, ticket) in stale.sorted(by: { $0.key < $1.key }) {
      alertTickets[id] = nil
      leavingAlerts[id] = ticket
      // Pending: ends `cancelled` now. On screen: hidden, then `cancelled`. Answered: its
      // dismissal stands (`alreadyEnding`).
      _ = ticket.cancel()
    }
    guard let wanted, alertTickets[wanted.id] == nil else { return }
    // A replaced alert with the same key still leaving would make this one a duplicate: it
    // joins the queue once that one has its outcome.
    guard !leavingAlerts.values.contains(where: { $0.key == wanted.popupKey }) else {
      deferredAlert = wanted
      return
    }
    deferredAlert = nil
    let request = PopupRequest(
      key: wanted.popupKey,
      priority: wanted.priority,
      condition: PopupCondition(whenFalse: .waitAndRecheck) { [weak self] in
        guard let self else { return false }
        return self.isStructureSettled && self.isOnScreen()
      },
      navigation: wanted.navigation,
      expectedAnimationDuration: NavigationStep<Route>.Kind.showAlert(wanted.id).expectedDuration,
      presenter: NavigationAlertPresenter(alert: wanted, driver: self)
    )
    let ticket = popups.show(request) { [weak self] outcome in
      self?.alertEnded(wanted, outcome)
    }
    // A request the queue refused at once (a duplicate key) has ended already.
    if ticket.outcome == nil { alertTickets[wanted.id] = ticket }
  }

  /// SwiftUI dismissed the rendered alert `id` (its `nil` write): its pop-up ends with the
  /// answer being reported, or, without one, with the answer the button's action reports later
  /// in this main-loop turn (iOS 14 and 15 write the `nil` before the action), else with
  /// ``defaultAnswer`` at the end of the turn.
  func alertWasDismissed(_ id: NavigationElementID) {
    if let answer = pendingAnswer {
      _ = alertTickets[id]?.dismiss(answer)
      return
    }
    settleUnansweredAlert()
    guard let ticket = alertTickets.removeValue(forKey: id) else { return }
    // Leaving, not cancelled: an alert of its key waits for its outcome to join the queue.
    leavingAlerts[id] = ticket
    unansweredAlert = (id, ticket)
    lane.scheduler.runOnNextTurn { [weak self, weak ticket] in
      guard let self, let ticket, unansweredAlert?.ticket === ticket else { return }
      settleUnansweredAlert()
    }
  }

  /// Ends the pop-up of an alert dismissed without an answer with ``defaultAnswer``.
  func settleUnansweredAlert() {
    guard let unanswered = unansweredAlert else { return }
    unansweredAlert = nil
    _ = unanswered.ticket.dismiss(Self.defaultAnswer)
  }

  /// An alert's pop-up has its outcome: the alert leaves the request (answered, cancelled, or
  /// ended by the queue) and the app hears of it once.
  private func alertEnded(_ alert: NavigationAlert<Route>, _ outcome: PopupOutcome) {
    alertTickets[alert.id] = nil
    let wasLeaving = leavingAlerts.removeValue(forKey: alert.id) != nil
    model.withdrawAlert(alert.id)
    if case .dropped(.windowGone) = outcome { model.clearRenderedAlert(alert.id) }
    onEvent?(.alertEnded(alert.id, outcome))
    if wasLeaving { syncAlert() }
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
