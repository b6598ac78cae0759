import Baton
import BatonUIKit
import HeadlessUIKit
import Testing

/// Order as asked, in the launch story: the app asks for an update, a privacy and a promo
/// alert, then a login SDK presents its sheet with plain `present`. The user sees the alerts in
/// that order, then the sheet, whether the alerts are plain `present` calls routed by the guard
/// or asked for through `window.baton.popups`.
@MainActor
@Suite struct GuardLaunchOrderTests {
  /// How the app asks for its launch alerts.
  enum AlertPath: String, CaseIterable, CustomTestStringConvertible {
    /// Plain `present` of a `UIAlertController`; the guard queues it.
    case plainPresent
    /// `window.baton.popups.alert(...)`.
    case popupsAPI

    var testDescription: String { rawValue }
  }

  /// Asks for the alert `title` by `path`.
  private func askForAlert(_ title: String, by path: AlertPath, on stage: Stage, priority: Int = 0)
  {
    switch path {
    case .plainPresent:
      let alert = UIAlertController(title: title, message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default))
      stage.top.present(alert, animated: true)
    case .popupsAPI:
      stage.window.baton.popups.alert(
        title: title,
        actions: [PopupAlertAction("OK")],
        priority: priority
      )
    }
  }

  private func presentedAlert(in stage: Stage) -> UIAlertController? {
    var top = stage.window.rootViewController?.presentedViewController
    while let next = top?.presentedViewController { top = next }
    return top as? UIAlertController
  }

  /// Answers the alerts one by one while the sheet waits; returns their titles in show order.
  private func answerAlerts(in stage: Stage, whileWaiting sheet: UIViewController) throws
    -> [String]
  {
    var titles: [String] = []
    while let alert = presentedAlert(in: stage) {
      titles.append(alert.title ?? "")
      #expect(sheet.presentingViewController == nil, "the sheet waits for \(alert.title ?? "")")
      let action = try #require(alert.actions.first)
      #expect(stage.world.tap(action, in: alert))
      stage.settle()
      if titles.count > 5 { break }
    }
    return titles
  }

  @Test(arguments: Headless.Profile.allCases, AlertPath.allCases)
  func theLaunchAlertsShowInTheOrderAskedThenTheSheet(
    profile: Headless.Profile,
    path: AlertPath
  ) throws {
    try onGuardedStage(profile) { stage in
      for title in ["Update", "Privacy", "Promo"] { askForAlert(title, by: path, on: stage) }
      let sheet = LoginScreen()
      stage.top.present(sheet, animated: true)
      stage.settle()
      let titles = try answerAlerts(in: stage, whileWaiting: sheet)
      #expect(titles == ["Update", "Privacy", "Promo"])
      #expect(stage.navigation.presentedViewController === sheet)
      sheet.dismiss(animated: true)
      stage.settle()
      #expect(stage.faults.isEmpty)
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func aHighPriorityAlertAskedLastStillGoesBeforeTheSheet(profile: Headless.Profile) throws {
    try onGuardedStage(profile) { stage in
      askForAlert("Promo", by: .plainPresent, on: stage)
      let sheet = LoginScreen()
      stage.top.present(sheet, animated: true)
      askForAlert("Update", by: .popupsAPI, on: stage, priority: 100)
      stage.settle()
      let titles = try answerAlerts(in: stage, whileWaiting: sheet)
      #expect(titles == ["Update", "Promo"], "priority orders the pop-ups among themselves")
      #expect(stage.navigation.presentedViewController === sheet)
      sheet.dismiss(animated: true)
      stage.settle()
      #expect(stage.faults.isEmpty)
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func withoutTheGuardASheetAskedAfterAnAlertWaitsForIt(profile: Headless.Profile) throws {
    try onStage(profile) { stage in
      stage.window.baton.popups.alert(title: "Update", actions: [PopupAlertAction("OK")])
      let sheet = LoginScreen()
      stage.top.baton.present(sheet)
      stage.settle()
      let titles = try answerAlerts(in: stage, whileWaiting: sheet)
      #expect(titles == ["Update"])
      #expect(stage.navigation.presentedViewController === sheet)
      sheet.dismiss(animated: true)
      stage.settle()
      #expect(stage.faults.isEmpty)
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func aSheetAskedBeforeTheAlertsStillGoesFirst(profile: Headless.Profile) throws {
    try onGuardedStage(profile) { stage in
      let sheet = LoginScreen()
      stage.top.present(sheet, animated: true)
      askForAlert("Update", by: .plainPresent, on: stage)
      stage.settle()
      #expect(stage.navigation.presentedViewController === sheet)
      #expect(presentedAlert(in: stage) == nil, "the alert waits for the sheet it was asked under")
      #expect(
        stage.diagnosticCodes.filter { $0 == .popupConditionStillFalse }.count == 1,
        "a wait for a cover is checked again at the stall bound, and reported once"
      )
      sheet.dismiss(animated: true)
      stage.settle()
      let alert = try #require(presentedAlert(in: stage))
      #expect(alert.title == "Update")
      let action = try #require(alert.actions.first)
      #expect(stage.world.tap(action, in: alert))
      stage.settle()
      #expect(stage.faults.isEmpty)
    }
  }
}
